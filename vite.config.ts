/// <reference types="vitest/config" />
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { formValidators } from './scripts/formValidatorsPlugin.ts';
import { screenValidator } from './scripts/screenValidatorPlugin.ts';
import { securityHeaders } from './scripts/csp.ts';
import { CSP_REPORT_PATH, cspReports } from './scripts/cspReportsPlugin.ts';
import { bridgeContractFile } from './scripts/bridgeContractPlugin.ts';
import { earlyData } from './scripts/earlyDataPlugin.ts';
import { hosting } from './scripts/hostingPlugin.ts';
import { screenWidgetsManifest } from './scripts/screenWidgetsPlugin.ts';
import { screenParts } from './scripts/screenPartsPlugin.ts';
import { leanSchemas } from './scripts/leanSchemasPlugin.ts';
import { firstPaintChunks } from './scripts/firstPaintChunks.ts';
import { leanPreloadHelper } from './scripts/leanPreloadHelper.ts';
import { compileHints } from './scripts/compileHintsPlugin.ts';
import { moduleFiles } from './scripts/moduleFilesPlugin.ts';
import { entryPreloads } from './scripts/entryPreloadsPlugin.ts';
import { sandboxReadyModule } from './scripts/sandboxReadyPlugin.ts';
import { registries } from './scripts/registriesPlugin.ts';
import { reactMarkers } from './scripts/reactMarkersPlugin.ts';
import { mswLean } from './scripts/mswLeanPlugin.ts';
import { scenariosModulePlugin } from './scripts/scenariosModulePlugin.ts';
import { filesThatMock } from './tests/filesThatMock.ts';
import { filesUnderNode } from './tests/filesUnderNode.ts';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const workerScript = () => readFileSync(require.resolve('msw/mockServiceWorker.js'));
const assetsDir = resolve(import.meta.dirname, 'sandbox/assets');

/**
 * Serves MSW's service worker script and the fixture images in the dev server. It is never copied
 * into public/, so a production build cannot ship it (docs/decisions/002); only the sandbox builds
 * get them: the live preview as a static tool (`npm run build:studio`) and the e2e build
 * (`npm run build:e2e`, the production bundle plus the sandbox, which the Playwright suite runs on).
 */
function sandboxWorker(): Plugin {
  return {
    name: 'sandbox-worker',
    apply: (config, { command }) => command === 'serve' || config.mode === 'studio' || config.mode === 'sandbox',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: workerScript() });
      for (const name of readdirSync(assetsDir)) {
        this.emitFile({ type: 'asset', fileName: `sandbox-assets/${name}`, source: readFileSync(resolve(assetsDir, name)) });
      }
    },
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Service-Worker-Allowed', '/');
        res.end(workerScript());
      });
      // Fixture images (product logos) of the sandbox scenarios.
      server.middlewares.use('/sandbox-assets', (req, res, next) => {
        const file = resolve(assetsDir, basename(req.url ?? ''));
        if (!existsSync(file)) return next();
        res.setHeader('Content-Type', file.endsWith('.svg') ? 'image/svg+xml' : 'application/octet-stream');
        res.end(readFileSync(file));
      });
    },
  };
}

// The engine's entries (renderer/index.ts, renderer/check.ts, renderer/react/index.ts) only re-export: declared free of
// side effects, so a chunk that imports one name from an entry does not drag every module behind it along (docs/decisions/022).
const engineEntries = { moduleSideEffects: [{ test: /\/renderer\/(index|check|react\/index)\.ts$/, sideEffects: false }] };

const productBuild: UserConfig['build'] = {
  target: 'es2020',
  sourcemap: false,
  // No module preloading by Vite (docs/decisions/036): no polyfill (≈ 0.3 KiB before the first content; today's web
  // views know modulepreload, Chromium 66+, Safari 17+), and no list of each dynamic import's files in the app's code
  // (≈ 0.5 KiB): the route's HTML links what its first render needs (scripts/routePreloads.ts), and the entry's own
  // imports are linked by scripts/entryPreloadsPlugin.ts. Vite's preload helper, left with nothing to link, is the
  // import itself (scripts/leanPreloadHelper.ts).
  modulePreload: false,
  // dist/.vite/manifest.json: the prerender reads which chunks each route needs and links them in its HTML.
  manifest: true,
  // Two entries: the product web views (history routing) and the promotion pages at /promo/ (hash routing).
  rollupOptions: {
    input: { main: 'index.html', promo: 'promo/index.html' },
    treeshake: engineEntries,
    // Few files on the way to the first content (scripts/firstPaintChunks.ts).
    output: { codeSplitting: firstPaintChunks(import.meta.dirname) },
  },
};

