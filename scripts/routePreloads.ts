/**
 * The chunks a route needs for its first render, read from Vite's build
 * manifest (dist/.vite/manifest.json): the app's start, the screen document,
 * the shared parts it uses (scripts/screenPartsPlugin.ts) and the widgets it
 * draws (scripts/screenWidgetsPlugin.ts), each with the
 * chunks it imports. The prerender links them in the route's HTML
 * (`<link rel="modulepreload">`), so the browser fetches them all at once
 * with the page instead of one round trip after another.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_GROUP, WIDGET_GROUP } from './firstPaintChunks.ts';
import { firstRenderSources } from './firstRenderSources.ts';
import { MODULE_FILES } from './moduleFilesPlugin.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest | null {
  const file = join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : null;
}

/**
 * The manifest key of a module's file. A dynamic entry has its source as key; a module the build put in a file with
 * others (scripts/firstPaintChunks.ts: the app's start in `app`, the shared widgets in `widgetSet`), or one another
 * entry imports statically (the e2e build's live preview imports every screen and widget), is in a file keyed
 * `_<name>-<hash>.js`, found by its name.
 */
const named = (manifest: Manifest, name: string) => Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key].name === name);
const keyOf = (manifest: Manifest, source: string, name: string) => (manifest[source] ? source : named(manifest, name));

/** Which built file holds each of the app's modules (scripts/moduleFilesPlugin.ts), or null for a build without it. */
export function readModuleFiles(dist: string): Record<string, string> | null {
  const file = join(dist, MODULE_FILES);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : null;
}

/**
 * The key of a module's file: the one the build says holds it (`moduleFiles`), else the manifest's own key or name
 * for it (keyOf).
 */
const sourceKey = (manifest: Manifest, source: string, name: string, moduleFiles: Record<string, string>) =>
  (moduleFiles[source] ? Object.keys(manifest).find((key) => manifest[key].file === moduleFiles[source]) : undefined) ?? keyOf(manifest, source, name);

/** The key of a widget's file: widgets/<Name>.tsx (the form's in widgets/form/; widgets/widgetLoaders.ts), else the shared widget file. */
const widgetSource = (manifest: Manifest, name: string, moduleFiles: Record<string, string>) =>
  sourceKey(manifest, `widgets/${name}.tsx`, name, moduleFiles) ??
  sourceKey(manifest, `widgets/form/${name}.tsx`, name, moduleFiles) ??
  named(manifest, WIDGET_GROUP);

/**
 * The files (`assets/…`) to preload for a start module, a screen's first render (scripts/firstRenderSources.ts: its
 * document, its parts, the modules of what it declares and uses, `modules`: app/featureSources.ts) and its widgets;
 * the entry's own files excluded.
 * `moduleFiles`: which file holds each module, as the build wrote it (readModuleFiles).
 */
export function routePreloads(
  manifest: Manifest,
  start: string,
  screenId: string | null,
  widgets: string[],
  entry: string,
  parts: string[] = [],
  modules: string[] = [],
  moduleFiles: Record<string, string> = {},
): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string | undefined) => {
    if (!key || seen.has(key) || !manifest[key]) return;
    seen.add(key);
    files.push(manifest[key].file);
    for (const inner of manifest[key].imports ?? []) visit(inner);
  };
  // What the page's entry already links (its static imports) is not linked twice.
  const already = new Set<string>();
  const mark = (key: string) => {
    if (already.has(key) || !manifest[key]) return;
    already.add(key);
    for (const inner of manifest[key].imports ?? []) mark(inner);
  };
  mark(entry);
  visit(keyOf(manifest, start, start.replace(/^.*\/|\.tsx?$/g, '')) ?? named(manifest, APP_GROUP));
  const baseName = (source: string) => source.replace(/^.*\/|\.(tsx?|json)$/g, '');
  const visitSource = (source: string) => visit(sourceKey(manifest, source, baseName(source), moduleFiles));
  for (const source of firstRenderSources(screenId, parts, modules)) visitSource(source);
  for (const name of widgets) visit(widgetSource(manifest, name, moduleFiles));
  const skip = new Set([...already].map((key) => manifest[key].file));
  return files.filter((file) => !skip.has(file));
}
