// @vitest-environment node
/**
 * Never trapped (issue 17): a control that takes the borrower back or away
 * follows the web-view rule (CONTRACT section 4, actions/nav/goBackOrClose.ts):
 * back in the app when the borrower came from a page of it, otherwise the
 * shell closes the web view. As a class over every screen document of
 * schemas/screens/ (with its shared parts; today confirmLoan, promoAgreement,
 * repaymentOfCode, repaymentOfCode2, notFound… for back and leave,
 * confirmLoan, orderDetail, repaymentWay, complainDetails… for cancel):
 *
 * - a control labelled with a 'back' or 'leave' text runs `nav.back` (the one
 *   action that goes back; nothing else in the code calls history.back);
 * - a control labelled 'cancel' only closes its popup, or closes the web view
 *   (the confirm-loan agreement popup, SPEC): it never navigates elsewhere.
 * The confirm-loan exit popup's Leave, run headless under both fake shells,
 * is in tests/unit/screens/confirmLoan.test.ts; the same flows in Chromium:
 * tests/e2e/bridge.spec.ts ('native back').
 */
import { describe, expect, it } from 'vitest';
import type { ActionStep, Json, NodeSpec, ScreenDoc } from '../../../../renderer/types.ts';
import { readParts, readScreen, screenIdsIn } from '../../../../scripts/readScreen.ts';
import { root } from '../../../support/runScreen.ts';

// With their shared parts (scripts/readScreen.ts): what a part holds is each using screen's.
const parts = readParts(root);
const screens: ScreenDoc[] = screenIdsIn(root).map((id) => readScreen(id, root, parts));

function nodes(list: NodeSpec[] | undefined): NodeSpec[] {
  return (list ?? []).flatMap((n) => [n, ...nodes(n.children)]);
}
function steps(chain: ActionStep[] | undefined): ActionStep[] {
  return (chain ?? []).flatMap((s) => [s, ...steps(s.then), ...steps(s.catch)]);
}
/** The copy keys an expression reads ({"var": "copy.exitLeave"} → exitLeave). */
function copyKeys(expr: Json | undefined): string[] {
  if (Array.isArray(expr)) return expr.flatMap(copyKeys);
  if (!expr || typeof expr !== 'object') return [];
  const v = (expr as { var?: Json }).var;
  if (typeof v === 'string' && v.startsWith('copy.')) return [v.slice(5)];
  return Object.values(expr).flatMap(copyKeys);
}
/** A node's chains, with the handlers they run (by literal name) followed once. */
function actionsOf(screen: ScreenDoc, node: NodeSpec): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const walk = (chain: ActionStep[] | undefined) =>
    steps(chain).forEach((s) => {
      out.push(s.action);
      const name = s.args?.handler;
      if (s.action === 'run' && typeof name === 'string' && !seen.has(name)) {
        seen.add(name);
        walk(screen.handlers?.[name]);
      }
    });
  Object.values(node.events ?? {}).forEach(walk);
  return out;
}

const controls = screens.flatMap((screen) =>
  nodes(screen.body)
    .filter((n) => n.events && Object.keys(n.events).length)
    .map((node) => ({ screen, node, keys: copyKeys(node.props as Json) })),
);
const backOrLeave = controls.filter((c) => c.keys.some((k) => /^(back|leave)$|(Back|Leave)$/.test(k)));
const cancels = controls.filter((c) => c.keys.some((k) => /^cancel$|Cancel$/.test(k)));

describe("'back', 'leave' and 'cancel' controls of every screen", () => {
  it('finds them', () => {
    expect(backOrLeave.map((c) => c.screen.id)).toEqual(expect.arrayContaining(['confirmLoan', 'promoAgreement', 'repaymentOfCode', 'repaymentOfCode2']));
    expect(cancels.map((c) => c.screen.id)).toEqual(expect.arrayContaining(['confirmLoan', 'orderDetail', 'repaymentWay', 'complainDetails']));
  });

  for (const { screen, node, keys } of backOrLeave) {
    it(`${screen.id} '${keys.join(', ')}' goes back through nav.back (back in the app, or close the web view)`, () => {
      const used = actionsOf(screen, node);
      expect(used).toContain('nav.back');
      expect(used.filter((a) => a.startsWith('nav.') && a !== 'nav.back')).toEqual([]);
    });
  }

  for (const { screen, node, keys } of cancels) {
    it(`${screen.id} '${keys.join(', ')}' closes its popup or the web view, nothing else`, () => {
      // storage.set: forgetting what the popup held (a payment waiting for its code), never a way elsewhere.
      expect(actionsOf(screen, node).filter((a) => !['ui.set', 'run', 'storage.set', 'bridge.closeWebView'].includes(a))).toEqual([]);
    });
  }
});
