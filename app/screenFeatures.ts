/**
 * The receipt and draft code, the operation packs (renderer/screenFeatures.ts)
 * and the action packs (actions/actionPacks.ts) of the app's screens: loaded with a screen that declares or uses one
 * (app/screens.ts readyScreen, beside its widgets), so the order page, the
 * repay pages and the site never fetch the form fields' code, the effective
 * rate's or a receipt's. Once loaded it stays: a module, like a widget.
 */
import { packsOf, type ActionRegistry, type OperationPacks, type PackName, type ScreenDoc, type ScreenFeatures } from '../renderer/index.ts';
import { coreActions } from '../actions/coreActions.ts';
import { ACTION_PACKS } from '../actions/actionPacks.ts';
import type { ActionPackName } from '../actions/actionPackNames.ts';
import { actionPacksOf } from '../actions/actionPacksOf.ts';

let loaded: ScreenFeatures = {};
/** The actions of every page and of the action packs loaded so far (actions/actionPacks.ts). */
let actions: ActionRegistry = coreActions;
const loadedActionPacks = new Set<ActionPackName>();

const PACK_LOADERS: { [N in PackName]-?: () => Promise<NonNullable<OperationPacks[N]>> } = {
  forms: () => import('../renderer/forms/fieldForm.ts').then(({ formsPack }) => formsPack),
  rates: () => import('../renderer/effectiveRate.ts').then(({ ratesPack }) => ratesPack),
  mobile: () => import('../renderer/mobileNumber.ts').then(({ mobilePack }) => mobilePack),
};

function loadActionPack(name: ActionPackName): Promise<void> | null {
  if (loadedActionPacks.has(name)) return null;
  return ACTION_PACKS[name]().then((code) => {
    loadedActionPacks.add(name);
    actions = { ...actions, ...code };
  });
}

function loadPack<N extends PackName>(name: N): Promise<void> | null {
  if (loaded.packs?.[name]) return null;
  return PACK_LOADERS[name]().then((code) => void (loaded = { ...loaded, packs: { ...loaded.packs, [name]: code } }));
}

/** Loads what the screen (its shared parts filled in) declares and uses, and is not loaded yet. */
export async function loadScreenFeatures(doc: ScreenDoc): Promise<void> {
  await Promise.all([
    doc.receipt && !loaded.receiptRecorder
      ? Promise.all([import('../renderer/receiptRecorder.ts'), import('./screenVersion.ts')]).then(
          ([{ createReceiptRecorder }]) => void (loaded = { ...loaded, receiptRecorder: createReceiptRecorder }),
        )
      : null,
    doc.draft && !loaded.draftKeeper
      ? import('../renderer/draftKeeper.ts').then(({ createDraftKeeper }) => void (loaded = { ...loaded, draftKeeper: createDraftKeeper }))
      : null,
    ...packsOf(doc).map(loadPack),
    ...actionPacksOf(doc).map(loadActionPack),
  ]);
}

/** The actions of every page and of the packs loaded so far (the same object until another pack loads). */
export function screenActions(): ActionRegistry {
  return actions;
}

/** What is loaded so far (the same object until something more loads, so a screen's runtime is not made again). */
export function screenFeatures(): ScreenFeatures {
  return loaded;
}
