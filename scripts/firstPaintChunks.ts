/**
 * How the production build groups its code into files (issue 31). A first
 * visit on slow 4G pays a round trip for each file on the way to the first
 * content, so the app's code comes in few files, not one per module:
 *
 * - `start`: what the entries themselves run before the app (app/main.tsx and
 *   app/promoMain.tsx: the early request, held input, the boot-failure page),
 *   one small file that the prerender then writes into each page with its
 *   entry (scripts/inlineEntry.ts).
 * - `app`: everything the app's start (app/startApp.ts) imports, statically:
 *   React, the router, the engine, the actions, the app's shell. They always
 *   load together (the route's first render needs them all), so one file
 *   instead of five; without what `start` holds, which must not wait for it.
 * - `widgetSet`, `widgetSet2`, …: the widgets two screens or more draw (from
 *   the build's table of each screen's widgets, virtual:screen-widgets) and
 *   the modules they import, in a few files chosen so that a page downloads
 *   little it does not draw and fetches few files (scripts/widgetGroups.ts).
 *   Not a widget only one screen draws, nor the form widget (its fields,
 *   masks and keypad serve only the form pages): those go with the rest.
 * - The rest of what a route's first render needs (its document, its shared
 *   parts, a widget only it draws or the form, the code of its features: a
 *   receipt, a pack; scripts/firstRenderSources.ts) comes in one file per set
 *   of screens that need it: a page never downloads a module it does not
 *   run, and the confirmation pages' receipt, hash and screen-version code
 *   is one file, not three (`screenSetNames` names them: `confirmLoan`,
 *   `confirmLoan_3`).
 * - Anything else (a lazy part: the form library, axios, the run-time check)
 *   is split as the bundler decides.
 *
 * The build writes which file holds which module beside its manifest
 * (scripts/moduleFilesPlugin.ts), for the route's preload list. After the
 * build, each route's widget and screen-set files are joined into one file for
 * that route's page (scripts/routeMerge.ts): a module lives in one file of the
 * build, so the build itself cannot.
 *
 * A file's worth of code a page does not run costs less here than a round
 * trip: 1 KiB is about 5 ms of slow 4G, a request on a busy connection 150 ms.
 * `npm run bench` shows both (files and KiB per route).
 */
import type { Rolldown } from 'vite';
import { featureSources } from '../app/featureSources.ts';
import { firstRenderSources } from './firstRenderSources.ts';
import { readParts, readScreen } from './readScreen.ts';
import { screenPartsTable } from './screenPartsPlugin.ts';
import { screenWidgetsTable } from './screenWidgetsPlugin.ts';
import { widgetGroups } from './widgetGroups.ts';

type CodeSplitting = Extract<NonNullable<Rolldown.OutputOptions['codeSplitting']>, object>;
type Context = Parameters<Extract<NonNullable<CodeSplitting['groups']>[number]['name'], (...args: never[]) => unknown>>[1];

/** The names of the grouped files (scripts/routePreloads.ts finds them in the build's manifest by these; the shared widgets' further files are `widgetSet2`, `widgetSet3`, …). */
export const START_GROUP = 'start';
export const APP_GROUP = 'app';
/** The sandbox's own file (the e2e and `npm start` builds): it starts before any request. */
export const SANDBOX_GROUP = 'sandbox';
export const WIDGET_GROUP = 'widgetSet';

/** Widgets that bring much code only their own pages run (the form's fields; rjsf behind them, for a form that is not flat): never in a shared widget file, only in the file of the screens that draw them. */
export const OWN_FILE = ['SchemaForm'];

/**
 * The widgets that go into the shared widget file: those two screens or more
 * draw. One drawn by a single screen keeps its own file, fetched beside that
 * screen's document. (Not into the screen's file: a group takes its modules'
 * dependencies along, and a shared widget would then import them from that
 * screen's file, which every page would load.)
 */
