/**
 * Checks the text product staff are editing with the same checks as
 * `npm run check` (renderer/checkScreenDoc.ts, the precompiled meta-schema),
 * and says whether the phone can draw it.
 */
import { validateScreen } from 'virtual:screen-validator';
import { checkScreenDoc, marketLanguages, type CheckScope, type Finding } from '../renderer/check';
import type { PartDoc, ScreenDoc } from '../renderer';
import { expandParts } from '../renderer';
import { projectNames } from '../scripts/projectNames';
import appCopyFile from '../schemas/copy.json';
import routesFile from '../schemas/routes.json';
import { contentFileNames } from '../app/screens';
import { defaultMarket, markets, settings } from '../app/settings';

const languages = marketLanguages(Object.values(markets), defaultMarket);

export interface StudioFinding extends Finding {
  /** Where a JSON syntax error is in the text (a pointer cannot say). */
  offset?: number;
}

export interface EditCheck {
  /** The document when the phone can draw it (it parses and the meta-schema accepts it), its parts filled in. */
  doc: ScreenDoc | null;
  findings: StudioFinding[];
}

// The shared parts a screen may use (a few small files): the edited screen is checked and drawn with them filled in.
const parts = Object.fromEntries(
  Object.entries(import.meta.glob<PartDoc>('../schemas/parts/*.json', { eager: true, import: 'default' })).map(([path, part]) => [
    path.replace(/^.*\/(.*)\.json$/, '$1'),
    part,
  ]),
);

const scope: CheckScope = {
  appCopy: (appCopyFile as unknown as Record<string, Record<string, unknown>>)[languages[0]] ?? {},
  languages,
  config: settings,
  routes: { ...routesFile.routes, ...routesFile.promo },
  names: projectNames(),
  validate: (doc) => (validateScreen(doc) ? [] : (validateScreen.errors ?? [])),
  contentExists: (name) => contentFileNames().includes(name),
  parts,
};

/** The offset a JSON.parse message names ("… at position 57"), or the end of the text. */
function syntaxOffset(message: string, text: string): number {
  const match = /position (\d+)/.exec(message);
  return match ? Number(match[1]) : text.length;
}

export function checkEdited(text: string, screenId: string): EditCheck {
  const file = `schemas/screens/${screenId}.json`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message.replace(/^JSON\.parse: /, '');
    return {
      doc: null,
      findings: [
        {
          file,
          pointer: '',
          offset: syntaxOffset(message, text),
          message: `not valid JSON: ${message}`,
          fix: 'Fix the JSON syntax near the selected place (a missing comma or quote is the usual cause).',
        },
      ],
    };
  }
  const findings = checkScreenDoc(file, parsed, scope, screenId);
  return { doc: validateScreen(parsed) ? expandParts(parsed as ScreenDoc, parts) : null, findings };
}
