import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Whether a module file exports a name (`default` for a default export): read from the source, not by loading it,
 * so that checking a registry loads no component. Covers the forms the project writes (`export function X`,
 * `export const X`, `export class X`, `export { X }`, `export { Y as X }`, `export { X } from`, `export * as X from`,
 * `export default`), and follows `export * from './other.ts'` into the file it names (a star never passes `default`
 * on, as in JavaScript).
 */
export function exportsName(file: string, name: string, seen: Set<string> = new Set()): boolean {
  if (seen.has(file) || !existsSync(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (name === 'default') return /^export\s+default\b/m.test(source) || /^export\s*\{[^}]*\bas\s+default\b[^}]*\}/m.test(source);
  const declared = new RegExp(`^export\\s+(?:async\\s+)?(?:function\\*?|const|let|class)\\s+${name}\\b`, 'm');
  const listed = new RegExp(`^export\\s*\\{[^}]*(?:^|[\\s,{])(?:\\w+\\s+as\\s+)?${name}\\s*(?:[,}])`, 'm');
  const starAs = new RegExp(`^export\\s*\\*\\s*as\\s+${name}\\s+from\\b`, 'm');
  if (declared.test(source) || listed.test(source) || starAs.test(source)) return true;
  return [...source.matchAll(/^export\s*\*\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/gm)].some((star) => exportsName(resolve(dirname(file), star[1]), name, seen));
}
