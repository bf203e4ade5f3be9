/**
 * After `vite build`: renders the static pages (screens with no data source:
 * the official site and the legal pages) into their HTML, so their first
 * paint does not wait for JavaScript. The app then takes over the same markup.
 * Writes dist/<path>/index.html. "/" is not prerendered: dist/index.html is
 * also the fallback every other address is served (the product pages), and
 * they must not paint the site before their own screen.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { ScreenView } from '../renderer/react/ScreenView';
import { widgets } from '../widgets';
import { loadScreenDoc } from '../tests/support/loadScreenDoc';
import { appCopyIn, marketOf } from '../app/localized';
import routesFile from '../schemas/routes.json';
import { settings } from '../app/settings';

const root = join(import.meta.dirname, '..');
// The output folder: dist/ (npm run build) or the one named on the command line (dist-e2e/ for the e2e build).
const dist = join(root, process.argv[2] ?? 'dist');
const template = readFileSync(join(dist, 'index.html'), 'utf8');

// Pages are prerendered in the market's default language; a page asked for in another (lang=fil) redraws in it at once.
const lang = marketOf(settings).defaultLanguage;
let written = 0;
for (const [path, screenId] of Object.entries(routesFile.routes as Record<string, string | null>)) {
  if (!screenId || path === '/') continue;
  const screen = loadScreenDoc(screenId, lang);
  if (screen.prerender !== true) continue; // pages that load data or read their address draw in the browser
  const html = renderToString(
    <ScreenView
      screen={screen}
      query={{}}
      actions={{}}
      widgets={widgets}
      config={settings}
      appCopy={appCopyIn(lang)}
      env={{ userAgent: '', path, lang }}
    />,
  );
  const title = typeof screen.title === 'object' ? '' : String(screen.title ?? '');
  const page = template
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
    .replace(/<title>.*?<\/title>/, (t) => (title ? `<title>${title}</title>` : t));
  const file = join(dist, path.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  written += 1;
}
console.log(`Prerendered ${written} static pages.`);
