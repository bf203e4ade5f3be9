/** Every feature's code at once (renderer/screenFeatures.ts): for tests, the live preview, the prerender and the bench. */
import { createReceiptRecorder } from './receiptRecorder.ts';
import { createDraftKeeper } from './draftKeeper.ts';
import { formsPack } from './forms/fieldForm.ts';
import { ratesPack } from './effectiveRate.ts';
import { mobilePack } from './mobileNumber.ts';
import type { ScreenFeatures } from './screenFeatures.ts';
import type { OperationPacks } from './operationPacks.ts';

export const allPacks: Required<OperationPacks> = {
  forms: formsPack,
  rates: ratesPack,
  mobile: mobilePack,
};

export const allFeatures: Required<ScreenFeatures> = { receiptRecorder: createReceiptRecorder, draftKeeper: createDraftKeeper, packs: allPacks };
