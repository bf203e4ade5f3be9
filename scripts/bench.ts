/**
 * `npm run bench`: prints figures, never fails on them (targets are judged by
 * people reading the numbers, not by a timed test). It ends with every target
 * of issue 18 (and the standing ones of issue 10), met or missed and by how much:
 *
 * - resolve: resolveScreen of every screen in every scenario that names it.
 * - engine overhead: the order screen through the engine vs written by hand.
 * - bank form: items → form and a card-type switch in jsdom, then in Chromium
 *   (the production /bindBank, SchemaForm alone, plain rjsf).
 * - JS weight: gzip of the JavaScript a first visit of each route loads, in
 *   the production build, next to a bare React + router page (the floor).
 * - fair limit: the app's /orderDetail against the same page written by hand
 *   (one plain `fetch`, the same markup: scripts/bench/pages/hand/), JS and LCP.
 * - Lighthouse (mobile) on every route, three runs each (a route's figure is their median:
 *   bench/medianFigures.ts), on the floor and on the hand-written page.
 * - scale: a list of 100 / 1,000 / 5,000 recommended products (resolve + draw)
 *   and the bank form at 60 / 200 / 500 fields (card-type switch), in Chromium:
 *   both must grow linearly.
 * - repeat (issue 31): the second visit of every product route, its files
 *   cached as docs/hosting.md says, against the floor's cold LCP
 *   (scripts/bench/repeatVisits.ts says how and why).
 *
 * The Chromium parts need the production build (dist/): it is built when
 * missing. They serve dist/ with a stand-in backend (scripts/bench/standInServer.ts)
 * on ports BENCH_PORT..BENCH_PORT+2 (default 4181-4183).
 * `npm run bench -- --only=resolve,overhead,bank,weight,lighthouse,scale,repeat` runs a part;
 * `--routes=/orderDetail,/aboutUs` limits the weight, Lighthouse and repeat parts to
 * those routes (the floor and the fair-limit pair always run);
 * `--devtools-throttling` makes Lighthouse throttle the real load instead of
 * simulating it (a check on the simulation; the targets use the default).
 * Everything printed is also written to bench-results/ (JSON, not committed).
 */
import './bench/productionReact.ts';
import { chromiumLaunch } from './chromiumLaunch.ts';
import './bench/jsdomGlobals.ts';
import { readFileSync, readdirSync, existsSync, mkdirSync, writeFileSync, statSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cpus, totalmem, loadavg } from 'node:os';
import { spawnSync } from 'node:child_process';
import { allFeatures, readyContext, resolveScreen, withPacks } from '../renderer/index.ts';
import type { Json } from '../renderer/index.ts';
import { settings } from '../app/settings.ts';
import { appCopyIn } from '../app/localized.ts';
import { loadScreenDoc } from '../tests/support/loadScreenDoc.ts';
import { median, p95 } from './bench/stats.ts';
import { medianFigures } from './bench/medianFigures.ts';
import { dropDom } from './bench/jsdomGlobals.ts';

