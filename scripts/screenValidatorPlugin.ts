/**
 * Precompiles the screen meta-schema (schemas/screen.schema.json) with ajv's
 * standalone code as `virtual:screen-validator`: the app checks a screen
 * document it loads, and the live preview checks the one being edited, with
 * a plain function — no schema compiler and no `new Function` in the bundle.
 *
 * `virtual:screen-checked` lists the fingerprints of the documents of
 * schemas/screens/ the meta-schema accepts at build time: a page loading one
 * of those needs no second check, and so no validator (app/screenFindings.ts).
 * The dev server (and the unit tests) list none: a file edited by hand there
 * is always checked.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import type { Plugin } from 'vite';
import { screenFingerprint } from '../app/screenFingerprint';
import { withoutReadersNotes } from './leanSchemasPlugin';
import { structuralMetaSchema } from './contractSchema';

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

/** Fingerprints of the screen documents in `screensDir` the meta-schema accepts (exported for tests). */
export function checkedScreenFingerprints(metaSchemaFile: string, screensDir: string): string[] {
  const validate = metaSchemaAjv(metaSchemaFile).getSchema('screen')!;
  return (
    readdirSync(screensDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(screensDir, f), 'utf8')) as unknown)
      .filter((doc) => validate(doc) === true)
      // As written (the dev server, the live preview) and as a build bundles it, without the readers' keys (scripts/leanSchemasPlugin.ts).
      .flatMap((doc) => [...new Set([screenFingerprint(doc), screenFingerprint(withoutReadersNotes(doc))])])
  );
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
    resolveId: (id) => (id === ID ? RESOLVED : id === CHECKED_ID ? CHECKED_RESOLVED : undefined),
    load(id) {
      if (id === CHECKED_RESOLVED) {
        return `export const checkedScreens = ${JSON.stringify(building ? checkedScreenFingerprints(file, screensDir) : [])};`;
      }
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(file);
      return screenValidatorCode(file);
    },
  };
}
