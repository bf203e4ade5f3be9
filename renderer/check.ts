/**
 * The engine's checks, an entry of their own (not in renderer/index.ts) so the
 * app's first paint never carries them: `npm run check` (scripts/), the live
 * preview (studio/) and the app's lazily loaded run-time meta-schema check
 * (app/screenFindings.ts) import them from here (docs/decisions/022).
 */

// Checking a screen document, and the findings every check reports.
export { checkScreenDoc, metaFindings, formatFinding, closest, ptr, type CheckScope, type Finding, type ProjectNames } from './checkScreenDoc.ts';

// Checks beside the screens: copy and languages, shared parts, the error page.
export { checkContentFile, checkLanguages, checkMarketCopy, checkUnusedAppCopy, marketLanguages } from './checkCopy.ts';
export { checkPartFile, partFile } from './checkParts.ts';
export { checkErrorPage } from './checkErrorPage.ts';
export { checkWording, type WordingRules } from './checkWording.ts';
export { browserPages, checkBrowserPages, languageSwitchesIn } from './checkBrowserPages.ts';

// Widget and action contracts, turned into JSON Schema for the editors (scripts/contractSchema.ts).
export type { Contracts } from './checkContracts.ts';
export type { ActionContract, RefKind, ValueSpec, WidgetContract } from './contract.ts';
