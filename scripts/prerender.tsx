/**
 * After `vite build`: writes every route's first paint into its HTML, so
 * nothing is blank while JavaScript loads (docs/hosting.md says how a host
 * serves these files; scripts/hostingRule.ts is that rule in code).
 *
 * - dist/<path>/index.html for each path of schemas/routes.json ("/" is
 *   dist/index.html): static pages whole, data screens as their loading state
 *   (both hydrated by the browser), other screens as the app's loader;
 * - dist/404.html: the not-found page, for every other address;
 * - dist/promo/index.html: the loader, and each promotion page's first paint as a template the page's own
 *   script puts in its place by the route after the `#`, which a server never sees (scripts/promoPages.ts).
 *
 * The pages are rendered by app/prerenderPage.tsx through Vite's SSR loader,
 * with the same modules the browser runs.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';
import routesFile from '../schemas/routes.json' with { type: 'json' };
import type { PrerenderedPage } from '../app/prerenderPage.tsx';
import { readManifest, readModuleFiles, routePreloads } from './routePreloads.ts';
import { pageLinks } from './pageLinks.ts';
import { inlineEntries } from './inlineEntry.ts';
import { inlineIcon } from './pageIcon.ts';
import { checkCompileHint } from './compileHintsPlugin.ts';
import { routeMerge } from './routeMerge.ts';
import { ROUTE_FILES } from './routeFiles.ts';
import { writeHeadersFile } from './headersFile.ts';
import { writeScriptHashes } from './csp.ts';
import { FIRST_WINDOW, headerBytes, styleInPage } from './pageStyle.ts';
import { screenWidgetsTable } from './screenWidgetsPlugin.ts';
import { screenPartsTable } from './screenPartsPlugin.ts';
import { featureSources } from '../app/featureSources.ts';
import { readScreen } from './readScreen.ts';
import { PROMO_PAGE_SCRIPT, promoPages } from './promoPages.ts';
import { NOT_FOUND_ROUTE } from '../app/notFoundRoute.ts';

const root = join(import.meta.dirname, '..');
// The output folder: dist/ (npm run build) or the one named on the command line (dist-e2e/<port> for the e2e build).
const dist = join(root, process.argv[2] ?? 'dist');
const appTemplate = readFileSync(join(dist, 'index.html'), 'utf8');
const promoTemplate = readFileSync(join(dist, 'promo', 'index.html'), 'utf8');
// The entry's code goes into each page (scripts/inlineEntry.ts): the built files that imported `start` take it from the page.
const entries = inlineEntries(dist, root);
// The app's file is compiled while it downloads (decision 060): the build stops if the hint did not reach it.
const assetsDir = join(dist, 'assets');
checkCompileHint(
  readdirSync(assetsDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, code: readFileSync(join(assetsDir, name), 'utf8') })),
);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Not in a sandbox build (npm run build:e2e): there the service worker must start before any request, the
// early one included, so the code would finish loading first anyway, and the e2e suite checks the order of the two.
const sandboxBuild = existsSync(join(dist, 'mockServiceWorker.js'));
// Which files a route's first render needs: linked (not in a sandbox build), and joined into one (scripts/routeMerge.ts).
const builtManifest = readManifest(dist);
const manifest = sandboxBuild ? null : builtManifest;
const moduleFiles = readModuleFiles(dist) ?? {};
const widgetsOf = screenWidgetsTable(root);
const partsOf = screenPartsTable(root);

/**
 * What the route's first render needs: linked in the <head> at low priority when the app draws the page,
 * after the first paint when the HTML is the page (scripts/pageLinks.ts, decision 037).
 */
function preloads(start: string, screenId: string | null, entry: string, from = manifest): string {
  if (!from) return '';
  // As the app draws it, its shared parts filled in: a pack a part uses is the screen's too.
  const doc = screenId ? readScreen(screenId) : null;
  return routePreloads(
    from,
    start,
    screenId,
    screenId ? (widgetsOf[screenId] ?? []) : [],
    entry,
    screenId ? (partsOf[screenId] ?? []) : [],
    doc ? featureSources(doc) : [],
    moduleFiles,
  )
    .filter((file) => !entries.inPage.includes(file))
    .map((file) => `/${file}`)
    .join(' ');
}

/** The promotion entry serves every promotion page from one HTML: the app's files for all, each page's own by its hash route. */
function promoPreloads(): { links: string; routes: string } {
  const common = preloads('app/startPromo.ts', null, 'promo/index.html');
  const shared = new Set(common.split(' '));
  const routes = Object.entries(routesFile.promo as Record<string, string>)
    .map(([route, screenId]) => {
      const own = preloads('app/startPromo.ts', screenId, 'promo/index.html')
        .split(' ')
        .filter((file) => file && !shared.has(file));
      return `${route}=${own.join(' ')}`;
    })
    .join(';');
  return { links: common, routes };
}

