/**
 * The e2e build's file that holds a module (its path in the repository → `/assets/…`), as the build wrote it
 * (scripts/moduleFilesPlugin.ts). The build puts modules into files by the screens that need them
 * (scripts/firstPaintChunks.ts), so a spec that watches or blocks a module's file finds it here, not by a name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODULE_FILES } from '../../scripts/moduleFilesPlugin';
import { E2E_OUT } from '../../playwright.config';

let files: Record<string, string> | undefined;

export function builtFile(source: string): string {
  files ??= JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', E2E_OUT, MODULE_FILES), 'utf8')) as Record<string, string>;
  const file = files[source];
  if (!file) throw new Error(`The e2e build has no file for ${source}`);
  return `/${file}`;
}

/** A route pattern (Playwright's context.route) for the module's file, with or without a query. */
export const builtFilePattern = (source: string) => new RegExp(`${builtFile(source).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\?.*)?$`);
