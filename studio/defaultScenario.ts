/**
 * The scenario the live preview opens a screen on: the screen as a borrower
 * usually sees it, not one of its failures.
 *
 * 1. A scenario that names the screen in `defaultFor` (sandbox/scenarios/*.json).
 * 2. Else `default` when it is about the screen (its `screens` name it): every
 *    scenario starts from its answers, so it is the usual case by definition,
 *    whatever its description's words or its answers (a "fails" in its text
 *    must not send every screen elsewhere).
 * 3. Else the first untroubled scenario about the screen, by name.
 *    Troubled: its name says a failure, a slow or unsafe answer or missing data
 *    (`bank-bind-failure`, `order-slow`, `order-empty`), its description says
 *    something fails or cannot be done, or one of its own answers fails the
 *    connection, hangs, is an HTTP error, is not JSON or comes late; or it
 *    `extends` a troubled scenario (it inherits those answers).
 * 4. Else the first scenario about the screen, else `default`.
 */
import type { Scenario } from '../sandbox/scenarioTypes.ts';

type Described = Pick<Scenario, 'screens' | 'responses' | 'defaultFor'> & { description?: string; extends?: string };

const TROUBLE_IN_NAME = /(^|-)(failure|fail|network|slow|unsafe|broken|corrupt|invalid|impossible|stale|wrong|error|empty|no-data|duplicate|none)(-|$)/;
const TROUBLE_IN_DESCRIPTION = /\b(fails?|cannot|could not|refused)\b/i;

/** Troubled itself, or through a scenario it names in `extends` (whose failing answers it inherits). */
function troubled(name: string, scenarios: Record<string, Described>, seen: string[] = []): boolean {
  const s = scenarios[name];
  if (!s || seen.includes(name)) return false;
  if (TROUBLE_IN_NAME.test(name) || TROUBLE_IN_DESCRIPTION.test(s.description ?? '')) return true;
  const failing = Object.values(s.responses ?? {}).some(
    (r) => r.network !== undefined || (r.status ?? 200) >= 400 || r.raw !== undefined || (r.delayMs ?? 0) > 0,
  );
  return failing || (s.extends !== undefined && troubled(s.extends, scenarios, [...seen, name]));
}

/** `default` first, then by name. */
function byPreference(a: string, b: string): number {
  if (a === 'default' || b === 'default') return a === 'default' ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function defaultScenario(screenId: string, scenarios: Record<string, Described>): string {
  const names = Object.keys(scenarios).sort(byPreference);
  const declared = names.find((n) => scenarios[n].defaultFor?.includes(screenId));
  if (declared) return declared;
  const about = names.filter((n) => scenarios[n].screens?.includes(screenId));
  if (about.includes('default')) return 'default';
  return about.find((n) => !troubled(n, scenarios)) ?? about[0] ?? (scenarios.default ? 'default' : (names[0] ?? 'default'));
}
