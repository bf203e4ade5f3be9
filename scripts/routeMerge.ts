/**
 * A route's first-render files as one (decision 045, issue 31). The build
 * groups the modules a route draws by the screens that share them
 * (scripts/firstPaintChunks.ts), so a route needs five or six small files
 * beside the app's, and on slow 4G every file in flight slows the app's file
 * down. A module lives in one file of the build, so the build cannot give
 * each route its own: this does it after the build.
 *
 * - Each such file's exports get names of their own (`t` → `t$3`), in the
 *   file and wherever it is imported (`import{t as x}from"./f.js"`,
 *   ``import(`./f.js`).then(e=>e.t)``), so files can be joined without a clash.
 *   A file named in any other way is left alone.
 * - Each route's files are bundled into one (`route-<hash>.js`), the rest of
 *   the build left outside it.
 * - The route's page maps each of those files to the one by an import map: a
 *   module still exists once per page, whichever address asks for it, and a
 *   page that goes on to another route loads that route's files as before. A
 *   browser without import maps loads the files themselves.
 *
 * The import map is a script in the page: the Content-Security-Policy allows
 * it by its hash, as the entry (scripts/inlineEntry.ts).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { APP_GROUP, SANDBOX_GROUP, START_GROUP } from './firstPaintChunks.ts';
import { ASSETS, EXPORT_LIST, PAGE_ENTRIES, RUNTIME, bareName, namePairs, references } from './builtCode.ts';

/**
 * Files that are never joined into a route's: the app's and the entry's (every page has them), the bundler's runtime
 * (the page carries it with `start`, scripts/inlineEntry.ts), the sandbox of a sandbox build (it starts before the app,
 * and a route's file waits for the app's).
 */
const SHARED = new RegExp(`^(${[APP_GROUP, START_GROUP, SANDBOX_GROUP, ...PAGE_ENTRIES, RUNTIME].join('|')})-`);

export interface RouteMerge {
  /** The page of a route whose first render needs `files` (`assets/…`): its import map and its links to the one file. */
  page(html: string, files: string[]): string;
  /** The import map of a route whose first render needs `files`, or none. */
  mapOf(files: string[]): Record<string, string> | null;
  /** The import maps the pages carry, for their hashes (scripts/csp.ts). */
  scripts(): string[];
}