const root = join(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const ITERATIONS = 2000;
const PORT = Number(process.env.BENCH_PORT ?? 4181);
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wants = (part: string) => !only || only.includes(part);
const routeFilter = process.argv
  .find((a) => a.startsWith('--routes='))
  ?.slice('--routes='.length)
  .split(',');
const throttling = process.argv.includes('--devtools-throttling') ? 'devtools' : 'simulate';
const results: Record<string, unknown> = {};
const started = Date.now();
/** One line per target (issue 18's, and issue 10's marked so), printed together at the end. */
const targets: string[] = [];
const ratio = (x: number) => `${x.toFixed(2)}×`;
const target = (text: string) => {
  console.log(`  target ${text}`);
  targets.push(text);
};

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const progress = (text: string) => process.stderr.write(`  … ${text}\n`);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

const machine = `${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
console.log(`Machine: ${machine}; load average (1/5/15 min) at start: ${load()}\n`);
results.machine = machine;
results.loadAtStart = loadavg();

// ─── resolveScreen ───────────────────────────────────────────────────────────
if (wants('resolve')) {
  console.log('resolveScreen (pure view tree), per call:');
  const scenarioDir = join(root, 'sandbox', 'scenarios');
  const read = (p: string) => JSON.parse(readFileSync(p, 'utf8'));
  const base = read(join(scenarioDir, 'default.json'));
  const rows: unknown[] = [];
  for (const file of readdirSync(scenarioDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const sc = read(join(scenarioDir, file));
    for (const screenId of (sc.screens ?? []) as string[]) {
      // With its operation packs, as the app hands them (renderer/screenFeatures.ts).
      const screen = withPacks(loadScreenDoc(screenId), allFeatures);
      const answer = sc.responses?.loanDetails;
      // Failure scenarios draw no body: nothing to time.
      if (answer?.network || answer?.raw !== undefined || (answer?.body?.code !== undefined && String(answer.body.code) !== '0')) continue;
      const body = answer?.body?.data;
      const data = { ...base.responses.loanDetails.body.data, ...(body ?? {}) };
      const ctx = readyContext(screen, {
        query: base.query,
        data: { detail: data as Json },
        config: settings,
        appCopy: appCopyIn('en'),
      });
      for (let i = 0; i < 200; i++) resolveScreen(screen, ctx); // warm-up
      const times: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) {
        const t = performance.now();
        resolveScreen(screen, ctx);
        times.push(performance.now() - t);
      }
      rows.push({ screen: screenId, scenario: file, median: median(times), p95: p95(times) });
      console.log(
        `  ${screenId.padEnd(16)} ${file.replace('.json', '').padEnd(30)} median ${(median(times) * 1000).toFixed(0).padStart(5)} µs   p95 ${(p95(times) * 1000).toFixed(0).padStart(5)} µs`,
      );
    }
  }
  results.resolve = rows;
}

// ─── Engine overhead (Node) ──────────────────────────────────────────────────
if (wants('overhead')) {
  progress('engine overhead: order details, engine vs hand-written (interleaved)');
  const { engineOverhead } = await import('./bench/engineOverhead.tsx');
  const o = engineOverhead();
  results.overhead = o;
  const ms = (x: number) => `${x.toFixed(3)} ms`;
  console.log('\nEngine overhead: order details (default scenario), engine vs the same widgets written by hand, interleaved, median');
  console.log('(engine = resolveScreen + NodeView with a loaded runtime; hand = scripts/bench/HandOrderDetail.tsx; React production build):');
  console.log(`  same HTML (useId values aside): ${o.difference ? `NO, ${o.difference}` : 'yes'}`);
  console.log(`  server render, no DOM (renderToString)  engine ${ms(o.serverEngine)}   hand ${ms(o.serverHand)}   ${ratio(o.serverEngine / o.serverHand)}`);
  console.log(`  first draw in jsdom (createRoot)        engine ${ms(o.mountEngine)}   hand ${ms(o.mountHand)}   ${ratio(o.mountEngine / o.mountHand)}`);
  console.log('  (the Chromium figure, a real DOM, comes with the browser parts below)');
  target(
    `(issue 10) engine overhead ≤ 1.25×: renderToString ${ratio(o.serverEngine / o.serverHand)}, jsdom first draw ${ratio(o.mountEngine / o.mountHand)} ` +
      `(${((o.serverEngine - o.serverHand) * 1000).toFixed(0)} µs more per draw without DOM)`,
  );
}

// ─── Bank form (jsdom) ───────────────────────────────────────────────────────
if (wants('bank')) {
  const { bankFormJsdom } = await import('./benchBankForm.tsx');
  results.bankJsdom = await bankFormJsdom();
}

// React may still have unmount work queued for the DOM: let it finish before the DOM goes.
await new Promise((resolve) => setTimeout(resolve, 200));
dropDom();

// ─── The parts in Chromium: production build, bench pages, stand-in servers ──
const browserParts = ['overhead', 'weight', 'bank', 'scale', 'lighthouse', 'repeat'].filter(wants);
if (browserParts.length) {
  if (!existsSync(join(distDir, 'index.html'))) {
    console.log('\ndist/ is missing: running `npm run build` first.');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) {
      console.log('  the build failed: no Chromium figures.');
      process.exit(0);
    }
  }
  const builtAt = statSync(join(distDir, 'index.html')).mtime;
  console.log(
    `\nProduction build: dist/ of ${builtAt.toISOString().replace('T', ' ').slice(0, 16)} UTC (run \`npm run build\` first for figures of the current code).`,
  );

  const { buildBenchPages } = await import('./bench/buildBenchPages.ts');
  const { startStandIn } = await import('./bench/standInServer.ts');
  const { benchRoutes } = await import('./bench/routes.ts');
  const { bankItems, visibleCount } = await import('./bench/bankItems.ts');
  const { builtSecurityHeaders } = await import('./csp.ts');
  progress('building the bench pages (floor, bank form, hand-written order page) into a temp dir');
  const pagesDir = await buildBenchPages();
  const items = bankItems();
  // The app's pages go out with the preview's headers (its Content-Security-Policy, the build's script hashes), as `npm run preview` sends them.
  const headers = builtSecurityHeaders(distDir);
  const app = await startStandIn({ dir: distDir, port: PORT, api: true, headers });
  // The API here too: the hand-written order page calls it at its own origin, as the app does.
  const pages = await startStandIn({ dir: pagesDir, port: PORT + 1, api: true, isolate: ['/overhead/'] });
  const bankApp = await startStandIn({
    dir: distDir,
    port: PORT + 2,
    api: true,
    headers,
    overrides: { cardInit: { body: { code: '00', message: 'ok', data: { items } } } },
  });
  console.log(
    `Served by a stand-in static server (docs/hosting.md rules, scripts/hostingRule.ts, as \`npm run preview\`) that also answers the API paths of actions/api/endpoints.ts\n` +
      `with sandbox/scenarios/default.json's answers, so the unchanged production bundle draws real screens: ${app.url}.\n` +
      `The floor: a bare React + react-dom + react-router-dom page (BrowserRouter, one route, a heading), Vite ${(await import('vite')).version}, target es2020: ${pages.url}/.`,
  );
  const allRoutes = benchRoutes();
  const routes = allRoutes.filter((r) => !routeFilter || routeFilter.includes(r.label));
  const unknownRoutes = routeFilter?.filter((label) => !allRoutes.some((r) => r.label === label)) ?? [];
  if (unknownRoutes.length)
    console.log(`  --routes: no such route ${unknownRoutes.join(', ')} (routes are labelled as in the tables: /orderDetail, /promo/#/)`);
  if (routeFilter)
    console.log(
      `  --routes: the weight, Lighthouse and repeat parts measure ${routes.length} of ${allRoutes.length} routes (a partial run: "every route" below means these).`,
    );
  // The fair limit's pair: the app's order details and the hand-written page, with the same page query.
  const orderRoute = allRoutes.find((r) => r.label === '/orderDetail')!;
  const handUrl = `${pages.url}/hand/${new URL(orderRoute.url, app.url).search}`;

  try {
    // ─── Engine overhead in Chromium ─────────────────────────────────────────
    if (wants('overhead')) {
      progress('engine overhead in Chromium');
      const { engineOverheadChromium } = await import('./bench/engineOverheadChromium.ts');
      const c = await engineOverheadChromium(`${pages.url}/overhead/`);
      results.overheadChromium = c;
      console.log('\nEngine overhead in Chromium (same pair, drawn into the page: render, commit, style and layout; interleaved, median):');
      console.log(
        `  same DOM (useId values aside): ${c.difference ? `NO, ${c.difference}` : 'yes'}; timer resolution ${c.isolated ? '5 µs (cross-origin isolated)' : '100 µs'}`,
      );
      console.log(`  first draw (createRoot + layout)        engine ${c.engine.toFixed(3)} ms   hand ${c.hand.toFixed(3)} ms   ${ratio(c.engine / c.hand)}`);
      target(`(issue 10) engine overhead ≤ 1.25× in Chromium: ${ratio(c.engine / c.hand)} (${c.engine / c.hand <= 1.25 ? 'met' : 'missed'})`);
    }

    // ─── JS weight ───────────────────────────────────────────────────────────
    if (wants('weight')) {
      const { chromium } = await import('playwright');
      const { measureWeights, measureFloor, markers } = await import('./bench/jsWeight.ts');
      const { handVsEngine } = await import('./bench/handVsEngine.ts');
      const browser = await chromium.launch(chromiumLaunch);
      let floor = 0;
      let weights: Awaited<ReturnType<typeof measureWeights>>;
      let pair: Awaited<ReturnType<typeof handVsEngine>>;
      try {
        progress('JS weight: the floor page');
        floor = await measureFloor(browser, pages.url, pagesDir);
        weights = await measureWeights(browser, app.url, distDir, routes, (r) => progress(`JS weight: ${r}`));
        progress('JS weight: /orderDetail and the hand-written order page');
        pair = await handVsEngine(browser, app.url + orderRoute.url, distDir, handUrl, pagesDir);
      } finally {
        await browser.close();
      }
      const { rows, read } = weights;
      console.log('\nJS weight of a first visit (Chromium, iPhone 13, until network idle; the .js files fetched, gzipped from dist/):');
      console.log(`  floor (bare React page)          ${kib(floor).padStart(6)} KiB`);
      console.log(`  ${'route'.padEnd(26)} ${'KiB'.padStart(6)} ${'×floor'.padStart(7)}  files  rjsf  ajv        sandbox  drawn`);
      for (const r of rows) {
        console.log(
          `  ${r.route.label.padEnd(26)} ${kib(r.gzip).padStart(6)} ${(r.gzip / floor).toFixed(2).padStart(6)}×  ${String(r.chunks.length).padStart(5)}  ${(r.rjsf ? 'YES' : 'no').padEnd(4)}  ${(r.ajv ?? 'no').padEnd(9)}  ${(r.sandbox ? 'YES' : 'no').padEnd(7)}  ${r.drawn}`,
        );
      }
      // Every production file, loaded by a route or not: no sandbox, no schema compiler.
      const assets = readdirSync(join(distDir, 'assets')).filter((f) => f.endsWith('.js'));
      const leaked = assets.filter((f) => markers.sandbox.test(readFileSync(join(distDir, 'assets', f), 'utf8')));
      const compilers = assets.filter((f) => /new Function\(|compileAsync|addMetaSchema/.test(readFileSync(join(distDir, 'assets', f), 'utf8')));
      const total = assets.reduce((s, f) => s + gzipSync(readFileSync(join(distDir, 'assets', f))).length, 0);
      const productRows = rows.filter((r) => r.route.kind !== 'static');
      const over = productRows.filter((r) => r.gzip > 1.5 * floor);
      const sorted = [...productRows].sort((a, b) => a.gzip - b.gzip);
      const noForm = rows.filter((r) => r.route.kind !== 'form');
      const rjsfLeak = noForm.filter((r) => r.rjsf || r.ajv === 'lib');
      const validatorEverywhere = noForm.filter((r) => r.ajv === 'validator');
      console.log(
        `  all of dist/assets: ${assets.length} .js files, ${kib(total)} KiB gzip; sandbox code: ${leaked.length ? `YES (${leaked.join(', ')})` : 'none'}; schema compiler or new Function: ${compilers.length ? `YES (${compilers.join(', ')})` : 'none'}`,
      );
      console.log(
        `  fair limit: /orderDetail ${kib(pair.engineJs)} KiB, the same page by hand (plain fetch, HandOrderDetail) ${kib(pair.handJs)} KiB, ${ratio(pair.engineJs / pair.handJs)}; ` +
          `same loanDetails request: ${pair.requestDifference ? `NO, ${pair.requestDifference}` : 'yes'}; same markup: ${pair.markupDifference ? `NO, ${pair.markupDifference}` : 'yes'}`,
      );
      if (sorted.length) {
        const [lightest, heaviest] = [sorted[0], sorted.at(-1)!];
        const limit = 1.5 * floor;
        target(
          `JS of a first visit ≤ 1.5× the floor on product screens (${kib(limit)} KiB): ` +
            (over.length
              ? `missed on ${over.length} of ${productRows.length}, by up to ${kib(heaviest.gzip - limit)} KiB (${over.map((r) => `${r.route.label} ${ratio(r.gzip / floor)}`).join(', ')})`
              : `met on all ${productRows.length}, ${kib(limit - heaviest.gzip)} KiB to spare on the heaviest`) +
            ` (lightest ${lightest.route.label} ${kib(lightest.gzip)} KiB ${ratio(lightest.gzip / floor)}, heaviest ${heaviest.route.label} ${kib(heaviest.gzip)} KiB ${ratio(heaviest.gzip / floor)})`,
        );
      }
      target(
        `fair limit, JS (a figure, no target): /orderDetail ${kib(pair.engineJs)} KiB against the hand-written page's ${kib(pair.handJs)} KiB, ${ratio(pair.engineJs / pair.handJs)}` +
          (pair.requestDifference || pair.markupDifference ? ' (NOT the same page: see above)' : ''),
      );
      target(
        `(issue 10) no rjsf/ajv on pages without a form: rjsf or the ajv library on ${rjsfLeak.length} of ${noForm.length} such routes` +
          (validatorEverywhere.length ? `; ajv-generated validator code (the run-time screen meta-schema check) on ${validatorEverywhere.length} of them` : ''),
      );
      target(`(issue 10) no sandbox code in any production chunk: ${leaked.length ? `MISSED (${leaked.join(', ')})` : 'met'}`);

      // What weighs: the chunks a product screen loads, shared out by package.
      progress('JS weight: analysing the chunks (production build again, in memory)');
      const { chunkBreakdown, weighGroups } = await import('./bench/chunkBreakdown.ts');
      const breakdown = await chunkBreakdown();
      for (const label of ['/orderDetail', '/bindBank', '/']) {
        const row = rows.find((r) => r.route.label === label);
        if (!row) continue;
        const chunks = row.chunks.map((f) => read('/' + f)).filter((c) => !!c);
        console.log(
          `  what ${label} loads (${kib(row.gzip)} KiB), by chunk: in the page ${kib(row.inPage)}, ${chunks.map((c) => `${c.file.replace('assets/', '')} ${kib(c.gzip)}`).join(', ')}`,
        );
        console.log(
          `    by package or folder (≈: each chunk's gzip shared out by pre-minification size): ${weighGroups(breakdown, chunks)
            .slice(0, 12)
            .map(([g, n]) => `${g} ${kib(n)}`)
            .join(', ')}`,
        );
      }
      results.weight = { floor, rows: rows.map((r) => ({ ...r, route: r.route.label })), total, leaked, compilers, fairLimit: pair };
    }

    // ─── Bank form in Chromium ─────────────────────────────────────────────────
    if (wants('bank')) {
      progress('bank form: card-type switches in Chromium (app, SchemaForm alone, plain rjsf)');
      const { bankSwitchFigures } = await import('./bench/bankFormChromium.ts');
      const counts: [number, number] = [visibleCount(items, 1), visibleCount(items, 2)];
      const { figures, frameCost, chromium } = await bankSwitchFigures([
        {
          name: 'app /bindBank (production build: tab → ui.set → resolve → SchemaForm)',
          url: `${bankApp.url}/bindBank?product_id=1001&productId=1001`,
          field: '.w-field',
          counts,
        },
        { name: 'SchemaForm alone (ready-made forms swapped)', url: `${pages.url}/bank/?mode=schemaForm`, field: '.w-field', counts },
        {
          name: 'plain @rjsf/core, all 60 fields, naive re-render',
          url: `${pages.url}/bank/?mode=plain`,
          field: 'form input:not([type=hidden]), form select',
          counts,
        },
      ]);
      const [appFig, , plain] = figures;
      console.log(
        `\nBank form in Chromium ${chromium} (iPhone 13 viewport, no CPU throttling; ${counts[0]} ↔ ${counts[1]} fields), card-type switch, median of ${appFig.samples}:`,
      );
      console.log(`  ${''.padEnd(74)} click → laid out   click → painted frame`);
      for (const f of figures) console.log(`  ${f.name.padEnd(74)} ${f.dom.toFixed(1).padStart(8)} ms   ${f.frame.toFixed(1).padStart(10)} ms`);
      console.log(`  (frames come every ${frameCost.toFixed(1)} ms here: a painted figure of one frame step means the switch made the very next frame)`);
      target(
        `(issue 10) bank switch ≤ 16 ms (${counts[0]} ↔ ${counts[1]} fields): app ${appFig.dom.toFixed(1)} ms (${appFig.dom <= 16 ? 'met' : `missed by ${(appFig.dom - 16).toFixed(1)} ms`})`,
      );
      target(`(issue 10) bank switch ≥ 5× faster than plain rjsf: ${ratio(plain.dom / appFig.dom)} (${plain.dom / appFig.dom >= 5 ? 'met' : 'missed'})`);
      results.bankChromium = { figures, frameCost, chromium };
    }

    // ─── Cost in the data (issue 18): products and the bank form, 3 sizes each ──
    if (wants('scale')) {
      const { buildScalePage, scaleProductFigures } = await import('./bench/scaleProducts.ts');
      const { scaleBankFigures } = await import('./bench/scaleBank.ts');
      progress('cost in the data: 100 / 1,000 / 5,000 recommended products, resolve + draw in Chromium');
      await buildScalePage(pagesDir);
      const products = await scaleProductFigures(`${pages.url}/scale/`);
      console.log(`\nCost in the data, Chromium ${products.chromium} (iPhone 13 viewport, no CPU throttling, production React), median:`);
      console.log('  sign-in failure screen with n recommended products, first draw (resolve + render + commit + style and layout):');
      for (const f of products.figures) {
        const all = f.drawn === f.count ? 'all drawn' : `ONLY ${f.drawn} DRAWN`;
        console.log(
          `  ${String(f.count).padStart(5)} products ${f.ms.toFixed(1).padStart(8)} ms   ${(f.perItem * 1000).toFixed(0).padStart(5)} µs per product   ` +
            `(resolve ${f.resolve.toFixed(1)} ms, style and layout ${f.layout.toFixed(1)} ms; ${all}, ${f.samples} draws)`,
        );
      }
      const thousand = products.figures.find((f) => f.count === 1000)!;
      const [fewest, most] = [products.figures[0], products.figures.at(-1)!];
      const productGrowth = most.perItem / fewest.perItem;
      target(
        `1,000 products ≤ 300 ms (resolve + draw): ${thousand.ms.toFixed(0)} ms (${thousand.ms <= 300 ? 'met' : `missed by ${(thousand.ms - 300).toFixed(0)} ms`})`,
      );
      target(
        `products grow linearly (per product, ${most.count} vs ${fewest.count}, ≤ 1.5×): ${ratio(productGrowth)} (${productGrowth <= 1.5 ? 'met' : 'missed'})`,
      );

      progress('cost in the data: the bank form at 60 / 200 / 500 fields, card-type switch in Chromium');
      const bank = await scaleBankFigures(app.url);
      console.log(`  app /bindBank, card-type switch (click → the new fields laid out; painted frame in steps of ${bank.frameCost.toFixed(1)} ms):`);
      for (const f of bank.figures) {
        console.log(
          `  ${String(f.fields).padStart(5)} fields (${f.shown[0]} ↔ ${f.shown[1]} shown) ${f.dom.toFixed(1).padStart(8)} ms   ${((f.dom / f.fields) * 1000).toFixed(0).padStart(5)} µs per field   painted ${f.frame.toFixed(1)} ms   (${f.samples} switches)`,
        );
      }
      const [smallForm, bigForm] = [bank.figures[0], bank.figures.at(-1)!];
      const formGrowth = bigForm.dom / bigForm.fields / (smallForm.dom / smallForm.fields);
      target(
        `card-type switch at ${bigForm.fields} fields ≤ 16 ms: ${bigForm.dom.toFixed(1)} ms (${bigForm.dom <= 16 ? 'met' : `missed by ${(bigForm.dom - 16).toFixed(1)} ms`})`,
      );
      target(
        `bank form grows linearly (per field, ${bigForm.fields} vs ${smallForm.fields}, ≤ 1.5×): ${ratio(formGrowth)} (${formGrowth <= 1.5 ? 'met' : 'missed'})`,
      );
      results.scale = { products, bank };
    }

    // ─── Lighthouse ────────────────────────────────────────────────────────────
    if (wants('lighthouse')) {
      const { withLighthouse } = await import('./bench/lighthouseRuns.ts');
      const lhVersion = JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
      await withLighthouse(
        async (run) => {
          // The floor, the hand-written order page and the app's /orderDetail run together at the start, the middle
          // and the end: machine load drifts during the runs, and the fair limit's two sides should share it.
          type Figures = Awaited<ReturnType<typeof run>>;
          const [floorRuns, handRuns, pairRuns]: Figures[][] = [[], [], []];
          const checkpoint = async () => {
            const n = floorRuns.length + 1;
            progress(`Lighthouse: floor, hand-written order page, app /orderDetail (${n}/3)`);
            floorRuns.push(await run(`${pages.url}/`, `floor-${n}`));
            handRuns.push(await run(handUrl, `hand-orderDetail-${n}`));
            pairRuns.push(await run(app.url + orderRoute.url, `orderDetail-pair-${n}`));
          };
          await checkpoint();
          // Every route three times (issue 31 measures medians of 3), in three passes over the routes rather than three
          // runs in a row, so a slow minute of the machine falls on many routes once, not on one route three times.
          const passes = 3;
          const runsOf = new Map<string, Figures[]>(routes.map((r) => [r.label, []]));
          const total = passes * routes.length;
          for (let pass = 1; pass <= passes; pass++) {
            for (const [i, r] of routes.entries()) {
              const done = (pass - 1) * routes.length + i;
              if (done === Math.floor(total / 2)) await checkpoint();
              progress(`Lighthouse: ${r.label} (run ${pass}/${passes}, ${i + 1}/${routes.length})`);
              // The first pass's report keeps the route's own name (the one earlier rounds' notes point to).
              runsOf.get(r.label)!.push(await run(app.url + r.url, pass === 1 ? r.label : `${r.label}-run-${pass}`));
            }
          }
          while (floorRuns.length < 3) await checkpoint();
          const rows: (Figures & { route: (typeof routes)[number]; runs: Figures[] })[] = routes.map((r) => ({
            route: r,
            runs: runsOf.get(r.label)!,
            ...medianFigures(runsOf.get(r.label)!),
          }));
          const floorFcp = median(floorRuns.map((f) => f.fcp));
          const floorLcp = median(floorRuns.map((f) => f.lcp));
          const handLcp = median(handRuns.map((f) => f.lcp));
          const pairLcp = median(pairRuns.map((f) => f.lcp));
          const ms = (x: number) => `${x.toFixed(0)} ms`;
          const pct = (x: number, base: number) => `${x >= base ? '+' : ''}${((x / base - 1) * 100).toFixed(0)} %`;
          const line = (label: string, f: Figures, extra = '') =>
            `  ${label.padEnd(26)} ${(f.score ?? NaN).toFixed(2).padStart(5)} ${f.fcp.toFixed(0).padStart(6)} ${f.lcp.toFixed(0).padStart(6)} ${f.tbt.toFixed(0).padStart(6)} ${f.cls.toFixed(3).padStart(6)} ` +
            `${pct(f.fcp, floorFcp).padStart(12)} ${pct(f.lcp, floorLcp).padStart(12)}  ${extra}${f.warning ? `  (!) ${f.warning}` : ''}`;
          const how = throttling === 'simulate' ? 'simulated throttling: slow 4G, 4× CPU' : 'DevTools throttling of the real load (--devtools-throttling)';
          console.log(`\nLighthouse ${lhVersion} (mobile, ${how}), production build on the stand-in server:`);
          console.log(`  ${'page'.padEnd(26)} score  FCP ms LCP ms TBT ms    CLS FCP vs floor LCP vs floor  kind`);
          floorRuns.forEach((f, i) => console.log(line(`floor run ${i + 1}`, f)));
          console.log(`  floor (median of ${floorRuns.length}): FCP ${ms(floorFcp)}, LCP ${ms(floorLcp)}`);
          handRuns.forEach((f, i) => console.log(line(`order page by hand, run ${i + 1}`, f)));
          pairRuns.forEach((f, i) => console.log(line(`/orderDetail beside it, ${i + 1}`, f)));
          console.log(
            `  fair limit (median of ${handRuns.length} each): the hand-written order page LCP ${ms(handLcp)}, the app's /orderDetail ${ms(pairLcp)}`,
          );
          // Where the difference goes (issue 31): the files before the first content of the median run of each side.
          const medianRun = (runs: Figures[]) => [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)];
          for (const [label, f] of [
            ['the hand-written order page', medianRun(handRuns)],
            ["the app's /orderDetail", medianRun(pairRuns)],
          ] as const) {
            const kibSum = f.beforeContent.reduce((s, x) => s + x.kib, 0);
            const msSum = f.beforeContent.reduce((s, x) => s + x.ms, 0);
            console.log(
              `  before the first content of ${label} (its median run): ${f.beforeContent.length} files, ${kib(kibSum * 1024)} KiB, ${ms(msSum)} of script at 4× CPU: ` +
                f.beforeContent.map((x) => `${x.file} ${kib(x.kib * 1024)} KiB${x.ms >= 1 ? ` ${x.ms.toFixed(0)} ms` : ''}`).join(', '),
            );
          }
          console.log(`  every route below: the median of its ${passes} runs (CLS: the largest), scripts/bench/medianFigures.ts`);
          for (const r of rows) console.log(line(r.route.label, r, `${r.route.kind}${r.route.data ? ' · data' : ''}`));

          type Row = (typeof rows)[number];
          /** Every row of `group` must keep a limit; `over(r)` > 0 is how far past it r went, `show(r)` its figure. */
          const verdict = (group: Row[], over: (r: Row) => number, show: (r: Row) => string) => {
            if (!group.length) return 'no such route measured';
            const byOver = [...group].sort((a, b) => over(b) - over(a));
            const missed = byOver.filter((r) => over(r) > 0);
            return missed.length
              ? `missed on ${missed.length} of ${group.length}: ${missed.map(show).join(', ')}`
              : `met on all ${group.length} (closest ${show(byOver[0])})`;
          };
          const product = rows.filter((r) => r.route.kind !== 'static');
          const dataScreens = rows.filter((r) => r.route.data);
          const statics = rows.filter((r) => r.route.kind === 'static');
          const lcpLimit = 1.2 * floorLcp;
          target(
            `FCP of every product screen ≤ the floor's FCP (${ms(floorFcp)}): ` +
              verdict(
                product,
                (r) => r.fcp - floorFcp,
                (r) => `${r.route.label} ${ms(r.fcp)} ${pct(r.fcp, floorFcp)}`,
              ) +
              (product.length ? `; median ${ms(median(product.map((r) => r.fcp)))}` : ''),
          );
          target(
            `LCP of every data screen ≤ 1.2× the floor's LCP (${ms(lcpLimit)}): ` +
              verdict(
                dataScreens,
                (r) => r.lcp - lcpLimit,
                (r) =>
                  `${r.route.label} ${ms(r.lcp)} ${ratio(r.lcp / floorLcp)} the floor, ${ms(Math.abs(r.lcp - lcpLimit))} ${r.lcp > lcpLimit ? 'over' : 'under'}`,
              ) +
              (dataScreens.length ? `; median ${ms(median(dataScreens.map((r) => r.lcp)))} ${ratio(median(dataScreens.map((r) => r.lcp)) / floorLcp)}` : ''),
          );
          // Issue 31 measures the data screens against the same page written by hand (one fetch, same markup), not the bare floor.
          const handLimit = 1.2 * handLcp;
          target(
            `(issue 31) LCP of every data screen ≤ 1.2× the hand-written order page's (${ms(handLimit)}): ` +
              verdict(
                dataScreens,
                (r) => r.lcp - handLimit,
                (r) => `${r.route.label} ${ms(r.lcp)} ${ratio(r.lcp / handLcp)}, ${ms(Math.abs(r.lcp - handLimit))} ${r.lcp > handLimit ? 'over' : 'under'}`,
              ),
          );
          const fair = pairLcp / handLcp;
          target(
            `fair limit, LCP ≤ 1.1× the hand-written order page: /orderDetail ${ms(pairLcp)} against ${ms(handLcp)} (medians of ${handRuns.length} side-by-side runs), ${ratio(fair)}: ` +
              (fair <= 1.1 ? `met, ${ms(1.1 * handLcp - pairLcp)} to spare` : `missed by ${ms(pairLcp - 1.1 * handLcp)}`) +
              `; the hand-written page itself ${ratio(handLcp / floorLcp)} the floor's LCP`,
          );
          const forms = rows.filter((r) => r.route.kind === 'form');
          const runFigures = (r: Row, pick: (f: Figures) => number, digits = 0) => r.runs.map((f) => pick(f).toFixed(digits)).join(', ');
          target(
            `(issue 31) TBT of the form pages ≤ 50 ms (median of ${passes} runs each): ${verdict(
              forms,
              (r) => r.tbt - 50,
              (r) => `${r.route.label} ${ms(r.tbt)} (${runFigures(r, (f) => f.tbt)})`,
            )}`,
          );
          target(
            `CLS 0 on every route: ${verdict(
              rows,
              (r) => r.cls,
              (r) => `${r.route.label} ${r.cls.toFixed(4)}`,
            )}`,
          );
          target(
            `Lighthouse score ≥ 0.99 on every route: ${verdict(
              rows,
              (r) => 0.99 - (r.score ?? 0),
              (r) => `${r.route.label} ${r.score?.toFixed(2) ?? 'none'} (${runFigures(r, (f) => f.score ?? NaN, 2)})`,
            )}`,
          );
          target(
            `static pages' LCP below the floor's (${ms(floorLcp)}): ` +
              verdict(
                statics,
                (r) => r.lcp - floorLcp + 1e-9,
                (r) => `${r.route.label} ${ms(r.lcp)} ${pct(r.lcp, floorLcp)}`,
              ),
          );
          // A slower machine than the last run's reads as a slower page: say how fast this one was, run by run.
          const speeds = [...floorRuns, ...handRuns, ...pairRuns, ...rows.flatMap((r) => r.runs)].map((r) => r.benchmarkIndex).filter(Number.isFinite);
          if (speeds.length) {
            const sorted = [...speeds].sort((a, b) => a - b);
            target(
              `the machine, a figure (Lighthouse's benchmarkIndex; higher is faster, it warns under 1000): median ${Math.round(sorted[Math.floor(sorted.length / 2)])}, ` +
                `${Math.round(sorted[0])}–${Math.round(sorted.at(-1)!)} over ${sorted.length} runs; the floor's TBT ${floorRuns.map((r) => ms(r.tbt)).join(', ')}`,
            );
          }
          console.log('  (each report is in bench-results/lighthouse/<page>.json)');
          const strip = (r: Row) => ({ ...r, route: r.route.label });
          results.lighthouse = { version: lhVersion, floorRuns, floorFcp, floorLcp, handRuns, handLcp, pairRuns, pairLcp, rows: rows.map(strip) };
        },
        join(root, 'bench-results', 'lighthouse'),
        throttling,
      );
    }

    // ─── Second visits (issue 31) ──────────────────────────────────────────────
    if (wants('repeat')) {
      const { repeatVisits } = await import('./bench/repeatVisits.ts');
      const product = routes.filter((r) => r.kind !== 'static');
      const r = await repeatVisits(
        `${pages.url}/`,
        product.map((route) => ({ label: route.label, url: app.url + route.url })),
        join(root, 'bench-results', 'lighthouse'),
        progress,
      );
      const ms = (x: number) => `${x.toFixed(0)} ms`;
      const cached = (f: (typeof r.rows)[number] | typeof r.floorSecond) =>
        `${f.requests.fromCache}/${f.requests.total} from the cache, ${kib(f.requests.networkBytes)} KiB over the network`;
      console.log('\nSecond visits (Lighthouse mobile, simulated throttling, the cache of a first visit kept; see scripts/bench/repeatVisits.ts):');
      r.floorColdRuns.forEach((f, i) =>
        console.log(`  floor, cold, run ${i + 1}          LCP ${f.lcp.toFixed(0).padStart(6)} ms${f.warning ? `  (!) ${f.warning}` : ''}`),
      );
      console.log(`  floor, cold (median of ${r.floorColdRuns.length})      LCP ${r.floorCold.toFixed(0).padStart(6)} ms   ← the target`);
      console.log(`  floor, second visit          LCP ${r.floorSecond.lcp.toFixed(0).padStart(6)} ms   (${cached(r.floorSecond)})`);
      console.log(`  ${'route'.padEnd(28)} second visit LCP   FCP ms   vs floor cold   requests`);
      for (const row of r.rows)
        console.log(
          `  ${row.label.padEnd(28)} ${row.lcp.toFixed(0).padStart(12)} ms ${row.fcp.toFixed(0).padStart(8)}   ${`${row.lcp <= r.floorCold ? '' : '+'}${(row.lcp - r.floorCold).toFixed(0)} ms`.padStart(13)}   ${cached(row)}${row.warning ? `  (!) ${row.warning}` : ''}`,
        );
      const missed = r.rows.filter((row) => !(row.lcp <= r.floorCold)).sort((a, b) => b.lcp - a.lcp);
      const slowest = [...r.rows].sort((a, b) => b.lcp - a.lcp)[0];
      target(
        `(issue 31) second visit LCP ≤ the floor's cold LCP (${ms(r.floorCold)}): ` +
          (!r.rows.length
            ? 'no product route measured'
            : missed.length
              ? `missed on ${missed.length} of ${r.rows.length}: ${missed.map((row) => `${row.label} ${Number.isNaN(row.lcp) ? 'no LCP' : ms(row.lcp)}`).join(', ')}`
              : `met on ${r.rows.length} of ${r.rows.length} (slowest ${slowest.label} ${ms(slowest.lcp)}, median ${ms(median(r.rows.map((row) => row.lcp)))})`),
      );
      results.repeat = r;
    }
  } finally {
    await Promise.all([app.close(), pages.close(), bankApp.close()]);
    rmSync(dirname(pagesDir), { recursive: true, force: true });
  }
}

if (targets.length) {
  console.log(
    '\nTargets of issue 18 (figures above; a missed target is reported, never failed; "(issue 10)": standing targets of issue 10; "(issue 31)": second visits):',
  );
  for (const t of targets) console.log(`  - ${t}`);
}
console.log(`\nDone in ${((Date.now() - started) / 60000).toFixed(1)} min; load average at the end: ${load()}.`);
results.loadAtEnd = loadavg();
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'latest.json'), JSON.stringify(results, null, 2));