// The live preview as a static tool (npm run build:studio): the preview page and its phone frame, with the sandbox.
const studioBuild: UserConfig['build'] = {
  target: 'es2020',
  outDir: 'dist-studio',
  rollupOptions: { input: { studio: 'studio/index.html', frame: 'studio/frame.html' }, treeshake: engineEntries },
};

// The e2e build: the production bundle with the sandbox (boot starts it in mode "sandbox"), plus the live preview.
const e2eBuild: UserConfig['build'] = {
  ...productBuild,
  outDir: 'dist-e2e',
  rollupOptions: {
    input: { main: 'index.html', promo: 'promo/index.html', studio: 'studio/index.html', frame: 'studio/frame.html' },
    treeshake: engineEntries,
    output: { codeSplitting: firstPaintChunks(import.meta.dirname) },
  },
};

// Where the e2e preview server collects CSP violation reports (playwright.config.ts sets it).
const cspReportFile = process.env.CSP_REPORT_FILE;

const TEST_FILES = ['tests/unit/**/*.test.{ts,tsx}', 'tests/snapshot/**/*.test.{ts,tsx}'];
const MOCKING_FILES = filesThatMock(import.meta.dirname);
/** The shared projects' way of running: one process for many files, each file starting fresh in it. */
const SHARED = { isolate: false, setupFiles: ['tests/freshFile.ts', 'tests/setup.ts'] };
const NODE_FILES = filesUnderNode(import.meta.dirname).filter((file) => !MOCKING_FILES.includes(file));

export default defineConfig(({ mode, command }) => ({
  plugins: [
    react(),
    reactMarkers(),
    mswLean(import.meta.dirname),
    scenariosModulePlugin(import.meta.dirname),
    leanSchemas(import.meta.dirname),
    sandboxWorker(),
    sandboxReadyModule(import.meta.dirname),
    registries(import.meta.dirname),
    formValidators(import.meta.dirname),
    screenValidator(import.meta.dirname),
    screenWidgetsManifest(import.meta.dirname),
    screenParts(import.meta.dirname),
    bridgeContractFile(import.meta.dirname),
    earlyData(import.meta.dirname),
    moduleFiles(),
    entryPreloads(),
    leanPreloadHelper(),
    compileHints(),
    ...(cspReportFile ? [cspReports(cspReportFile)] : []),
    // Last: the pages it serves come after every other plugin's own paths (the CSP reports).
    hosting(),
  ],
  server: { port: 5173 },
  // Pre-bundle everything the sandbox entry needs up front: a dependency found
  // late makes Vite reload the page, which would cut a browser test short.
  optimizeDeps: {
    entries: ['index.html', 'promo/index.html', 'sandbox/browser.ts', 'studio/index.html', 'studio/frame.html'],
    include: ['msw/browser', 'react', 'react-dom/client', 'axios', 'zustand', 'zustand/vanilla'],
  },
  // `npm run preview` serves the production build under the policy the real host should send (docs/hosting.md).
  preview: {
    port: 4173,
    strictPort: true,
    headers: securityHeaders({ apiBase: process.env.VITE_API_BASE, reportUri: cspReportFile ? CSP_REPORT_PATH : undefined }),
  },
  build: mode === 'studio' ? studioBuild : mode === 'sandbox' && command === 'build' ? e2eBuild : productBuild,
  test: {
    environment: 'jsdom',
    restoreMocks: true,
    // The fuzzing file alone takes about two minutes: let it run beside the others on a two-core machine.
    maxWorkers: 2,
    // A test waits for a state, not for a time: this is only the line past which it has hung. A loaded machine
    // runs a heavy case (every edit of every form field) several times slower than an idle one, and must not fail it.
    testTimeout: 60_000,
    projects: [
      // A worker's files share its process (a fresh process per file cost about three minutes a run);
      // tests/freshFile.ts gives each file a fresh start in it: its own modules, window, page and storage.
      // vitest hands a process the next file only if it runs in the same environment, so the jsdom files and
      // the Node files are a project each (run one after the other): mixed, they started some 90 processes, not 4
      // (decision 064).
      { extends: true, test: { name: 'shared-jsdom', include: TEST_FILES, exclude: [...MOCKING_FILES, ...NODE_FILES], ...SHARED } },
      ...(NODE_FILES.length ? [{ extends: true as const, test: { name: 'shared-node', include: NODE_FILES, ...SHARED } }] : []),
      // A file that replaces a module (vi.mock) has a process to itself: the stand-in would reach the next file.
      // (Arrays of a project are added to the root's, so include and setupFiles are each project's own.)
      ...(MOCKING_FILES.length ? [{ extends: true as const, test: { name: 'alone', include: MOCKING_FILES, setupFiles: ['tests/setup.ts'] } }] : []),
    ],
  },
}));
