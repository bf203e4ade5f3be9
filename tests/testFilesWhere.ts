import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * vitest's test files (`*.test.ts`, `*.test.tsx`) below `folders` whose text `matches`, relative to `root` and
 * sorted. The config reads them when it loads (vite.config.ts), so a new file needs no list.
 */
export function testFilesWhere(root: string, matches: (text: string) => boolean, folders: string[] = ['tests/unit', 'tests/snapshot']): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && matches(readFileSync(path, 'utf8'))) found.push(relative(root, path));
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return found.sort();
}
