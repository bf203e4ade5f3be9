/**
 * The one layout of the JSON documents in schemas/ and sandbox/scenarios/:
 * two-space indent, a value on one line when it fits (`{ "var": "copy.title" }`,
 * `["21", "151"]`), expanded otherwise, and a blank line between the sections
 * of a document. Short lines keep a screen readable for product staff; one
 * layout keeps diffs to what changed.
 *
 *   npm run format:schemas            rewrite every document in place
 *   npm run format:schemas -- --check list the documents that are not in this layout (exit 1)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const WIDTH = 140;

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    if (!entries.length) return '{}';
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function layout(value: unknown, indent: string, prefix: string, blankLines: boolean): string {
  const one = inline(value);
  if (!blankLines && indent.length + prefix.length + one.length <= WIDTH) return one;
  if (!value || typeof value !== 'object' || !(Array.isArray(value) ? value.length : Object.keys(value).length)) return one;
  const inner = indent + '  ';
  if (Array.isArray(value)) {
    return `[\n${value.map((v) => inner + layout(v, inner, '', false)).join(blankLines ? ',\n\n' : ',\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  const isSection = (v: unknown) => !!v && typeof v === 'object' && inline(v).length > 2;
  const lines = entries.map(([k, v], i) => {
    const key = `${JSON.stringify(k)}: `;
    // At the top level a blank line sets off each section (copy, rules, body…); short settings stay together.
    const apart = blankLines && i > 0 && (isSection(v) || isSection(entries[i - 1][1]));
    return (i > 0 ? (apart ? ',\n\n' : ',\n') : '') + inner + key + layout(v, inner, key, false);
  });
  return `{\n${lines.join('')}\n${indent}}`;
}

/** A document in the project's layout (sections of the top level apart by a blank line). */
export function formatJson(value: unknown): string {
  return layout(value, '', '', true) + '\n';
}

/** The documents the layout applies to. */
export function formattedFiles(root: string): string[] {
  const dirs = ['schemas', 'schemas/screens', 'schemas/content', 'schemas/markets', 'sandbox/scenarios'];
  return dirs.flatMap((dir) => {
    try {
      return readdirSync(join(root, dir))
        .filter((f) => f.endsWith('.json') && f !== 'screen.schema.json' && f !== 'market.schema.json')
        .map((f) => join(root, dir, f));
    } catch {
      return [];
    }
  });
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const root = join(import.meta.dirname, '..');
  const check = process.argv.includes('--check');
  const off: string[] = [];
  for (const file of formattedFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const formatted = formatJson(JSON.parse(text));
    if (formatted === text) continue;
    off.push(relative(root, file));
    if (!check) writeFileSync(file, formatted);
  }
  if (check && off.length) {
    console.error(`Not in the project's JSON layout (run npm run format:schemas):\n${off.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(check ? 'Every JSON document is in the project layout.' : `Formatted ${off.length} document(s).`);
}