export function sharedWidgets(table: Record<string, string[]>): string[] {
  const drawnBy = new Map<string, number>();
  for (const names of Object.values(table)) for (const name of new Set(names)) drawnBy.set(name, (drawnBy.get(name) ?? 0) + 1);
  return [...drawnBy]
    .filter(([name, screens]) => screens > 1 && !OWN_FILE.includes(name))
    .map(([name]) => name)
    .sort();
}

/**
 * The file names of the sets of screens that need the same modules: the screen's id for one screen, else the first
 * id (in order) and the set's size, told apart by a count when two sets would share a name. Names are plain
 * (letters, digits, `_`): the pages list files by a pattern of those (app/preloadChunks.ts).
 */
export function screenSetNames(sets: string[][]): string[] {
  const used = new Map<string, number>();
  return sets.map((set) => {
    const ids = [...set].sort();
    const base = ids.length === 1 ? ids[0] : `${ids[0]}_${ids.length}`;
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    return n === 1 ? base : `${base}_${n}`;
  });
}

/** The engine's entries only re-export (vite.config.ts declares them free of side effects): a module takes from them only what it names. */
const BARREL = /[\\/]renderer[\\/](index|check|react[\\/]index)\.ts$/;

/** The names `code` imports from the engine's entries (`import { a, b as c } from '../renderer/index.ts'` → a, b). */
function namesFromEntries(code: string): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'][^"']*renderer(?:\/check|\/react)?\/?["']/g)].flatMap((m) =>
    m[1]
      .split(',')
      .map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      )
      .filter(Boolean),
  );
}

/**
 * Every module `from` imports statically, itself included. Through an engine
 * entry, only the modules that export a name the importer takes: the bundler
 * drops the rest (a barrel followed whole would put the whole engine here).
 */
function staticGraph(from: string, ctx: Context): Set<string> {
  const seen = new Set<string>();
  const next = [from];
  while (next.length) {
    const id = next.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      if (!BARREL.test(imported)) {
        next.push(imported);
        continue;
      }
      const names = namesFromEntries(info?.code ?? '');
      const barrel = ctx.getModuleInfo(imported);
      for (const inner of barrel?.importedIds ?? []) {
        if (names.some((n) => ctx.getModuleInfo(inner)?.exports.includes(n))) next.push(inner);
      }
    }
  }
  return seen;
}

