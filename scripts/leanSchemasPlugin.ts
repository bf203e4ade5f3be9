/**
 * What a production page carries of schemas/ (issue 31: every byte before the
 * first content counts on a slow phone):
 *
 * - `$comment` and `$schema` are for the people and editors reading the files:
 *   the engine never reads them (the checks skip them), so the bundle drops them.
 *   In config.json, PH.json and lender.json they were about 3 KiB gzip of the
 *   4.6 KiB those files weigh on every page.
 * - A market profile other than the configured one (schemas/config.json
 *   `market`) is bundled empty: a production page cannot choose another
 *   (app/chosenMarket.ts), so it never reads one.
 *
 * The production build only (mode "production"): the sandbox may switch
 * markets (`?market=seed`), and the e2e bundle carries the live preview, whose
 * editor shows and edits the files as written. tests/unit/scripts/leanSchemas.test.ts
 * holds both rules and that every screen draws the same without the readers'
 * keys, in both languages.
 */
import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Keys written for readers, never read by the engine. */
const READERS_ONLY = new Set(['$comment', '$schema']);

export function withoutReadersNotes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutReadersNotes);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !READERS_ONLY.has(key))
      .map(([key, inner]) => [key, withoutReadersNotes(inner)]),
  );
}

/** The text a file of schemas/ (`rel`: markets/PH.json) is bundled as. */
export function leanJson(rel: string, text: string, { production, configured }: { production: boolean; configured: string }): string {
  const market = /^markets[/\\](.*)\.json$/.exec(rel)?.[1];
  if (production && market !== undefined && market !== configured) return '{}';
  return JSON.stringify(withoutReadersNotes(JSON.parse(text)));
}

export function leanSchemas(root: string): Plugin {
  const schemasDir = join(root, 'schemas') + sep;
  let production = false;
  let configured = '';
  return {
    name: 'lean-schemas',
    // Before Vite's own JSON plugin turns the file into a module.
    enforce: 'pre',
    configResolved(config) {
      production = config.command === 'build' && config.mode === 'production';
      configured = (JSON.parse(readFileSync(join(root, 'schemas', 'config.json'), 'utf8')) as { market: string }).market;
    },
    transform(code, id) {
      // Only a file imported as data: `?raw` (the live preview's editor shows the text as written) and the like stay whole.
      if (!production || id.includes('?') || !id.endsWith('.json') || !id.startsWith(schemasDir)) return undefined;
      return { code: leanJson(id.slice(schemasDir.length), code, { production: true, configured }), map: null };
    },
  };
}
