/**
 * A screen's receipt declaration (renderer/receipt.ts) must name what the
 * screen has: regions that are keys of its nodes, drawn by widgets that say
 * what they draw (widgets/drawnTexts.ts), and an action one of its steps runs.
 * Otherwise the money step would send a receipt of nothing, or none at all,
 * and no one would know before a dispute. The expressions are checked with
 * every other expression (checkScreenDoc).
 */
import { closest } from './closest.ts';
import type { Finding } from './finding.ts';
import { isObject } from './isObject.ts';
import type { ActionStep, NodeSpec, ScreenDoc } from './types.ts';

/** Every node of the body with the JSON pointer it has in the (expanded) document. */
function nodesOf(nodes: NodeSpec[] | undefined, pointer: string): { node: NodeSpec; at: string }[] {
  return (nodes ?? []).flatMap((node, i) => (isObject(node) ? [{ node, at: `${pointer}/${i}` }, ...nodesOf(node.children, `${pointer}/${i}/children`)] : []));
}

/** Every action a step of the screen runs (onLoad, handlers, native messages, node events, at any depth). */
export function actionsOf(doc: ScreenDoc): Set<string> {
  const out = new Set<string>();
  const walk = (chain: ActionStep[] | undefined) =>
    (chain ?? []).forEach((step) => {
      out.add(step.action);
      walk(step.then);
      walk(step.catch);
    });
  walk(doc.onLoad);
  Object.values(doc.handlers ?? {}).forEach(walk);
  Object.values(doc.native ?? {}).forEach(walk);
  for (const { node } of nodesOf(doc.body, '/body')) Object.values(node.events ?? {}).forEach(walk);
  return out;
}

/** `drawn`: the widgets that say what they draw (without it the widgets are not checked). */
export function checkReceipt(file: string, doc: ScreenDoc, drawn?: readonly string[]): Finding[] {
  const spec = doc.receipt;
  if (!spec) return [];
  const findings: Finding[] = [];
  const missing = (['regions', 'figures', 'carriedBy'] as const).filter((k) => spec[k] === undefined);
  for (const key of missing) {
    findings.push({
      file,
      pointer: '/receipt',
      message: `the receipt has no "${key}"`,
      fix: `Add "${key}" to "receipt" (in the screen, or in a part it uses): ${
        key === 'regions' ? 'the keys of the nodes it records' : key === 'figures' ? 'the figures it records, by name' : 'the action whose step sends it'
      }.`,
    });
  }
  const nodes = nodesOf(doc.body, '/body');
  const keys = nodes.map(({ node }) => node.key).filter((k): k is string => typeof k === 'string');
  (spec.regions ?? []).forEach((region, i) => {
    const found = nodes.filter(({ node }) => node.key === region);
    if (!found.length) {
      findings.push({
        file,
        pointer: `/receipt/regions/${i}`,
        message: `no node with the key "${region}" to record`,
        fix: `Name the "key" of a node of the body: ${closest(region, keys) || '(the screen has no keyed nodes)'}.`,
      });
    }
    if (!drawn) return;
    for (const { node, at } of found.flatMap(({ node, at }) => [{ node, at }, ...nodesOf(node.children, `${at}/children`)])) {
      if (drawn.includes(node.widget)) continue;
      findings.push({
        file,
        pointer: `${at}/widget`,
        message: `the receipt's region "${region}" holds a ${node.widget}, which does not say what it draws: the receipt could not record it`,
        fix: `Use a widget that does (${drawn.join(', ')}), or give ${node.widget} its entry in widgets/drawnTexts.ts (a developer's change).`,
      });
    }
  });
  if (typeof spec.carriedBy === 'string' && !actionsOf(doc).has(spec.carriedBy)) {
    const run = [...actionsOf(doc)].filter((a) => a.startsWith('api.') || a.startsWith('bridge.'));
    findings.push({
      file,
      pointer: '/receipt/carriedBy',
      message: `no step of the screen runs "${spec.carriedBy}": the receipt would never be sent`,
      fix: `Name the action of the step that confirms: ${closest(spec.carriedBy, run) || '(the screen calls no API)'}.`,
    });
  }
  return findings;
}
