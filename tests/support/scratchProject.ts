/**
 * A copy of the project's schemas and sandbox scenarios in a temporary
 * folder, for tests of `npm run check` that edit one document and read what
 * the check says. The copy is made on the first edit and removed by `remove`
 * (call it after each test).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export function scratchProject() {
  let dir = '';
  return {
    /** Applies `edit` to one document of the copy (a path from the project root); answers the copy's folder. */
    edit(file: string, edit: (doc: Record<string, unknown>) => void): string {
      if (!dir) {
        dir = mkdtempSync(join(tmpdir(), 'schema-check-'));
        cpSync(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
        cpSync(join(root, 'sandbox', 'scenarios'), join(dir, 'sandbox', 'scenarios'), { recursive: true });
      }
      const path = join(dir, file);
      const doc = JSON.parse(readFileSync(path, 'utf8'));
      edit(doc);
      writeFileSync(path, JSON.stringify(doc, null, 2));
      return dir;
    },
    remove(): void {
      if (dir) rmSync(dir, { recursive: true, force: true });
      dir = '';
    },
  };
}
