/**
 * Input masks of server-described text fields (SPEC point 5). Lengths come
 * from the schema's fieldConfig (maxLength), never from here. The stored
 * value is always the raw one the server expects (digits without spaces);
 * only the display is grouped.
 *
 * | mask     | keeps                                    | shows                |
 * |----------|------------------------------------------|----------------------|
 * | mobile   | digits, + ( ) - . and spaces, as typed   | as typed             |
 * | phone    | digits, at most maxLength (schema: 11)   | 3-4-4: 091 7123 4567 |
 * | bankCard | digits, at most maxLength (19)           | groups of four       |
 * | number   | digits                                   | as typed             |
 * | money    | digits and one decimal point, 2 decimals | as typed             |
 * | text     | anything, at most maxLength              | as typed             |
 *
 * maxLength counts characters as a person sees them (issue 16).
 */
import { clipGraphemes, withoutInvisibles } from './graphemes.ts';

export function cleanValue(mask: string, input: string, maxLength = 0): string {
  // The digit masks keep ASCII only, where a unit is a character; text counts characters as a person sees them (🇵🇭 is one, never halved).
  const limit = (s: string) => (maxLength > 0 ? clipGraphemes(s, maxLength) : s);
  switch (mask) {
    case 'mobile':
      return limit(input.replace(/[^\d+()\-. ]/g, ''));
    case 'phone':
    case 'bankCard':
    case 'number':
      return limit(input.replace(/\D/g, ''));
    case 'money': {
      const kept = input.replace(/[^\d.]/g, '');
      const dot = kept.indexOf('.');
      if (dot < 0) return limit(kept);
      return limit(
        kept.slice(0, dot + 1) +
          kept
            .slice(dot + 1)
            .replace(/\./g, '')
            .slice(0, 2),
      );
    }
    default:
      // What is typed is what is shown and sent: no invisible characters that make it read as something else.
      return limit(withoutInvisibles(input));
  }
}

export function displayValue(mask: string, raw: string): string {
  if (mask === 'phone') return [raw.slice(0, 3), raw.slice(3, 7), raw.slice(7)].filter(Boolean).join(' ');
  if (mask === 'bankCard') return raw.replace(/(\d{4})(?=\d)/g, '$1 ');
  return raw;
}

/** The on-screen keyboard to ask for. */
export function inputMode(mask: string): 'tel' | 'numeric' | 'decimal' | 'text' {
  if (mask === 'phone' || mask === 'mobile') return 'tel';
  if (mask === 'bankCard' || mask === 'number') return 'numeric';
  if (mask === 'money') return 'decimal';
  return 'text';
}

/** One key of the money keypad applied to a raw value. */
export function keypadInput(raw: string, key: string): string {
  if (key === 'delete') return raw.slice(0, -1);
  return cleanValue('money', raw + key);
}

/**
 * Where the caret goes after a masked edit: after the same number of kept
 * characters as were before it in what the person typed. Typing, deleting or
 * pasting in the middle of a grouped number then leaves the caret where the
 * person is working, not at the end.
 */
export function caretAfterMask(mask: string, typed: string, caret: number, maxLength = 0): number {
  const keptBefore = cleanValue(mask, typed.slice(0, caret), maxLength).length;
  const shown = displayValue(mask, cleanValue(mask, typed, maxLength));
  if (keptBefore === 0) return 0;
  // Walk the shown text until as many raw characters as were kept before the caret have passed.
  let count = 0;
  for (let i = 0; i < shown.length; i++) {
    if (!(mask === 'phone' || mask === 'bankCard') || shown[i] !== ' ') count += 1;
    if (count === keptBefore) return i + 1;
  }
  return shown.length;
}
