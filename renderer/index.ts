/**
 * The engine's public entry (its core, plain TypeScript without React): the app,
 * the live preview (studio/) and the scripts import the engine from here only
 * (eslint.config.js enforces it). The checks have their own entry
 * (renderer/check.ts) and the React half its own (renderer/react/index.ts), so
 * the app's first paint never pulls check code in (docs/decisions/022).
 * It exports what those users need today: add a name here when one needs it.
 */

// The documents, the context and the view tree a screen resolves to.
export type * from './types';

// Drawing a screen: its context, its view tree, the runtime that runs its actions.
export { readyContext } from './context';
export { resolveScreen, FALLBACK_WIDGET } from './resolveScreen';
export { createScreenRuntime, toActionError, userMessage, type ScreenRuntime } from './runtime';
export { evaluate } from './expressions';
export { escapeRegExp } from './escapeRegExp';

// The error page drawn in place of a screen that could not load.
export { ERROR_WIDGET, RETRY_EVENT, errorNodes, screenError } from './errorView';

// Preparing a document before it is drawn: shared parts, content files, copy in the chosen language.
export { expandParts } from './expandParts';
export { hasParts, partNames } from './partRefs';
export { contentNames, withContent } from './content';
export { localizeCopy, localizeScreen } from './localize';
export { languageOf, pickLanguage, type LanguageInputs, type LanguageProfile } from './pickLanguage';

// Receipts: what the borrower saw, as canonical JSON (RFC 8785) and its SHA-256 (docs/decisions/024).
export { canonicalJson } from './canonicalJson';
export { sha256Hex } from './sha256';
export { receiptOf, sealReceipt, regionTexts } from './receipt';
export type { ReceiptSetup } from './receiptRecorder';

// Drafts: what a form keeps for the tab until it is sent (docs/decisions/025).
export type { DraftStore } from './draftKeeper';
export type { ScreenFeatures } from './screenFeatures';
export type { OperationPacks, PackName } from './operationPacks';
export { packsOf, withPacks } from './operationPacks';
export { eachObject } from './eachObject';
export { allFeatures } from './allFeatures';

// Messages to the native app.
export { emitNative } from './nativeBus';

// The live preview's rule trace in words.
export { describeTrace } from './describeTrace';

// Small helpers the app and the benchmarks share with the engine.
export { isObject } from './isObject';
export { moneyRange } from './operations';
export { dayIn } from './calendarDay';
