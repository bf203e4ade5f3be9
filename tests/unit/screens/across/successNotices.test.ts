// @vitest-environment node
/**
 * Success you can see (issue 17), as a class over every screen document of
 * schemas/screens/ (with its shared parts; today the steps of repaymentWay,
 * bindBank, confirmLoan, confirmLoanNew, complainPageNext, orderDetail and
 * complainDetails, and the landing pages orderDetail and complaint):
 *
 * - every step that moves money or changes an account (CONFIRMED below), once
 *   it succeeded, leads to a `notice`: a SuccessNotice on the same page
 *   (`ui.set {notice}`) or on the page it goes to (`nav.go` / `nav.external`
 *   `{notice}`), following the handlers it runs;
 * - every page a `nav.go {notice}` goes to takes the notice on load
 *   (`ui.takeNotice` into state.notice) and draws it in a SuccessNotice;
 * - every SuccessNotice shows state.notice, has a close button and its close
 *   clears it.
 *
 * A new screen, step or landing page is covered without code; a new kind of
 * money or account step is one entry in CONFIRMED.
 */
import { describe, expect, it } from 'vitest';
import type { ActionStep, Json, NodeSpec, ScreenDoc } from '../../../../renderer/types.ts';
import { readParts, readScreen, screenIdsIn } from '../../../../scripts/readScreen.ts';
import routeFile from '../../../../schemas/routes.json' with { type: 'json' };
import { root } from '../../../support/runScreen.ts';

/** Endpoints whose success moves money or changes the borrower's account or request. */
const CONFIRMED = [
  'repaymentConfirm', // legacy card payment, confirmed with the SMS code
  'cardChange', // payment account saved from the order page
  'bindCardNew', // payment account saved in the bank flow
  'loanPush', // loan confirmed
  'altPush', // loan confirmed (alternate page)
  'problemSave', // complaint sent
  'orderScore', // order rated
  'saveScore', // complaint rated
];

// With their shared parts (scripts/readScreen.ts): what a part holds is each using screen's.
const parts = readParts(root);
const screens: ScreenDoc[] = screenIdsIn(root).map((id) => readScreen(id, root, parts));
const byId = new Map(screens.map((s) => [s.id, s]));
const routes = routeFile.routes as Record<string, string | null>;

/** Every chain of a screen (handlers, onLoad, native, node events) with where it is. */
function chains(screen: ScreenDoc): [string, ActionStep[]][] {
  const out: [string, ActionStep[]][] = [];
  for (const [name, chain] of Object.entries(screen.handlers ?? {})) out.push([`handlers/${name}`, chain]);
  if (screen.onLoad) out.push(['onLoad', screen.onLoad]);
  for (const [name, chain] of Object.entries(screen.native ?? {})) out.push([`native/${name}`, chain]);
  const walk = (nodes: NodeSpec[] | undefined, at: string) =>
    (nodes ?? []).forEach((n, i) => {
      for (const [event, chain] of Object.entries(n.events ?? {})) out.push([`${at}/${i}/events/${event}`, chain]);
      walk(n.children, `${at}/${i}/children`);
    });
  walk(screen.body, 'body');
  return out;
}

/** Every step of a chain, its then and catch included. */
function steps(chain: ActionStep[] | undefined): ActionStep[] {
  return (chain ?? []).flatMap((s) => [s, ...steps(s.then), ...steps(s.catch)]);
}

function nodes(list: NodeSpec[] | undefined): NodeSpec[] {
  return (list ?? []).flatMap((n) => [n, ...nodes(n.children)]);
}

/** Every text literal in an expression: the handler names a `run` may pick. */
function literals(expr: Json | undefined): string[] {
  if (typeof expr === 'string') return [expr];
  if (Array.isArray(expr)) return expr.flatMap(literals);
  if (expr && typeof expr === 'object') return Object.values(expr).flatMap(literals);
  return [];
}

const setsNotice = (s: ActionStep) => ['ui.set', 'nav.go', 'nav.external'].includes(s.action) && s.args?.notice !== undefined && s.args.notice !== '';

/** Whether a chain (following the handlers it runs, once each) reaches a step that sets a notice. */
function reachesNotice(screen: ScreenDoc, chain: ActionStep[] | undefined, seen = new Set<string>()): boolean {
  return steps(chain).some((s) => {
    if (setsNotice(s)) return true;
    if (s.action !== 'run') return false;
    return literals(s.args?.handler).some((name) => {
      if (seen.has(name) || !screen.handlers?.[name]) return false;
      seen.add(name);
      return reachesNotice(screen, screen.handlers[name], seen);
    });
  });
}

const isVar = (expr: Json | undefined, name: string) => JSON.stringify(expr) === JSON.stringify({ var: name });

describe('success you can see: every screen', () => {
  const confirmed = screens.flatMap((screen) =>
    chains(screen).flatMap(([at, chain]) =>
      steps(chain)
        .filter((s) => CONFIRMED.includes(s.action.replace(/^api\./, '')) && s.action.startsWith('api.'))
        .map((step) => ({ screen, at, step })),
    ),
  );

  it('finds the money and account steps of every screen', () => {
    expect(new Set(confirmed.map((c) => c.step.action.slice(4)))).toEqual(new Set(CONFIRMED));
  });

  for (const { screen, at, step } of confirmed) {
    it(`${screen.id} ${at}: ${step.action} ends with a confirmation the borrower sees (a notice)`, () => {
      expect(reachesNotice(screen, step.then)).toBe(true);
    });
  }

  const landings = screens.flatMap((screen) =>
    chains(screen).flatMap(([at, chain]) =>
      steps(chain)
        .filter((s) => s.action === 'nav.go' && s.args?.notice !== undefined)
        .map((step) => ({ from: screen.id, at, to: String(step.args!.to) })),
    ),
  );

  it('has pages that say what the page before did', () => {
    expect(landings.map((l) => `${l.from} → ${l.to}`).sort()).toEqual([
      'bindBank → /orderDetail',
      'complainPageNext → /complaint',
      'repaymentWay → /orderDetail',
    ]);
  });

  for (const { from, at, to } of landings) {
    it(`${from} ${at} → ${to}: the page there takes the notice on load and shows it`, () => {
      const target = byId.get(routes[to] ?? '');
      expect(target, `a screen for ${to}`).toBeDefined();
      const taking = steps(target!.onLoad).find((s) => s.action === 'ui.takeNotice');
      expect(taking, 'ui.takeNotice in onLoad').toBeDefined();
      expect(steps(taking!.then).some((s) => s.action === 'ui.set' && isVar(s.args?.notice, 'result'))).toBe(true);
      expect(nodes(target!.body).some((n) => n.widget === 'SuccessNotice')).toBe(true);
    });
  }

  for (const screen of screens) {
    const banners = nodes(screen.body).filter((n) => n.widget === 'SuccessNotice');
    const setsOwn = chains(screen).some(([, chain]) => steps(chain).some((s) => s.action === 'ui.set' && s.args?.notice !== undefined));
    if (!banners.length && !setsOwn) continue;
    it(`${screen.id}: a notice it sets is drawn by a SuccessNotice that shows state.notice and closes`, () => {
      expect(screen.state?.notice).toBe('');
      expect(banners).toHaveLength(1);
      const [banner] = banners;
      expect(isVar(banner.props?.text, 'state.notice')).toBe(true);
      expect(banner.props?.closeLabel).toBeTruthy();
      expect(banner.events?.close).toEqual([{ action: 'ui.set', args: { notice: '' } }]);
    });
  }
});
