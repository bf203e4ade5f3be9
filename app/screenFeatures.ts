/**
 * The receipt and draft code (renderer/screenFeatures.ts) of the app's
 * screens: loaded with a screen that declares one (app/screens.ts
 * readyScreen, beside its widgets), so the order page, the repay pages and
 * the site never fetch it. Once loaded it stays: a module, like a widget.
 */
import type { ScreenDoc, ScreenFeatures } from '../renderer';

let loaded: ScreenFeatures = {};

/** The module files a screen's features come from (the build links them with the route: scripts/routePreloads.ts). */
export function featureSources(doc: Pick<ScreenDoc, 'receipt' | 'draft'>): string[] {
  return [...(doc.receipt ? ['renderer/receiptRecorder.ts', 'app/screenVersion.ts'] : []), ...(doc.draft ? ['renderer/draftKeeper.ts'] : [])];
}

export async function loadScreenFeatures(doc: Pick<ScreenDoc, 'receipt' | 'draft'>): Promise<void> {
  await Promise.all([
    doc.receipt && !loaded.receiptRecorder
      ? Promise.all([import('../renderer/receiptRecorder'), import('./screenVersion')]).then(
          ([{ createReceiptRecorder }]) => void (loaded = { ...loaded, receiptRecorder: createReceiptRecorder }),
        )
      : null,
    doc.draft && !loaded.draftKeeper
      ? import('../renderer/draftKeeper').then(({ createDraftKeeper }) => void (loaded = { ...loaded, draftKeeper: createDraftKeeper }))
      : null,
  ]);
}

/** What is loaded so far (the same object until something more loads, so a screen's runtime is not made again). */
export function screenFeatures(): ScreenFeatures {
  return loaded;
}
