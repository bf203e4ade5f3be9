/**
 * Checks the text product staff are editing with the same checks as
 * `npm run check` (renderer/checkScreenDoc.ts, the precompiled meta-schema),
 * and says whether the phone can draw it. The screen is checked with the
 * parts it uses filled in: the files', or the drafts being edited beside it.
 */
import { validateScreen } from 'virtual:screen-validator';
import { checkScreenDoc, marketLanguages, type CheckScope } from '../renderer/check.ts';
import type { PartDoc, ScreenDoc } from '../renderer/index.ts';
import { expandParts } from '../renderer/index.ts';
import { projectNames } from '../app/projectNames.ts';
import { partFiles } from './partFiles.ts';
import { syntaxFinding } from './syntaxFinding.ts';
import type { StudioFinding } from './studioFinding.ts';
import appCopyFile from '../schemas/copy.json' with { type: 'json' };
import routesFile from '../schemas/routes.json' with { type: 'json' };
import { contentFileNames } from '../app/screens.ts';
import { defaultMarket, markets, settings } from '../app/settings.ts';

const languages = marketLanguages(Object.values(markets), defaultMarket);

export interface EditCheck {
  /** The document when the phone can draw it (it parses and the meta-schema accepts it), its parts filled in. */
  doc: ScreenDoc | null;
  findings: StudioFinding[];
}

// The shared parts as their files hold them: what a screen is checked and drawn with when no draft says otherwise.
const fileParts: { [id: string]: PartDoc } = Object.fromEntries(Object.entries(partFiles).map(([id, { doc }]) => [id, doc]));

const scope: CheckScope = {
  appCopy: (appCopyFile as unknown as Record<string, Record<string, unknown>>)[languages[0]] ?? {},
  languages,
  config: settings,
  routes: { ...routesFile.routes, ...routesFile.promo },
  names: projectNames(),
  validate: (doc) => (validateScreen(doc) ? [] : (validateScreen.errors ?? [])),
  contentExists: (name) => contentFileNames().includes(name),
};

/** The screen `screenId`'s text checked, with `parts` (by id) filled in where it uses them. */
export function checkEdited(text: string, screenId: string, parts: { [id: string]: PartDoc } = fileParts): EditCheck {
  const file = `schemas/screens/${screenId}.json`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { doc: null, findings: [syntaxFinding(file, e as Error, text)] };
  }
  const findings = checkScreenDoc(file, parsed, { ...scope, parts }, screenId);
  return { doc: validateScreen(parsed) ? expandParts(parsed as ScreenDoc, parts) : null, findings };
}
