import type { ViewNode, ViewTree } from './types.ts';
import { sameJson } from './sameJson.ts';

/**
 * The newly resolved tree, with every node that came out the same as in the
 * tree before (by value, its children included) replaced by that earlier
 * node. A state change that touches one node (a box ticked, a popup opened)
 * then draws that node and the nodes above it again, not the whole screen:
 * `NodeView` is memoised on its node. What the tree says does not change.
 */
export function shareView(before: ViewTree | null, next: ViewTree): ViewTree {
  if (!before || before.screen !== next.screen || before.phase !== next.phase) return next;
  const nodes = shareNodes(before.nodes, next.nodes);
  return nodes === next.nodes ? next : { ...next, nodes };
}

function shareNodes(before: ViewNode[], next: ViewNode[]): ViewNode[] {
  const byId = new Map<string, ViewNode>();
  for (const node of before) byId.set(node.id, node);
  const shared = next.map((node) => shareNode(byId.get(node.id), node));
  return shared.length === before.length && shared.every((node, i) => node === before[i]) ? before : shared;
}

function shareNode(before: ViewNode | undefined, next: ViewNode): ViewNode {
  if (!before) return next;
  let children = next.children;
  let sameChildren = before.children === undefined && next.children === undefined;
  if (before.children && next.children) {
    children = shareNodes(before.children, next.children);
    sameChildren = children === before.children;
  }
  const sameOwn =
    before.widget === next.widget &&
    sameJson(before.props, next.props) &&
    sameJson(before.events as never, next.events as never) &&
    sameJson(before.scope, next.scope) &&
    sameJson(before.trace as never, next.trace as never);
  if (sameOwn && sameChildren) return before;
  return children === next.children ? next : { ...next, children };
}
