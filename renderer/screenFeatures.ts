/**
 * The code of what a screen may declare or use besides its view:
 * - a receipt (renderer/receiptRecorder.ts, with its hashing) and a draft
 *   (renderer/draftKeeper.ts), which a screen declares;
 * - the operation packs, which a screen uses by naming one of their
 *   operations (renderer/operationPacks.ts): the server-described form
 *   fields, the effective interest rate and the market's mobile number.
 * A few screens need any of it; the app loads it with those screens only
 * (app/screenFeatures.ts) and hands it to the runtime and the view, so no
 * other page fetches it (issue 31). Tests, the live preview and the
 * prerender hand all of it (renderer/allFeatures.ts).
 */
import type { createReceiptRecorder } from './receiptRecorder.ts';
import type { createDraftKeeper } from './draftKeeper.ts';
import type { OperationPacks } from './operationPacks.ts';
import type { ScreenDoc } from './types.ts';

export interface ScreenFeatures {
  receiptRecorder?: typeof createReceiptRecorder;
  draftKeeper?: typeof createDraftKeeper;
  packs?: OperationPacks;
}

/**
 * The code of a feature the screen declares, null when it declares none. A declared feature whose code was not
 * handed over is a wiring mistake, said at once: a loan confirmation never goes on silently without its receipt.
 */
export function featureOf<F>(screen: Pick<ScreenDoc, 'id' | 'receipt' | 'draft'>, key: 'receipt' | 'draft', code: F | undefined): F | null {
  if (!screen[key]) return null;
  if (code === undefined) throw new Error(`Screen "${screen.id}" declares a ${key}, but its code was not handed to the runtime (RuntimeOptions.features).`);
  return code;
}
