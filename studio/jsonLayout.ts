/**
 * The one layout of the JSON documents in schemas/ and sandbox/scenarios/:
 * two-space indent, a value on one line when it fits (`{ "var": "copy.title" }`,
 * `["21", "151"]`), expanded otherwise, and a blank line between the sections
 * of a document. Short lines keep a screen readable for product staff; one
 * layout keeps diffs to what changed. Used by `npm run format:schemas` and by
 * the live preview's download, so a downloaded file is already in it.
 */
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
