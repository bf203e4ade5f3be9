import { describe, expect, it } from 'vitest';
import { cleanValue, displayValue, inputMode, keypadInput } from '../../../widgets/form/masks';
import { optionName } from '../../../widgets/form/PickerField';

describe('masks', () => {
  it.each([
    ['phone', '0917abc12345678', 11, '09171234567', '091 7123 4567'],
    ['phone', '0917', 11, '0917', '091 7'],
    ['phone', '+63 917-123', 11, '63917123', '639 1712 3'],
    ['bankCard', '1234-5678 9012 3456', 19, '1234567890123456', '1234 5678 9012 3456'],
    ['bankCard', '12345', 19, '12345', '1234 5'],
    ['number', '12a3 ', 0, '123', '123'],
    ['money', '15,000.509', 0, '15000.50', '15000.50'],
    ['money', '1.2.3', 0, '1.23', '1.23'],
    ['text', 'Juan Dela Cruz', 4, 'Juan', 'Juan'],
  ])('%s: typed %j keeps %j, shows %j', (mask, typed, max, raw, shown) => {
    expect(cleanValue(mask, typed, max)).toBe(raw);
    expect(displayValue(mask, raw)).toBe(shown);
  });

  it('asks for the right keyboard', () => {
    expect([inputMode('phone'), inputMode('bankCard'), inputMode('money'), inputMode('text')]).toEqual(['tel', 'numeric', 'decimal', 'text']);
  });

  it('money keypad: digits, one decimal point, two decimals, delete', () => {
    let v = '';
    for (const k of ['1', '5', '.', '.', '5', '0', '9']) v = keypadInput(v, k);
    expect(v).toBe('15.50');
    expect(keypadInput(v, 'delete')).toBe('15.5');
    expect(keypadInput('', 'delete')).toBe('');
  });

  it('a picker shows the name of the option whose type equals the stored value', () => {
    const options = [
      { value: '1', label: 'Salary' },
      { value: '2', label: 'Savings' },
    ];
    expect(optionName(options, '2')).toBe('Savings');
    expect(optionName(options, 2)).toBe('Savings');
    expect(optionName(options, '9')).toBe('');
    expect(optionName(options, undefined)).toBe('');
  });
});
