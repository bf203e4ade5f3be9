/** Every feature's code at once (renderer/screenFeatures.ts): for tests, the live preview, the prerender and the bench. */
import { createReceiptRecorder } from './receiptRecorder';
import { createDraftKeeper } from './draftKeeper';
import { formsPack } from './forms/fieldForm';
import { ratesPack } from './effectiveRate';
import { mobilePack } from './mobileNumber';
import type { ScreenFeatures } from './screenFeatures';
import type { OperationPacks } from './operationPacks';

export const allPacks: Required<OperationPacks> = {
  forms: formsPack,
  rates: ratesPack,
  mobile: mobilePack,
};

export const allFeatures: Required<ScreenFeatures> = { receiptRecorder: createReceiptRecorder, draftKeeper: createDraftKeeper, packs: allPacks };
