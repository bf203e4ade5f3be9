// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { caretAfterMask, cleanValue, displayValue, inputMode, keypadInput } from '../../../widgets/form/masks.ts';
import { optionName } from '../../../widgets/form/PickerField.tsx';

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
    ['mobile', '+63 917-123 4567', 20, '+63 917-123 4567', '+63 917-123 4567'],
    ['mobile', '(0917) 123.4567', 20, '(0917) 123.4567', '(0917) 123.4567'],
    ['mobile', '0917abc1234567', 20, '09171234567', '09171234567'],
    ['mobile', '0917 123 4567 ext 9', 14, '0917 123 4567 ', '0917 123 4567 '],
  ])('%s: typed %j keeps %j, shows %j', (mask, typed, max, raw, shown) => {
    expect(cleanValue(mask, typed, max)).toBe(raw);
    expect(displayValue(mask, raw)).toBe(shown);
  });

  it('asks for the right keyboard', () => {
    expect([inputMode('phone'), inputMode('mobile'), inputMode('bankCard'), inputMode('money'), inputMode('text')]).toEqual([
      'tel',
      'tel',
      'numeric',
      'decimal',
      'text',
    ]);
  });

  // typed: the input's text right after the edit, `|` where the browser put the caret; expected: the caret in what is shown.
  it.each([
    ['mobile', 'typing in the middle', '0917 12|3 4567', '0917 12|3 4567'],
    ['mobile', 'a refused letter in the middle', '0917 1x|23 4567', '0917 1|23 4567'],
    ['mobile', 'pasting in the middle', '0917 +63|123 4567', '0917 +63|123 4567'],
    ['phone', 'a digit typed in the second group', '091 71823| 4567', '091 7182 3|4567'],
    ['phone', 'a digit deleted in the first group', '01| 7123 4567', '01|7 1234 567'],
    ['phone', 'a letter refused', '091 7a|123 4567', '091 7|123 4567'],
    ['bankCard', 'a digit replaced in the second group', '1234 59|78 9012', '1234 59|78 9012'],
    ['bankCard', 'a digit inserted at a group end', '1234 56789| 9012', '1234 5678 9|901 2'],
  ])('%s: %s keeps the caret where the person types', (mask, _what, typed, expected) => {
    const caret = typed.indexOf('|');
    const text = typed.replace('|', '');
    const shown = displayValue(mask, cleanValue(mask, text, 20));
    expect(shown.slice(0, caretAfterMask(mask, text, caret, 20)) + '|' + shown.slice(caretAfterMask(mask, text, caret, 20))).toBe(expected);
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