/** Renames the joinable files' exports in `dist` and joins the files of each list in `routes` (the routes' first-render files, `assets/…`). */
export async function routeMerge(dist: string, routes: string[][]): Promise<RouteMerge> {
  const dir = join(dist, ASSETS);
  const all = readdirSync(dir).filter((file) => file.endsWith('.js'));
  const code = new Map(all.map((file) => [file, readFileSync(join(dir, file), 'utf8')]));
  const wanted = [...new Set(routes.flat().map(bareName))].filter((file) => code.has(file) && !SHARED.test(file)).sort();

  // Joinable: ends in one export list, exports nothing else, and every file names it in a way that can be renamed.
  const joinable = wanted.filter((file) => {
    const own = code.get(file)!;
    if (!EXPORT_LIST.test(own) || (own.match(/(^|[;}])export[\s{*]/g) ?? []).length !== 1) return false;
    const ways = references(file);
    for (const text of code.values()) {
      const known = (text.match(ways.named) ?? []).length + (text.match(ways.bare) ?? []).length + (text.match(ways.dynamic) ?? []).length;
      if ((text.match(ways.any) ?? []).length !== known) return false;
    }
    return true;
  });
  const suffix = new Map(joinable.map((file, i) => [file, `$${i.toString(36)}`]));

  // Rename: in each joinable file's export list, and in every file that names it.
  for (const [file, text] of code) {
    let out = text;
    for (const [target, tail] of suffix) {
      const ways = references(target);
      out = out
        .replace(ways.named, (_all, names: string) => {
          const renamed = namePairs(names).map(([exported, local]) => `${exported}${tail} as ${local ?? exported}`);
          return `import{${renamed.join(',')}}from"./${target}";`;
        })
        .replace(ways.dynamic, (_all, param: string, name: string) => `import(\`./${target}\`).then(${param}=>${param}.${name}${tail})`);
    }
    const tail = suffix.get(file);
    if (tail)
      out = out.replace(EXPORT_LIST, (_all, names: string) => {
        const renamed = namePairs(names).map(([local, exported]) => `${local} as ${exported ?? local}${tail}`);
        return `export{${renamed.join(',')}};`;
      });
    if (out !== text) {
      code.set(file, out);
      writeFileSync(join(dir, file), out);
    }
  }

  // Join each route's joinable files into one; the same files give the same one.
  const joined = new Map<string, { file: string; members: string[] }>();
  for (const list of routes) {
    const members = list.map(bareName).filter((file) => suffix.has(file));
    const key = [...new Set(members)].sort().join(' ');
    if (members.length < 2 || joined.has(key)) continue;
    const entry = '\0route-entry';
    const bundle = await rolldown({
      input: entry,
      logLevel: 'silent',
      plugins: [
        {
          name: 'route-files',
          resolveId(source, importer) {
            if (source === entry) return source;
            const file = source.replace(/^\.\//, '');
            if (importer && code.has(file)) return members.includes(file) ? join(dir, file) : { id: `./${file}`, external: true };
            return null;
          },
          load(id) {
            return id === entry ? members.map((file) => `export * from ${JSON.stringify(`./${file}`)};`).join('\n') : null;
          },
        },
      ],
    });
    const { output } = await bundle.generate({ format: 'es', minify: true });
    await bundle.close();
    const text = output[0].code;
    for (const member of members) if (text.includes(`./${member}`)) throw new Error(`routeMerge: the joined file of ${key} still names ${member}.`);
    const file = `route-${createHash('sha256').update(text).digest('base64url').slice(0, 8)}.js`;
    writeFileSync(join(dir, file), text);
    joined.set(key, { file, members });
  }

  const maps: string[] = [];
  const routeOf = (files: string[]) => joined.get([...new Set(files.map(bareName).filter((file) => suffix.has(file)))].sort().join(' '));
  const mapOf = (files: string[]) => {
    const route = routeOf(files);
    return route ? Object.fromEntries(route.members.map((member) => [`/${ASSETS}/${member}`, `/${ASSETS}/${route.file}`])) : null;
  };
  return {
    mapOf,
    page(html, files) {
      const route = routeOf(files);
      if (!route) return html;
      // Without its map before the scripts, the page would fetch the joined file and the files it joins too.
      if (!html.includes('</title>')) throw new Error(`routeMerge: a page of ${route.file} has no <title> to put its import map after.`);
      const to = `/${ASSETS}/${route.file}`;
      const map = JSON.stringify({ imports: mapOf(files) });
      maps.push(map);
      const isMember = (href: string) => route.members.includes(bareName(href));
      let linked = false;
      const once = () => (linked ? '' : ((linked = true), to));
      return (
        html
          // Before every module script and module preload: a page's import map must come first.
          .replace(/<\/title>/, (tag) => `${tag}<script type="importmap">${map}</script>`)
          .replace(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g, (tag, href: string) => {
            if (!isMember(href)) return tag;
            const first = once();
            return first ? `<link rel="modulepreload" crossorigin fetchpriority="low" href="${first}">` : '';
          })
          // A site page's list for after its first paint (scripts/pageLinks.ts).
          .replace(/ data-preload="([^"]*)"/, (_all, list: string) => {
            const hrefs = list.split(' ');
            const kept = hrefs.filter((href) => !isMember(href));
            return ` data-preload="${[...kept, ...(hrefs.some(isMember) ? [to] : [])].join(' ')}"`;
          })
      );
    },
    scripts: () => [...new Set(maps)],
  };
}
