/**
 * The engine's public entry (its core, plain TypeScript without React): the app,
 * the live preview (studio/) and the scripts import the engine from here only
 * (eslint.config.js enforces it). The checks have their own entry
 * (renderer/check.ts) and the React half its own (renderer/react/index.ts), so
 * the app's first paint never pulls check code in (docs/decisions/022).
 * It exports what those users need today: add a name here when one needs it.
 */

// The documents, the context and the view tree a screen resolves to.
export type * from './types.ts';

// Drawing a screen: its context, its view tree, the runtime that runs its actions.
export { readyContext } from './context.ts';
export { resolveScreen } from './resolveScreen.ts';
export { engineWidgets, ENGINE_WIDGET_ROLES, type EngineWidgets } from './engineWidgets.ts';
export { createScreenRuntime, toActionError, userMessage, type ScreenRuntime } from './runtime.ts';
export { evaluate } from './expressions.ts';
export { escapeRegExp } from './escapeRegExp.ts';

// The error page drawn in place of a screen that could not load.
export { RETRY_EVENT, errorNodes, screenError } from './errorView.ts';

// Preparing a document before it is drawn: shared parts, content files, copy in the chosen language.
export { expandParts } from './expandParts.ts';
export { hasParts, partNames } from './partRefs.ts';
export { contentNames, withContent } from './content.ts';
export { localizeCopy, localizeScreen } from './localize.ts';
export { languageOf, pickLanguage, type LanguageInputs, type LanguageProfile } from './pickLanguage.ts';

// Receipts: what the borrower saw, as canonical JSON (RFC 8785) and its SHA-256 (docs/decisions/024).
export { canonicalJson } from './canonicalJson.ts';
export { sha256Hex } from './sha256.ts';
export { receiptOf, sealReceipt, regionTexts } from './receipt.ts';
export type { ReceiptSetup } from './receiptRecorder.ts';

// Drafts: what a form keeps for the tab until it is sent (docs/decisions/025).
export type { DraftStore } from './draftKeeper.ts';
export type { ScreenFeatures } from './screenFeatures.ts';
export type { OperationPacks, PackName } from './operationPacks.ts';
export { packsOf, withPacks } from './operationPacks.ts';
export { eachObject } from './eachObject.ts';
export { allFeatures } from './allFeatures.ts';

// Messages to the native app.
export { createNativeBus, type NativeBus } from './nativeBus.ts';

// The live preview's rule trace in words.
export { describeTrace } from './describeTrace.ts';

// Small helpers the app and the benchmarks share with the engine.
export { isObject } from './isObject.ts';
export { moneyRange } from './operations.ts';
export { dayIn } from './calendarDay.ts';
export { escapePointer, ptr } from './jsonPointer.ts';
