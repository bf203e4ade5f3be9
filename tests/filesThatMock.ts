import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A call of vi.mock or vi.doMock as a statement (not the words in a string or a comment). */
const MOCK_CALL = /^\s*vi\.(mock|doMock)\(/m;

/**
 * The test files that replace a module (`vi.mock`). They run each in a process
 * of their own (vite.config.ts): a replacement is registered for the worker,
 * and the next file in a shared process would be handed the stand-in.
 */
export function filesThatMock(root: string, folders: string[] = ['tests/unit', 'tests/snapshot']): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && MOCK_CALL.test(readFileSync(path, 'utf8'))) found.push(relative(root, path));
    }
  };
  for (const folder of folders) walk(join(root, folder));
  return found.sort();
}
