/**
 * The fake native shells and the market's languages, taken in pairs (docs/decisions/068-shells-and-languages-in-pairs.md):
 * a test that runs "in both shells, in every language" runs once per pair, so each shell and each language is
 * tried once, not every shell in every language. The shell decides how a message reaches the app (tried for every
 * message in both shells by tests/e2e/bridge.spec.ts), the language decides the words; neither reads the other.
 *
 * `turn` moves the languages along the shells: a spec with two such tests gives the second `turn` 1, and between
 * them every shell meets every language.
 */
import type { NativeShell } from '../support/nativeShellFake.ts';
import PH from '../../schemas/markets/PH.json' with { type: 'json' };

export const SHELLS: readonly NativeShell[] = ['ios', 'android'];
/** The default market's languages (a language added there is tried here without code). */
export const LANGUAGES: readonly string[] = PH.languages;

export function shellsAndLanguages(turn = 0): { shell: NativeShell; lang: string }[] {
  const runs = Math.max(SHELLS.length, LANGUAGES.length);
  return Array.from({ length: runs }, (_, i) => ({ shell: SHELLS[i % SHELLS.length], lang: LANGUAGES[(i + turn) % LANGUAGES.length] }));
}
