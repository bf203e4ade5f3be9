/**
 * Receipts (CONTRACT section 7, docs/decisions/024-receipts.md): a record of
 * exactly what the borrower saw when they agreed. A screen declares one
 * (`receipt`: the regions of its view tree, its figures, the action that
 * carries it); this builds it from the resolved view tree as drawn — the
 * texts the widgets received, in page order, never a second rendering of the
 * copy — and seals it as RFC 8785 canonical JSON with its SHA-256.
 *
 * Only what the declaration names goes in: the regions' texts, the figures,
 * the agreement titles, the named query fields, the screen, its version, the
 * market, the language and three times. Nothing of the session, the phone or
 * the rest of the address.
 */
import { canonicalJson } from './canonicalJson.ts';
import { sha256Hex } from './sha256.ts';
import { evaluate } from './expressions.ts';
import type { DrawnTexts, JsonObject, ScreenContext, ScreenDoc, ViewNode, ViewTree } from './types.ts';

export type { DrawnTexts };

/** When things happened on the page, in ms since the epoch. */
export interface ReceiptMoments {
  /** A region was first drawn. */
  shownAt: number | null;
  /** Consent last turned true (null: never by the borrower's own act, e.g. a box ticked in advance). */
  consentAt: number | null;
  /** The step that carries it ran (Confirm was pressed). */
  confirmedAt: number;
}

/** One entry per drawn text element: white space collapsed, empty ones dropped (what a person reads). */
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The key a node was written with: the last part of its id (resolveScreen: `${parent}.${key}`). */
export const keyOf = (node: Pick<ViewNode, 'id'>) => node.id.slice(node.id.lastIndexOf('.') + 1);

/** The texts one node draws, its children's where it draws them. */
export function drawnTextsOf(node: ViewNode, drawn: DrawnTexts): string[] {
  const texts = Object.prototype.hasOwnProperty.call(drawn, node.widget) ? drawn[node.widget] : undefined;
  // A receipt that cannot say what a part of the region showed is no receipt: the step does not go (the check names the widget first).
  if (!texts) throw new Error(`A receipt cannot record the widget "${node.widget}" at ${node.id}: it does not say what it draws (widgets/drawnTexts.ts).`);
  const children = (node.children ?? []).flatMap((child) => drawnTextsOf(child, drawn));
  return texts(node.props, children).map(collapse).filter(Boolean);
}

/** The texts of the region nodes (by key), in page order. */
export function regionTexts(nodes: ViewNode[], regions: readonly string[], drawn: DrawnTexts): string[] {
  return nodes.flatMap((node) => (regions.includes(keyOf(node)) ? drawnTextsOf(node, drawn) : regionTexts(node.children ?? [], regions, drawn)));
}

/** Whether some region node is in the tree (drawn). */
export function regionDrawn(nodes: ViewNode[], regions: readonly string[]): boolean {
  return nodes.some((node) => regions.includes(keyOf(node)) || regionDrawn(node.children ?? [], regions));
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The receipt as an object (what `sealReceipt` turns into its canonical text), or null when the screen declares none. */
export function receiptOf(
  screen: ScreenDoc,
  context: ScreenContext,
  tree: ViewTree,
  drawn: DrawnTexts,
  moments: ReceiptMoments,
  version: string,
): JsonObject | null {
  const spec = screen.receipt;
  if (!spec) return null;
  const figures: JsonObject = {};
  for (const [name, expr] of Object.entries(spec.figures ?? {})) figures[name] = evaluate(expr, context, screen) ?? null;
  const market = (context.config.market as JsonObject | undefined)?.id;
  const receipt: JsonObject = {
    screen: screen.id,
    version,
    market: typeof market === 'string' ? market : null,
    language: screen.lang ?? (typeof context.env.lang === 'string' ? context.env.lang : null),
    shownAt: iso(moments.shownAt),
    consentAt: iso(moments.consentAt),
    confirmedAt: iso(moments.confirmedAt),
    figures,
    texts: tree.phase === 'ready' ? regionTexts(tree.nodes, spec.regions ?? [], drawn) : [],
    query: Object.fromEntries((spec.query ?? []).map((name) => [name, context.query[name] ?? null])),
  };
  if (spec.agreements !== undefined) {
    const titles = evaluate(spec.agreements, context, screen);
    receipt.agreements = (Array.isArray(titles) ? titles : []).map((t) => collapse(typeof t === 'string' ? t : '')).filter(Boolean);
  }
  return receipt;
}

/** The receipt's canonical text (RFC 8785) and the lowercase hex SHA-256 of its UTF-8 bytes: what the step sends. */
export async function sealReceipt(receipt: JsonObject): Promise<{ receipt: string; receiptHash: string }> {
  const text = canonicalJson(receipt);
  return { receipt: text, receiptHash: await sha256Hex(text) };
}
