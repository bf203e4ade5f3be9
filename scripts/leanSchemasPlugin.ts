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
 * Builds only: the readers' keys go from the production bundle and the e2e
 * bundle (so the Playwright suite runs on what ships); the other market goes
 * from the production bundle only, since the sandbox may switch markets
 * (`?market=seed`). The dev server, the live preview and the unit tests read
 * the files whole. tests/unit/scripts/leanSchemas.test.ts holds both rules and
 * that every screen draws the same without the readers' keys.
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
  let build = false;
  let production = false;
  let configured = '';
  return {
    name: 'lean-schemas',
    // Before Vite's own JSON plugin turns the file into a module.
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build' && config.mode !== 'studio';
      production = build && config.mode === 'production';
      configured = (JSON.parse(readFileSync(join(root, 'schemas', 'config.json'), 'utf8')) as { market: string }).market;
    },
    transform(code, id) {
      const file = id.replace(/\?.*$/, '');
      if (!build || !file.endsWith('.json') || !file.startsWith(schemasDir)) return undefined;
      return { code: leanJson(file.slice(schemasDir.length), code, { production, configured }), map: null };
    },
  };
}
