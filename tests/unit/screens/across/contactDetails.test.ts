/**
 * Issue 29, "the product shows two hotlines and a sample e-mail": the
 * lender's contact details have one source, schemas/lender.json (`telephone`,
 * `supportEmail`, and the grievance officer's `grievanceEmail`). Pages read
 * them as config.lender.…; a server that gives its own (the order's
 * `telephone`, customer service's `smWa` and `email`) is trusted as sent, so
 * the sandbox, which stands in for the lender's server, must give the same.
 *
 * Walks every screen in every sandbox scenario that names it (and every
 * routed screen no scenario names, in `default`), in every language of the
 * market, through the real runtime:
 * - every telephone number and e-mail address in what the page shows (the
 *   view tree's texts, the legal texts' {lender.…} fields filled, the toasts)
 *   is one of lender.json's;
 * - every control that calls (a chain with bridge.callPhone, the error
 *   page's 'Call customer service' included) calls lender.json's telephone.
 * The one exception is an example of how to type a borrower's mobile number
 * (a placeholder or an input's message, e.g. "0917 123 4567"): that is the
 * borrower's number, not the lender's.
 */
import { describe, expect, it } from 'vitest';
import type { ActionStep, Json, JsonObject, ScreenDoc, ViewNode } from '../../../../renderer/types.ts';
import { scenario, scenarioNames } from '../../../../sandbox/scenarios.ts';
import { marketOf } from '../../../../app/localized.ts';
import { settings } from '../../../../app/settings.ts';
import { routedScreens } from '../../../support/scenarioAddresses.ts';
import { loadScreenSource } from '../../../support/loadScreenDoc.ts';
import { runScreen } from '../../../support/runScreen.ts';
import lender from '../../../../schemas/lender.json' with { type: 'json' };

/** What the lender may be reached at: every contact detail of lender.json. */
const LENDER_CONTACTS = new Set([lender.telephone, lender.supportEmail, lender.grievanceEmail]);

/** A Philippine telephone number as people write it: +63 or 0, then 10 to 13 digits in groups. */
const PHONE = /(?<![\w+])(?:\+63|0)[\d\s().-]{7,}\d(?!\w)/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const phonesIn = (text: string) => (text.match(PHONE) ?? []).filter((p) => p.replace(/\D/g, '').length >= 10 && p.replace(/\D/g, '').length <= 13);
const emailsIn = (text: string) => text.match(EMAIL) ?? [];

/** Every text of a value (a prop, a copy block), in order. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** Examples of a borrower's mobile number the copy gives where one is typed (placeholders, input messages). */
function typingExamples(): Set<string> {
  const out = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string' && /placeholder|invalid/i.test(key)) phonesIn(value).forEach((p) => out.add(p));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, Array.isArray(value) ? key : k);
  };
  for (const id of routedScreens) walk(loadScreenSource(id).copy, '');
  walk((settings.market as JsonObject).copy, '');
  return out;
}
const EXAMPLES = typingExamples();

/** The legal texts' fields as the Article widget fills them ({lender.telephone}). */
const filled = (text: string) => text.replace(/\{lender\.(\w+)\}/g, (whole, key: string) => String((lender as Record<string, unknown>)[key] ?? whole));

function nodes(list: ViewNode[]): ViewNode[] {
  return list.flatMap((n) => [n, ...nodes(n.children ?? [])]);
}
function steps(chain: ActionStep[] | undefined): ActionStep[] {
  return (chain ?? []).flatMap((s) => [s, ...steps(s.then), ...steps(s.catch)]);
}
/** Whether a chain calls, directly or through the handlers it runs (by literal name). */
function calls(screen: ScreenDoc, chain: ActionStep[] | undefined, seen = new Set<string>()): boolean {
  return steps(chain).some((s) => {
    if (s.action === 'bridge.callPhone') return true;
    const name = s.args?.handler;
    if (s.action !== 'run' || typeof name !== 'string' || seen.has(name)) return false;
    seen.add(name);
    return calls(screen, screen.handlers?.[name], seen);
  });
}

const languages = marketOf(settings).languages;
const named = scenarioNames().flatMap((name) => (scenario(name)?.screens ?? []).map((screen) => ({ name, screen })));
const unnamed = routedScreens.filter((id) => !named.some((c) => c.screen === id)).map((screen) => ({ name: 'default', screen }));
const cases = [...named, ...unnamed].flatMap((c) => languages.map((lang) => ({ ...c, lang })));

describe("the lender's contact details: lender.json is the one source", () => {
  it('has every screen and scenario to walk', () => {
    expect(new Set(cases.map((c) => c.screen))).toEqual(new Set(routedScreens));
    expect(EXAMPLES.size).toBeGreaterThan(0);
  });

  for (const { name, screen, lang } of cases) {
    it(`${screen} in ${name} (${lang}): every number and address shown or called is the lender's`, async () => {
      const run = await runScreen(screen, name, undefined, { lang, atOnce: true });
      const tree = run.tree();
      const shown = [tree.title, ...nodes(tree.nodes).flatMap((n) => textsOf(n.props)), ...run.effects.toasts].map((t) => filled(String(t ?? '')));
      const found = shown.flatMap((t) => [...phonesIn(t), ...emailsIn(t)]);
      expect(
        found.filter((c) => !LENDER_CONTACTS.has(c) && !EXAMPLES.has(c)),
        'not the lender’s (schemas/lender.json)',
      ).toEqual([]);

      // Each control that calls, tapped: the number it calls.
      const callers = nodes(tree.nodes).flatMap((n) =>
        Object.entries(n.events ?? {})
          .filter(([, chain]) => calls(run.screen, chain as ActionStep[]))
          .map(([event]) => ({ id: n.id, event })),
      );
      for (const { id, event } of callers) await run.tap((n) => n.id === id, event, null as Json);
      const called = run.effects.native.filter((m) => m.handler === 'callPhone').map((m) => String((m.body as JsonObject).phone));
      // A server text that is no number at all (order-server-text) is refused by the shell, not called as another line.
      expect(
        called.filter((p) => phonesIn(p).length > 0 && !LENDER_CONTACTS.has(p)),
        'calls a line that is not the lender’s',
      ).toEqual([]);
    });
  }
});
