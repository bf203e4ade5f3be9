/** Every feature's code at once (renderer/screenFeatures.ts): for tests, the live preview, the prerender and the bench. */
import { createReceiptRecorder } from './receiptRecorder';
import { createDraftKeeper } from './draftKeeper';
import type { ScreenFeatures } from './screenFeatures';

export const allFeatures: Required<ScreenFeatures> = { receiptRecorder: createReceiptRecorder, draftKeeper: createDraftKeeper };
