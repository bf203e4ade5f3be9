/**
 * What a production page carries of schemas/ (issue 31: every byte before the
 * first content counts on a slow phone):
 *
 * - `$comment` and `$schema` are for the people and editors reading the files:
 *   the engine never reads them (the checks skip them), so the bundle drops them.
 *   In config.json, PH.json and lender.json they were about 3 KiB gzip of the
 *   4.6 KiB those files weigh on every page.
 * - In a screen's or a part's document, the `note`s and `description`s that
 *   screen.schema.json defines as the staff's words (the document's, a table's
 *   and its rows', a check list's and its items', the receipt's, the draft's, a
 *   data source's, an action step's, a body node's): the engine never reads
 *   them either. A widget's props and a form's schema keep theirs (a card's row
 *   note, a field's help text are drawn). About a fifth of a screen's file:
 *   0.5–2 KiB gzip on the loan confirmation, the bank form and the repayment
 *   page.
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
import { isObject } from '../renderer/index.ts';

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

const without = (value: unknown, keys: string[]): unknown =>
  isObject(value) ? Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key))) : value;
const eachValue = (value: unknown, change: (inner: unknown) => unknown): unknown =>
  isObject(value) ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, change(inner)])) : value;
const eachItem = (value: unknown, change: (inner: unknown) => unknown): unknown => (Array.isArray(value) ? value.map(change) : value);
const reshape = (value: unknown, keys: string[], parts: { [key: string]: (inner: unknown) => unknown }): unknown => {
  const kept = without(value, keys);
  return isObject(kept) ? Object.fromEntries(Object.entries(kept).map(([key, inner]) => [key, parts[key] ? parts[key](inner) : inner])) : kept;
};

const steps = (value: unknown): unknown => eachItem(value, step);
const step = (value: unknown): unknown => reshape(value, ['note'], { then: steps, catch: steps });
const nodes = (value: unknown): unknown => eachItem(value, node);
const node = (value: unknown): unknown => reshape(value, ['note'], { children: nodes, events: (events) => eachValue(events, steps) });

/**
 * A screen's or a part's document without the staff's `note`s and `description`s (screen.schema.json: the
 * document's, a table's and its rows', a check list's and its items', the receipt's, the draft's, a data source's,
 * an action step's, a body node's). Only at those places: a widget's props and a form's schema keep theirs.
 */
export function withoutStaffNotes(doc: unknown): unknown {
  return reshape(doc, ['description'], {
    tables: (tables) => eachValue(tables, (table) => reshape(table, ['description'], { rows: (rows) => eachItem(rows, (row) => without(row, ['note'])) })),
    checks: (checks) => eachValue(checks, (list) => reshape(list, ['description'], { items: (items) => eachItem(items, (item) => without(item, ['note'])) })),
    receipt: (receipt) => without(receipt, ['note', 'description']),
    draft: (draft) => without(draft, ['note', 'description']),
    data: (sources) => eachValue(sources, (source) => without(source, ['note'])),
    onLoad: steps,
    handlers: (handlers) => eachValue(handlers, steps),
    native: (native) => eachValue(native, steps),
    body: nodes,
    fragments: (fragments) => eachValue(fragments, nodes),
  });
}

/** The text a file of schemas/ (`rel`: markets/PH.json) is bundled as. */
export function leanJson(rel: string, text: string, { production, configured }: { production: boolean; configured: string }): string {
  const market = /^markets[/\\](.*)\.json$/.exec(rel)?.[1];
  if (production && market !== undefined && market !== configured) return '{}';
  const lean = withoutReadersNotes(JSON.parse(text));
  // The staff's notes only in production: the e2e bundle's live preview shows the documents as written.
  return JSON.stringify(production && /^(screens|parts)[/\\]/.test(rel) ? withoutStaffNotes(lean) : lean);
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
