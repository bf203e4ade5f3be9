/**
 * What the borrower types is never replaced by the page's own onLoad steps.
 *
 * onLoad runs once every data source has arrived, and again after each reload of
 * them (a Refresh, a pull-to-refresh). A screen whose sources are not all
 * blocking is drawn, and can be typed into, before that; so can any screen
 * while an onLoad step waits (on the network, a timer, the shell). A `ui.set`
 * of onLoad that sets local state a field's value event also sets (config
 * valueEvents: `change`) would then put its value over what was typed: the
 * developer test page lost the first device field typed while its bridge log
 * was still being read (issue 32's CI, 2026-12-01).
 *
 * So such a step must
 * - run before anything can be typed: every data source blocking, and only
 *   instant steps before it in the chain (contract `instant`);
 * - run once: its `if` reads a state key the same step sets (bindBank's
 *   `started`), so a reload does not set the defaults again over the edits.
 *
 * Restoring what an earlier visit kept is better done as a blocking data source
 * shown until the first edit (schemas/screens/testPreview.json, rule `device`).
 */
import type { ActionContract } from './contract.ts';
import type { Finding } from './finding.ts';
import { readsOf } from './eventScope.ts';
import { isObject } from './isObject.ts';
import { escapePointer as esc } from './jsonPointer.ts';
import type { ActionStep, Json, ScreenDoc } from './types.ts';

type Chain = ActionStep[] | undefined;

/** The handler a `run` or `runEach` step runs (null when it is computed or not a step that runs one). */
function handlerOf(step: ActionStep): string | null {
  if (step.action !== 'run' && step.action !== 'runEach') return null;
  const name = step.args?.handler;
  return typeof name === 'string' ? name : null;
}

/** The state keys `ui.set` steps of these chains set, at any depth and through the handlers they run. */
function keysSet(doc: ScreenDoc, chains: Chain[]): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const walk = (chain: Chain) =>
    (chain ?? []).forEach((step) => {
      if (!isObject(step)) return;
      if (step.action === 'ui.set') Object.keys(step.args ?? {}).forEach((k) => keys.add(k));
      const handler = handlerOf(step);
      if (handler !== null && !seen.has(handler)) {
        seen.add(handler);
        walk(doc.handlers?.[handler]);
      }
      walk(step.then);
      walk(step.catch);
    });
  chains.forEach(walk);
  return keys;
}

/**
 * The state keys an `if` reads ({"var": "state.started"} → started), through the rules it names too
 * (renderer/eventScope.ts readsOf); null when it cannot be told (a computed name): then it may read any.
 */
function stateReads(doc: ScreenDoc, expr: Json | undefined): string[] | null {
  const reads = readsOf(doc, expr);
  if (reads === true) return null;
  const state = reads.state;
  return state === true ? null : Object.keys(state ?? {});
}

/** The value events' chains of every node of the body (their children included). */
function valueChains(doc: ScreenDoc, events: ReadonlySet<string>): Chain[] {
  const out: Chain[] = [];
  const walk = (nodes: unknown) =>
    (Array.isArray(nodes) ? nodes : []).forEach((node) => {
      if (!isObject(node)) return;
      for (const [event, chain] of Object.entries((node.events ?? {}) as unknown as Record<string, Chain>)) if (events.has(event)) out.push(chain);
      walk(node.children);
    });
  walk(doc.body);
  Object.values(doc.fragments ?? {}).forEach(walk);
  return out;
}

export function checkTypedKept(file: string, doc: ScreenDoc, actions: { readonly [name: string]: ActionContract }, events: ReadonlySet<string>): Finding[] {
  if (!doc.onLoad?.length) return [];
  const typed = keysSet(doc, valueChains(doc, events));
  if (!typed.size) return [];
  const findings: Finding[] = [];
  const notBlocking = Object.entries(doc.data ?? {}).find(([, source]) => source.blocking === false)?.[0];
  // Whether each handler walked may wait (walked once: its findings are reported once).
  const handlerWaits = new Map<string, boolean>();

  /** Walks a chain; `late` when the borrower may already have typed. Answers whether the chain may wait. */
  const walk = (chain: Chain, pointer: string, late: boolean): boolean => {
    let waited = false;
    (chain ?? []).forEach((step, i) => {
      if (!isObject(step)) return;
      const at = `${pointer}/${i}`;
      const now = late || waited;
      if (step.action === 'ui.set') {
        const sets = Object.keys(step.args ?? {});
        const over = sets.filter((k) => typed.has(k));
        if (over.length && now) {
          findings.push({
            file,
            pointer: at,
            message:
              `onLoad sets ${over.map((k) => `"${k}"`).join(', ')}, which a field's change also sets, when the page can already be typed into ` +
              (notBlocking !== undefined && !waited ? `(data source "${notBlocking}" is not blocking)` : '(a step before it waits)') +
              ': what the borrower typed meanwhile would be replaced',
            fix: 'Show what is restored until the first edit (a blocking data source, e.g. storage.get under "data"), or set it before any step that waits, with every data source blocking.',
          });
        } else if (over.length && stateReads(doc, step.if as Json)?.length === 0) {
          findings.push({
            file,
            pointer: at,
            message: `onLoad sets ${over.map((k) => `"${k}"`).join(', ')}, which a field's change also sets, on every reload of the data: a Refresh would undo what was typed`,
            fix: 'Set it once: an "if" that reads a state key the same step sets (e.g. "if": {"!": [{"var": "state.started"}]} with "started": true).',
          });
        } else if (over.length && !(stateReads(doc, step.if as Json) ?? sets).some((k) => sets.includes(k))) {
          findings.push({
            file,
            pointer: at,
            message: `onLoad sets ${over.map((k) => `"${k}"`).join(', ')}, which a field's change also sets, and its "if" reads no key it sets: it may run again on a reload and undo what was typed`,
            fix: 'Make the "if" read a state key the same step sets (e.g. "started"), so the step runs once.',
          });
        }
      }
      const handler = handlerOf(step);
      let waits = !actions[step.action]?.instant && handler === null;
      if (handler !== null) {
        if (!handlerWaits.has(handler)) {
          handlerWaits.set(handler, true); // a handler that runs itself waits, as far as this walk knows
          handlerWaits.set(handler, walk(doc.handlers?.[handler], `/handlers/${esc(handler)}`, now));
        }
        waits = handlerWaits.get(handler)!;
      }
      const thenWaits = walk(step.then, `${at}/then`, now || waits);
      const catchWaits = walk(step.catch, `${at}/catch`, now || waits);
      waited ||= waits || thenWaits || catchWaits;
    });
    return waited;
  };
  walk(doc.onLoad, '/onLoad', notBlocking !== undefined);
  return findings;
}
