/**
 * Precompiles the validators of every static form declared in a screen
 * document (`"forms"`) with ajv's standalone code, as the virtual module
 * `virtual:form-validators`. The bundle gets plain validation functions: no
 * schema compiler and no `new Function`, so pages run under a CSP without
 * 'unsafe-eval'. Forms whose schema arrives at run time (the bank form) are
 * checked by the engine instead (renderer/forms/fieldForm.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import type { Plugin } from 'vite';
import { readParts, readScreen, screenIdsIn } from './readScreen.ts';

const ID = 'virtual:form-validators';
const RESOLVED = '\0' + ID;

interface ScreenForms {
  id: string;
  forms?: Record<string, { schema: object }>;
}

/** Ajv's logger, without its notice that `unicode` is deprecated (the option is kept on purpose, above). */
const quietOnUnicode = {
  log: (...args: unknown[]) => console.log(...args),
  warn: (...args: unknown[]) => {
    if (!/option unicode/.test(String(args[0]))) console.warn(...args);
  },
  error: (...args: unknown[]) => console.error(...args),
};

/** The generated module's source (exported for tests). */
export function formValidatorsCode(screensDir: string): string {
  // unicode: false keeps lengths as string.length and avoids a CommonJS runtime helper. Ajv 8 calls the option
  // deprecated and says so on every build: that one notice is dropped, any other goes on to the console.
  const ajv = new Ajv({ code: { source: true, esm: true }, allErrors: true, unicode: false, strict: false, logger: quietOnUnicode });
  const exports: Record<string, string> = {};
  const keys: Record<string, string> = {};
  // With their parts: a form a part holds is compiled for each screen that uses it.
  const root = join(screensDir, '..', '..');
  const parts = readParts(root);
  for (const id of screenIdsIn(root)) {
    const doc = readScreen(id, root, parts) as ScreenForms;
    for (const [name, form] of Object.entries(doc.forms ?? {})) {
      const exportName = `${doc.id}__${name}`.replace(/\W/g, '_');
      ajv.addSchema(form.schema, exportName);
      exports[exportName] = exportName;
      keys[`${doc.id}/${name}`] = exportName;
    }
  }
  const table = `export const validators = {${Object.entries(keys)
    .map(([key, name]) => `${JSON.stringify(key)}: ${name}`)
    .join(', ')}};\n`;
  if (!Object.keys(exports).length) return table;
  return `${standaloneCode(ajv, exports)}\n${table}`;
}

export function formValidators(root: string): Plugin {
  const screensDir = join(root, 'schemas', 'screens');
  return {
    name: 'form-validators',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const partsDir = join(root, 'schemas', 'parts');
      for (const f of readdirSync(screensDir)) this.addWatchFile(join(screensDir, f));
      for (const f of existsSync(partsDir) ? readdirSync(partsDir) : []) this.addWatchFile(join(partsDir, f));
      return formValidatorsCode(screensDir);
    },
  };
}
