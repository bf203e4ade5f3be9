/**
 * Which module files a screen's features come from: its receipt's and draft's code, the operation packs and the
 * action packs it uses (app/screenFeatures.ts loads them). Apart from the loaders, so that the build reads it too:
 * the route's HTML links these files (scripts/routePreloads.ts) and the build puts the modules that the same
 * screens need in one file (scripts/firstPaintChunks.ts).
 */
import { packsOf, type PackName, type ScreenDoc } from '../renderer/index.ts';
import { ACTION_PACK_SOURCES } from '../actions/actionPackNames.ts';
import { actionPacksOf } from '../actions/actionPacksOf.ts';

/** Each pack's module (the build links it with the routes whose screen uses it: scripts/routePreloads.ts). */
const PACK_SOURCES: Record<PackName, string> = {
  forms: 'renderer/forms/fieldForm.ts',
  rates: 'renderer/effectiveRate.ts',
  mobile: 'renderer/mobileNumber.ts',
};

/**
 * The module files a screen's features come from (the build links them with the route: scripts/routePreloads.ts);
 * `doc` with its shared parts filled in, as the app draws it.
 */
export function featureSources(doc: ScreenDoc): string[] {
  return [
    ...(doc.receipt ? ['renderer/receiptRecorder.ts', 'app/screenVersion.ts'] : []),
    ...(doc.draft ? ['renderer/draftKeeper.ts'] : []),
    ...packsOf(doc).map((name) => PACK_SOURCES[name]),
    ...actionPacksOf(doc).map((name) => ACTION_PACK_SOURCES[name]),
  ];
}
