/**
 * `npm run bench`: prints figures, never fails on them (targets are judged by
 * people reading the numbers, not by a timed test).
 *
 * - resolve: resolveScreen of every screen in every scenario that names it,
 *   median and p95 over many iterations (the pure half of the engine).
 * - bundle: gzip size of the production JavaScript, when `npm run build` has
 *   run (dist/), and whether any sandbox code leaked into it.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cpus, totalmem } from 'node:os';
import { resolveScreen } from '../renderer/resolveScreen';
import { readyContext } from '../renderer/context';
import type { Json, JsonObject, ScreenDoc } from '../renderer/types';
import config from '../schemas/config.json';
import appCopy from '../schemas/copy.json';

const root = join(import.meta.dirname, '..');
const ITERATIONS = 2000;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
function p95(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length * 0.95)];
}

console.log(`Machine: ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`);

console.log('resolveScreen (pure view tree), per call:');
const scenarioDir = join(root, 'sandbox', 'scenarios');
const read = (p: string) => JSON.parse(readFileSync(p, 'utf8'));
const base = read(join(scenarioDir, 'default.json'));
for (const file of readdirSync(scenarioDir).filter((f) => f.endsWith('.json')).sort()) {
  const sc = read(join(scenarioDir, file));
  for (const screenId of (sc.screens ?? []) as string[]) {
    const screen = read(join(root, 'schemas', 'screens', `${screenId}.json`)) as ScreenDoc;
    const answer = sc.responses?.loanDetails;
    // Failure scenarios draw no body: nothing to time.
    if (answer?.network || answer?.raw !== undefined || (answer?.body?.code !== undefined && String(answer.body.code) !== '0')) continue;
    const body = answer?.body?.data;
    const data = { ...base.responses.loanDetails.body.data, ...(body ?? {}) };
    const ctx = readyContext(screen, {
      query: base.query,
      data: { detail: data as Json },
      config: config as unknown as JsonObject,
      appCopy: appCopy as unknown as Record<string, Json>,
    });
    for (let i = 0; i < 200; i++) resolveScreen(screen, ctx); // warm-up
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS; i++) {
      const t = performance.now();
      resolveScreen(screen, ctx);
      times.push(performance.now() - t);
    }
    console.log(`  ${screenId.padEnd(12)} ${file.replace('.json', '').padEnd(24)} median ${(median(times) * 1000).toFixed(0).padStart(5)} µs   p95 ${(p95(times) * 1000).toFixed(0).padStart(5)} µs`);
  }
}

const dist = join(root, 'dist', 'assets');
console.log('\nProduction bundle (dist/, from `npm run build`):');
if (!existsSync(dist)) {
  console.log('  not built: run `npm run build` first for these figures.');
} else {
  let total = 0;
  let leaked = false;
  let compiles = false;
  for (const f of readdirSync(dist).filter((f) => f.endsWith('.js')).sort()) {
    const code = readFileSync(join(dist, f));
    const gz = gzipSync(code).length;
    total += gz;
    if (/msw|mockServiceWorker|__sandbox/.test(code.toString())) leaked = true;
    // A schema compiler or eval would need 'unsafe-eval' in the page's CSP.
    if (/new Function\(|compileAsync|addMetaSchema/.test(code.toString())) compiles = true;
    console.log(`  ${f.padEnd(40)} ${(gz / 1024).toFixed(1).padStart(7)} KiB gzip`);
  }
  console.log(`  total JavaScript ${(total / 1024).toFixed(1)} KiB gzip; sandbox code in bundle: ${leaked ? 'YES (bug)' : 'none'}; schema compiler or new Function: ${compiles ? 'YES (bug)' : 'none'}`);
}

// The bank form bench needs a DOM: it runs in its own module after the figures above.
await import('./benchBankForm');
