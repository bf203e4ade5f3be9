/**
 * Precompiles the screen meta-schema (schemas/screen.schema.json) with ajv's
 * standalone code as `virtual:screen-validator`: the dev server's page checks
 * a screen document it loads, and the live preview checks the one being
 * edited, with a plain function: no schema compiler and no `new Function` in
 * the bundle.
 *
 * A build refuses, in words, a document of schemas/screens/ the meta-schema
 * refuses: it bundles only documents it checked, and a page it builds loads
 * only those (app/screens.ts imports them from the bundle, content-hashed),
 * so `virtual:screen-checked` tells the page to check nothing again, and the
 * check's code is never fetched (issue 31). The dev server (and the unit
 * tests) check every document they load: a file edited by hand there may be
 * anything.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import type { Plugin } from 'vite';
import { formatFinding, metaFindings } from '../renderer/check.ts';
import { structuralMetaSchema } from './contractSchema.ts';

const ID = 'virtual:screen-validator';
const RESOLVED = '\0' + ID;
const CHECKED_ID = 'virtual:screen-checked';
const CHECKED_RESOLVED = '\0' + CHECKED_ID;

function metaSchemaAjv(metaSchemaFile: string): Ajv {
  const ajv = new Ajv({ code: { source: true, esm: true }, allErrors: true, strict: false });
  // The structure only: contracts are the check's (renderer/checkContracts.ts), in words with the nearest name.
  ajv.addSchema(structuralMetaSchema(JSON.parse(readFileSync(metaSchemaFile, 'utf8'))), 'screen');
  return ajv;
}

/** The generated module's source (exported for tests). */
export function screenValidatorCode(metaSchemaFile: string): string {
  return standaloneCode(metaSchemaAjv(metaSchemaFile), { validateScreen: 'screen' });
}

/** What the meta-schema refuses in the screen documents of `screensDir`, a line each ("" when every one passes; exported for tests). */
export function refusedScreens(metaSchemaFile: string, screensDir: string): string {
  const validate = metaSchemaAjv(metaSchemaFile).getSchema('screen')!;
  return readdirSync(screensDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      const doc = JSON.parse(readFileSync(join(screensDir, f), 'utf8')) as unknown;
      return validate(doc) === true ? [] : metaFindings(`schemas/screens/${f}`, validate.errors ?? []).map(formatFinding);
    })
    .join('\n');
}

export function screenValidator(root: string): Plugin {
  const file = join(root, 'schemas', 'screen.schema.json');
  const screensDir = join(root, 'schemas', 'screens');
  let building = false;
  return {
    name: 'screen-validator',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (!building) return;
      const refused = refusedScreens(file, screensDir);
      if (refused) this.error(`A screen document the meta-schema refuses cannot be built (run \`npm run check:schemas\` for the whole check):\n${refused}`);
    },
    resolveId: (id) => (id === ID ? RESOLVED : id === CHECKED_ID ? CHECKED_RESOLVED : undefined),
    load(id) {
      if (id === CHECKED_RESOLVED) {
        return `export const everyScreenChecked = ${JSON.stringify(building)};`;
      }
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(file);
      return screenValidatorCode(file);
    },
  };
}