export function firstPaintChunks(root: string): CodeSplitting {
  const table = screenWidgetsTable(root);
  const shared = sharedWidgets(table);
  const partsOf = screenPartsTable(root);
  const partDocs = readParts(root);
  const screens = Object.keys(table).sort();
  // What each screen's first render loads besides its widgets, as the route's HTML links it.
  const screenSources = (id: string) => firstRenderSources(id, partsOf[id] ?? [], featureSources(readScreen(id, root, partDocs)));
  const at = (file: string) => `${root}/${file}`.replace(/\\/g, '/');
  const entries = [at('app/main.tsx'), at('app/promoMain.tsx')];
  // Worked out once, at the first module the bundler asks about: the module graph is complete by then (one build per config).
  let graphs:
    | {
        entry: Set<string>;
        sandbox: Set<string>;
        app: Set<string>;
        widgets: Map<string, string>;
        screenSets: Map<string, string>;
        setSizes: Map<string, number>;
      }
    | undefined;
  const graphsOf = (ctx: Context) => {
    if (!graphs) {
      const entry = new Set(entries.flatMap((e) => [...staticGraph(e, ctx)]).filter((m) => !entries.includes(m)));
      // The sandbox (the e2e and `npm start` builds only: production has none) starts before any request, the early one
      // included: what it shares with the app goes with it, or its file would wait for the app's whole file.
      const sandbox = new Set([...staticGraph(at('sandbox/browser.ts'), ctx)].filter((m) => !entry.has(m) && ctx.getModuleInfo(m)));
      const app = new Set([...staticGraph(at('app/startApp.ts'), ctx)].filter((m) => !entry.has(m) && !sandbox.has(m)));
      // A widget's module and what it imports that no earlier file holds.
      const widgetCode = (name: string) => {
        const id = [at(`widgets/${name}.tsx`), at(`widgets/form/${name}.tsx`)].find((m) => ctx.getModuleInfo(m));
        return id ? [...staticGraph(id, ctx)].filter((m) => !entry.has(m) && !sandbox.has(m) && !app.has(m) && ctx.getModuleInfo(m)) : [];
      };
      const grouped = [...new Set(shared.flatMap(widgetCode))].map((id) => ({ id, size: ctx.getModuleInfo(id)?.code?.length ?? 0 }));
      const reach = Object.values(table).map((names) => new Set(names.flatMap(widgetCode)));
      const files = widgetGroups(grouped, reach);
      const widgets = new Map(files.flatMap((ids, i) => ids.map((id) => [id, i ? `${WIDGET_GROUP}${i + 1}` : WIDGET_GROUP] as const)));
      // The rest of each screen's first render: its own widgets and sources, and what they import that no file above holds.
      const rest = (id: string) =>
        [...staticGraph(id, ctx)].filter((m) => !entry.has(m) && !sandbox.has(m) && !app.has(m) && !widgets.has(m) && ctx.getModuleInfo(m));
      const ownWidget = (name: string) => !shared.includes(name);
      const needs = screens.map(
        (screen) =>
          new Set([
            ...(table[screen] ?? [])
              .filter(ownWidget)
              .flatMap(widgetCode)
              .filter((m) => !widgets.has(m)),
            ...screenSources(screen)
              .map(at)
              .filter((m) => ctx.getModuleInfo(m))
              .flatMap(rest),
          ]),
      );
      // At no cost per file, no two sets of screens share a file: each file is exactly one set's modules.
      const setFiles = widgetGroups(
        [...new Set(needs.flatMap((set) => [...set]))].map((id) => ({ id, size: ctx.getModuleInfo(id)?.code?.length ?? 0 })),
        needs,
        0,
      );
      const names = screenSetNames(setFiles.map(([first]) => screens.filter((_, i) => needs[i].has(first))));
      const screenSets = new Map(setFiles.flatMap((ids, i) => ids.map((id) => [id, names[i]] as const)));
      const setSizes = new Map(setFiles.map(([first], i) => [names[i], needs.filter((set) => set.has(first)).length] as const));
      graphs = { entry, sandbox, app, widgets, screenSets, setSizes };
    }
    return graphs;
  };
  const norm = (id: string) => id.replace(/\\/g, '/');
  // Vite's modulepreload polyfill (the HTML imports it) and the bundler's runtime: tiny, and needed by the entries first.
  const startHelpers = /modulepreload-polyfill|rolldown[\\/]runtime/;
  return {
    groups: [
      // First, so the app's file cannot take them in as its dependencies: what the entries run before the app.
      { debugName: START_GROUP, name: (id, ctx) => (graphsOf(ctx).entry.has(norm(id)) || startHelpers.test(id) ? START_GROUP : null), priority: 30 },
      { debugName: SANDBOX_GROUP, name: (id, ctx) => (graphsOf(ctx).sandbox.has(norm(id)) ? SANDBOX_GROUP : null), priority: 25 },
      { debugName: APP_GROUP, name: (id, ctx) => (graphsOf(ctx).app.has(norm(id)) ? APP_GROUP : null), priority: 20 },
      { debugName: 'widgets', name: (id, ctx) => graphsOf(ctx).widgets.get(norm(id)) ?? null, priority: 10 },
      // A file takes the modules its modules import along (rolldown's includeDependenciesRecursively): the files of
      // larger sets of screens claim theirs first, so a module some other page needs too is not taken into this one's.
      ...Array.from({ length: screens.length }, (_, i) => screens.length - i).map((size) => ({
        // The name rolldown's timing report gives the group (its name is worked out per module).
        debugName: `screen sets of ${size}`,
        name: (id: string, ctx: Context) => {
          const file = graphsOf(ctx).screenSets.get(norm(id));
          return file && graphsOf(ctx).setSizes.get(file) === size ? file : null;
        },
        priority: 5 + size / 1000,
      })),
    ],
  };
}
