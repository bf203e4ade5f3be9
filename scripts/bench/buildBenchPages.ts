/**
 * Builds the bench's own pages into a temp directory with the app's Vite
 * version and target (es2020, like vite.config.ts), in production mode:
 *
 * - `/`          the floor: a bare React + react-dom + react-router-dom page;
 * - `/bank/`     the card-type switch page (engine SchemaForm, plain rjsf);
 * - `/overhead/` the order screen drawn by the engine and by hand;
 * - `/hand/`     the fair limit: order details as a plain React page (one
 *   `fetch`, HandOrderDetail), its copy and request written in at build time.
 *
 * They are separate builds so the floor shares no chunk with anything else.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { reactMarkers } from '../reactMarkersPlugin.ts';
import { handPageConfig } from './handPageConfig.ts';

const pages = join(import.meta.dirname, 'pages');
const TARGET = 'es2020';

export async function buildBenchPages(): Promise<string> {
  const out = join(mkdtempSync(join(tmpdir(), 'bench-pages-')), 'site');
  // The same React as the app's build (its markers made without a stack, docs/decisions/056), so the floor and the
  // hand-written page are compared with the app on equal terms.
  const common = { configFile: false as const, logLevel: 'error' as const, mode: 'production', plugins: [react(), reactMarkers()] };
  await build({ ...common, root: join(pages, 'floor'), build: { target: TARGET, outDir: out, emptyOutDir: true, sourcemap: false } });
  const define = { __HAND_PAGE__: JSON.stringify(handPageConfig()) };
  for (const page of ['bank', 'overhead', 'hand']) {
    await build({
      ...common,
      ...(page === 'hand' ? { define } : {}),
      root: join(pages, page),
      base: `/${page}/`,
      build: { target: TARGET, outDir: join(out, page), emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4000 },
    });
  }
  return out;
}
