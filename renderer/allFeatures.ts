/** Every feature's code at once (renderer/screenFeatures.ts): for tests, the live preview, the prerender and the bench. */
import { createReceiptRecorder } from './receiptRecorder';
import { createDraftKeeper } from './draftKeeper';
import { formErrors, formValues, itemsToForm, itemValues } from './forms/fieldForm';
import { eirPercent } from './effectiveRate';
import { canonicalMobile } from './mobileNumber';
import type { ScreenFeatures } from './screenFeatures';
import type { OperationPacks } from './operationPacks';

export const allPacks: Required<OperationPacks> = {
  forms: { itemsToForm, formErrors, formValues, itemValues },
  rates: { eirPercent },
  mobile: { canonicalMobile },
};

export const allFeatures: Required<ScreenFeatures> = { receiptRecorder: createReceiptRecorder, draftKeeper: createDraftKeeper, packs: allPacks };
