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
import { APP_GROUP, WIDGET_GROUP } from './firstPaintChunks';
import { WIDGET_FILES } from './widgetFilesPlugin';

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

/** Which built file holds each widget (scripts/widgetFilesPlugin.ts), or null for a build without it. */
export function readWidgetFiles(dist: string): Record<string, string> | null {
  const file = join(dist, WIDGET_FILES);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : null;
}

/**
 * The key of a widget's file: the one the build says holds it (`widgetFiles`), else widgets/<Name>.tsx (the form in
 * widgets/form/; widgets/widgetLoaders.ts), else the shared widget file.
 */
const widgetSource = (manifest: Manifest, name: string, widgetFiles: Record<string, string>) =>
  (widgetFiles[name] ? Object.keys(manifest).find((key) => manifest[key].file === widgetFiles[name]) : undefined) ??
  keyOf(manifest, `widgets/${name}.tsx`, name) ??
  keyOf(manifest, `widgets/form/${name}.tsx`, name) ??
  named(manifest, WIDGET_GROUP);

/**
 * The files (`assets/…`) to preload for a start module, a screen, its widgets, its parts and the modules of what it
 * declares (a receipt's or a draft's code: app/screenFeatures.ts featureSources); the entry's own files excluded.
 * `widgetFiles`: which file holds each widget, as the build wrote it (readWidgetFiles).
 */
export function routePreloads(
  manifest: Manifest,
  start: string,
  screenId: string | null,
  widgets: string[],
  entry: string,
  parts: string[] = [],
  modules: string[] = [],
  widgetFiles: Record<string, string> = {},
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
  if (screenId) visit(keyOf(manifest, `schemas/screens/${screenId}.json`, screenId));
  for (const name of parts) visit(keyOf(manifest, `schemas/parts/${name}.json`, name));
  // A screen with parts has them filled in by code of its own (app/screens.ts withParts).
  if (parts.length) visit(keyOf(manifest, 'renderer/expandParts.ts', 'expandParts'));
  for (const name of widgets) visit(widgetSource(manifest, name, widgetFiles));
  for (const source of modules) visit(keyOf(manifest, source, source.replace(/^.*\/|\.tsx?$/g, '')));
  const skip = new Set([...already].map((key) => manifest[key].file));
  return files.filter((file) => !skip.has(file));
}
