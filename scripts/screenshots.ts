/**
 * `npm run screenshots`: every screen in every sandbox scenario that names it,
 * at phone size (390 × 844, touch), in the profile's default language, as PNG
 * files under screenshots/ with an index.html to look through: what a person
 * reads before saying a screen is done (docs/qa.md).
 *
 * It builds the production bundle with the sandbox (as the e2e suite does)
 * into dist-e2e/screenshots, serves it with `vite preview` and walks the pages
 * in Debian's Chromium. Options:
 *   --lang=fil          another language of the profile (or --lang=all)
 *   --screen=bindBank   only these screens (comma-separated)
 *   --no-build          reuse the last build
 * Screens no scenario names (the site, the legal pages) are shot once in the
 * default scenario. Pictures are not committed (screenshots/ is ignored).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from './chromiumLaunch.ts';
import PH from '../schemas/markets/PH.json' with { type: 'json' };
import { addressOf, routedScreens, scenarioCases, scenarios, titleOf } from '../tests/support/scenarioAddresses.ts';
import { settledText } from '../tests/support/settledText.ts';
import { PHONE } from '../tests/support/phone.ts';

const root = join(import.meta.dirname, '..');
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 5390);
const OUT_BUILD = 'dist-e2e/screenshots';
const OUT = join(root, 'screenshots');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

const langArg = arg('lang') ?? PH.defaultLanguage;
const languages = langArg === 'all' ? PH.languages : langArg.split(',');
const only = arg('screen')?.split(',');
const pick = (screen: string) => !only || only.includes(screen);

const named = new Set(scenarioCases.map((c) => c.screen));
const cases = [...scenarioCases, ...routedScreens.filter((screen) => !named.has(screen)).map((screen) => ({ name: 'default', screen }))].filter((c) =>
  pick(c.screen),
);

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function waitFor(url: string, ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

async function main() {
  if (!process.argv.includes('--no-build')) {
    run('./node_modules/.bin/vite', ['build', '--mode', 'sandbox', '--outDir', OUT_BUILD, '--logLevel', 'warn']);
    run('node', ['--import', 'tsx', 'scripts/prerender.tsx', OUT_BUILD]);
  }
  const server = spawn(
    './node_modules/.bin/vite',
    ['preview', '--mode', 'sandbox', '--outDir', OUT_BUILD, '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
    { cwd: root, stdio: 'ignore' },
  );
  const origin = `http://127.0.0.1:${PORT}`;
  const browser = await chromium.launch(chromiumLaunch);
  try {
    await waitFor(`${origin}/orderDetail`, 60_000);
    rmSync(OUT, { recursive: true, force: true });
    // Two pixels a point, not the iPhone's three: the pictures are for reading, at a third less weight.
    const context = await browser.newContext({ ...PHONE, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const shots: { screen: string; name: string; lang: string; file: string; note: string }[] = [];
    for (const lang of languages) {
      for (const { name, screen } of cases) {
        const address = addressOf(screen, name, lang);
        if (!address) continue;
        if (address.startsWith('/promo/')) await page.goto('about:blank');
        await page.goto(origin + address, { waitUntil: 'commit' });
        const seen = await settledText(page, origin, titleOf(screen, lang));
        const file = join(screen, `${name}.${lang}.png`);
        mkdirSync(join(OUT, screen), { recursive: true });
        if (!seen) {
          shots.push({ screen, name, lang, file: '', note: `left the app for ${page.url()}` });
          continue;
        }
        await page.waitForTimeout(300); // fonts, pictures and the first toast
        await page.screenshot({ path: join(OUT, file), fullPage: true });
        shots.push({ screen, name, lang, file, note: scenarios[name]?.description ?? '' });
        process.stdout.write(`  ${file}\n`);
      }
    }
    const sections = [...new Set(shots.map((s) => s.screen))].map((screen) => {
      const items = shots
        .filter((s) => s.screen === screen)
        .map((s) =>
          s.file
            ? `<figure><img src="${escapeHtml(s.file)}" loading="lazy" alt=""><figcaption><b>${escapeHtml(s.name)}</b> (${s.lang})<br>${escapeHtml(s.note)}</figcaption></figure>`
            : `<figure class="gone"><figcaption><b>${escapeHtml(s.name)}</b> (${s.lang}): ${escapeHtml(s.note)}</figcaption></figure>`,
        );
      return `<h2 id="${escapeHtml(screen)}">${escapeHtml(screen)}</h2><div class="row">${items.join('')}</div>`;
    });
    writeFileSync(
      join(OUT, 'index.html'),
      `<!doctype html><meta charset="utf-8"><title>Screens at phone size</title><style>body{font:14px system-ui;margin:16px}.row{display:flex;flex-wrap:wrap;gap:16px}figure{margin:0;width:240px}img{width:240px;border:1px solid #ccc}figcaption{font-size:12px;color:#444}</style><h1>Every screen × scenario (${languages.join(', ')})</h1>${sections.join('')}`,
    );
    console.log(`\n${shots.filter((s) => s.file).length} screenshots in screenshots/ — open screenshots/index.html`);
  } finally {
    await browser.close();
    server.kill();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
