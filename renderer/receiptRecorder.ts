/**
 * The effectful half of a receipt (renderer/receipt.ts), owned by the screen's
 * runtime: it notes when a region was first drawn and when consent was last
 * given, and adds `receipt` and `receiptHash` to the step of the action that
 * carries it. The tree it records is resolveScreen's for the context of the
 * moment: the same inputs give the tree that is on screen.
 */
import { evaluate, truthy } from './expressions.ts';
import { resolveScreen } from './resolveScreen.ts';
import { receiptOf, regionDrawn, sealReceipt, type DrawnTexts, type ReceiptMoments } from './receipt.ts';
import type { JsonObject, ScreenContext, ScreenDoc, ViewTree } from './types.ts';

/** What the app hands a runtime so its screen can make receipts. */
export interface ReceiptSetup {
  /** What each widget draws (widgets/drawnTexts.ts). */
  drawn: DrawnTexts;
  /** The content hash of the screen's documents and copy as built; asked for when a receipt is made. */
  version(): Promise<string>;
  /** The clock (tests set it; default Date.now). */
  now?: () => number;
}

export interface ReceiptRecorder {
  /** The screen's state changed: note when consent turned true (or was taken back). */
  observe(context: ScreenContext): void;
  /** A tree was drawn: note when a region first was. */
  drawn(tree: ViewTree): void;
  /** The args a step of `action` sends besides its own: the sealed receipt, or none. */
  argsFor(action: string, context: ScreenContext): Promise<JsonObject>;
  /** The receipt the screen would send now (snapshots, the live preview), or null where none applies. */
  preview(context: ScreenContext, version: string): JsonObject | null;
}

export function createReceiptRecorder(screen: ScreenDoc, setup: ReceiptSetup): ReceiptRecorder | null {
  const spec = screen.receipt;
  if (!spec) return null;
  const now = setup.now ?? Date.now;
  let shownAt: number | null = null;
  let consentAt: number | null = null;
  let consented: boolean | undefined;

  const applies = (context: ScreenContext) => spec.applies === undefined || truthy(evaluate(spec.applies, context, screen));
  const build = (context: ScreenContext, moments: ReceiptMoments, version: string) =>
    receiptOf(screen, context, resolveScreen(screen, context), setup.drawn, moments, version);

  return {
    observe(context) {
      if (spec.consent === undefined) return;
      let given: boolean;
      try {
        given = truthy(evaluate(spec.consent, context, screen));
      } catch {
        given = false;
      }
      // Only a change is the borrower's act: consent already true when the page opened (ticked in advance) has no time.
      if (consented !== undefined && given !== consented) consentAt = given ? now() : null;
      consented = given;
    },
    drawn(tree) {
      if (shownAt === null && tree.phase === 'ready' && regionDrawn(tree.nodes, spec.regions ?? [])) shownAt = now();
    },
    async argsFor(action, context) {
      if (action !== spec.carriedBy || !applies(context)) return {};
      const confirmedAt = now();
      const receipt = build(context, { shownAt, consentAt, confirmedAt }, await setup.version());
      return receipt ? sealReceipt(receipt) : {};
    },
    preview(context, version) {
      if (!applies(context)) return null;
      return build(context, { shownAt, consentAt, confirmedAt: now() }, version);
    },
  };
}
