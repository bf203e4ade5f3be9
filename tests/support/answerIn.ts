/**
 * A scenario's answer (or a part of it) as the sandbox sends it to a page in
 * `lang`: in Filipino with its server texts in Filipino (sandbox/inFilipino.ts,
 * CONTRACT section 6), else as the scenario writes it. For tests that expect
 * on a page what the server sent.
 */
import { askedLanguage } from '../../sandbox/askedLanguage.ts';
import { inFilipino } from '../../sandbox/inFilipino.ts';

export function answerIn<T>(value: T, lang: string): T {
  const asked = askedLanguage(new URL(`https://sandbox.test/?lang=${encodeURIComponent(lang)}`), new Headers());
  return (asked === 'fil' ? inFilipino(value) : value) as T;
}
