/**
 * Precompiles the screen meta-schema (schemas/screen.schema.json) with ajv's
 * standalone code as `virtual:screen-validator`: the app checks every screen
 * document it loads, and the live preview checks the one being edited, with
 * a plain function — no schema compiler and no `new Function` in the bundle.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import type { Plugin } from 'vite';

const ID = 'virtual:screen-validator';
const RESOLVED = '\0' + ID;

/** The generated module's source (exported for tests). */
export function screenValidatorCode(metaSchemaFile: string): string {
  const ajv = new Ajv({ code: { source: true, esm: true }, allErrors: true, strict: false });
  ajv.addSchema(JSON.parse(readFileSync(metaSchemaFile, 'utf8')), 'screen');
  return standaloneCode(ajv, { validateScreen: 'screen' });
}

export function screenValidator(root: string): Plugin {
  const file = join(root, 'schemas', 'screen.schema.json');
  return {
    name: 'screen-validator',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(file);
      return screenValidatorCode(file);
    },
  };
}