/** The files of each route's first render, as the build holds them (a sandbox build's too): joined into one per route. */
const routeLists = new Map<string, string[]>(
  [...Object.entries(routesFile.routes as Record<string, string | null>), [NOT_FOUND_ROUTE, null] as const].map(([path, screenId]) => [
    path,
    preloads('app/startApp.ts', screenId ?? routesFile.notFound, 'index.html', builtManifest)
      .split(' ')
      .filter(Boolean),
  ]),
);
const merge = await routeMerge(dist, [...routeLists.values()]);

/** `after`: what follows #root (the promotion pages' templates and their script). */
function fill(template: string, page: PrerenderedPage, path: string, links = '', routeLinks = '', after = ''): string {
  const code = pageLinks(page.whole, links ? links.split(' ') : []);
  // The promotion pages' own files wait for the hash route, known only in the browser (app/preloadChunks.ts).
  const preload = code.rootAttribute + (routeLinks ? ` data-preload-routes="${routeLinks}"` : '');
  // data-route: a host that sends this file for another address (dist/index.html for every path) gets it drawn afresh.
  const rootTag = page.hydrate ? `<div id="root" data-hydrate="${page.hydrate}" data-route="${path}"${preload}>` : `<div id="root"${preload}>`;
  const out = template
    .replace('<div id="root"></div>', () => `${rootTag}${page.html}</div>${after}${page.failed}`)
    .replace('</head>', () => `${code.head}</head>`)
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang}"`)
    .replace(/<title>.*?<\/title>/, (t) => (page.title ? `<title>${escapeHtml(page.title)}</title>` : t));
  if (!out.includes(page.html)) throw new Error('prerender: the template has no empty <div id="root"></div>');
  return merge.page(entries.page(inlineIcon(out, join(root, 'public'))), routeLists.get(path) ?? []);
}

/** The pages the prerender writes from the templates (not the live preview's). */
const pages: string[] = [];
function write(file: string, html: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
function writePage(file: string, html: string) {
  pages.push(file);
  write(file, html);
}

const vite = await createServer({
  root,
  configFile: join(root, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
});
try {
  const { prerenderPage } = (await vite.ssrLoadModule('/app/prerenderPage.tsx')) as typeof import('../app/prerenderPage.tsx');
  let written = 0;
  for (const [path, screenId] of Object.entries(routesFile.routes as Record<string, string | null>)) {
    const page = await prerenderPage(path, screenId ?? routesFile.notFound);
    writePage(
      path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html'),
      fill(appTemplate, page, path, preloads('app/startApp.ts', screenId ?? routesFile.notFound, 'index.html')),
    );
    written += 1;
  }
  writePage(
    join(dist, '404.html'),
    fill(
      appTemplate,
      await prerenderPage(NOT_FOUND_ROUTE, routesFile.notFound),
      NOT_FOUND_ROUTE,
      preloads('app/startApp.ts', routesFile.notFound, 'index.html'),
    ),
  );
  const promo = promoPreloads();
  const promoRoutes = routesFile.promo as Record<string, string>;
  const promoFirstPaints: { route: string; page: PrerenderedPage }[] = [];
  for (const [route, screenId] of Object.entries(promoRoutes))
    promoFirstPaints.push({ route, page: await prerenderPage(route, screenId, screenId, promoRoutes) });
  writePage(
    join(dist, 'promo', 'index.html'),
    // Its boot-failure page offers the download page's ways out: every promotion page needs the code that did not come.
    fill(
      promoTemplate,
      await prerenderPage('/promo/', null, promoRoutes['/downloadTemplate']),
      '/promo/',
      promo.links,
      promo.routes,
      promoPages(promoFirstPaints),
    ),
  );
  // The live preview's pages (the e2e build has them) start from the same handed-over `start`.
  for (const file of [join(dist, 'studio', 'index.html'), join(dist, 'studio', 'frame.html')])
    if (existsSync(file)) write(file, entries.page(readFileSync(file, 'utf8')));
  writeScriptHashes(dist, [...entries.scripts(), ...merge.scripts(), PROMO_PAGE_SCRIPT]);
  // The headers a host must send with these pages, this build's script hashes in its policy.
  const headers = writeHeadersFile(dist);
  // Last, once the headers are known: the stylesheet in each page that still fits the first round trip with them (scripts/pageStyle.ts).
  const budget = FIRST_WINDOW - headerBytes(headers);
  let styled = 0;
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const out = styleInPage(html, dist, budget);
    if (out === html) continue;
    write(file, out);
    styled += 1;
  }
  write(join(dist, ROUTE_FILES), `${JSON.stringify(Object.fromEntries([...routeLists].map(([path, files]) => [path, merge.mapOf(files) ?? {}])), null, 2)}\n`);
  console.log(
    `Prerendered ${written} routes, the not-found page and the promotion pages (${promoFirstPaints.filter(({ page }) => page.hydrate).length} of ${promoFirstPaints.length} drawn from the HTML); ${styled} of ${pages.length} pages carry their stylesheet (the others are over ${budget} bytes with it).`,
  );
} finally {
  await vite.close();
}
