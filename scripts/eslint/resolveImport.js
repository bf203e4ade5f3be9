/**
 * Where a relative import leads on disk, for the house's lint rules (importsRunDown.js follows it,
 * importsNameTheirFile.js asks that it be written out): the file as written, else the file with one of the
 * extensions or index files a bundler tries.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const CANDIDATES = ['.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

export const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The specifier as the file it names ('./Button' → { file: '/…/Button.tsx', written: './Button.tsx' }), or null (a package, a virtual module, nothing there). */
export function importedFile(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const [path, query] = specifier.split('?');
  const base = resolve(dirname(from), path);
  if (isFile(base)) return { file: base, written: specifier };
  for (const candidate of CANDIDATES) {
    if (isFile(base + candidate)) return { file: base + candidate, written: path.replace(/\/$/, '') + candidate + (query !== undefined ? `?${query}` : '') };
  }
  return null;
}
