/**
 * The e2e build's file that holds a module (its path in the repository → `/assets/…`), as the build wrote it
 * (scripts/moduleFilesPlugin.ts). The build puts modules into files by the screens that need them
 * (scripts/firstPaintChunks.ts), so a spec that watches or blocks a module's file finds it here, not by a name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MODULE_FILES } from '../../scripts/moduleFilesPlugin.ts';
import { ROUTE_FILES } from '../../scripts/routeFiles.ts';
import { E2E_OUT } from '../../playwright.config.ts';
import { escapeRegExp } from '../../renderer/escapeRegExp.ts';

const built = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', E2E_OUT, file), 'utf8')) as unknown;
let files: Record<string, string> | undefined;
let routeMaps: Record<string, Record<string, string>> | undefined;

/**
 * The file a page loads a module from. A route's page loads its first render's files as one, by its import map
 * (scripts/routeMerge.ts): give the route's address (`/orderDetail`) to get the file that page asks for.
 */
export function builtFile(source: string, route?: string): string {
  files ??= built(MODULE_FILES) as Record<string, string>;
  const file = files[source];
  if (!file) throw new Error(`The e2e build has no file for ${source}`);
  return (route ? routeFileMap(route)[`/${file}`] : undefined) ?? `/${file}`;
}

/** The import map of a route's page (`/orderDetail`): each of its first-render files → the one file they come in; empty when they are not joined. */
export function routeFileMap(route: string): Record<string, string> {
  routeMaps ??= built(ROUTE_FILES) as Record<string, Record<string, string>>;
  return routeMaps[route] ?? {};
}

/** A route pattern (Playwright's context.route) for the module's file as `route`'s page loads it, with or without a query. */
export const builtFilePattern = (source: string, route?: string) => new RegExp(`${escapeRegExp(builtFile(source, route))}(\\?.*)?$`);
