/**
 * What the build writes into each route's HTML (scripts/prerender.tsx runs
 * this through Vite's SSR loader, so schemas, widgets and validators load as
 * they do in the browser).
 *
 * - A static page (`"prerender": true`: the site, the legal pages) and a data
 *   screen (its first render is the screen's loading state) are rendered with
 *   the app's own tree, exactly as the browser's first render draws them: the
 *   browser hydrates that markup (`hydrate`), so nothing is redrawn.
 * - Any other screen (its first render reads the page address) gets the app's
 *   loader as its shell; the browser draws the page over it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './App';
import { TakenOver } from './TakenOver';
import { hydrateKey } from './hydrateKey';
import { appCopyIn, localized, marketOf } from './localized';
import { loadScreen, preloadPath } from './screens';
import { settings } from './settings';
import { createScreenRuntime, resolveScreen } from '../renderer';
import { widgets } from '../widgets';

export interface PrerenderedPage {
  /** Markup for #root. */
  html: string;
  /** The page title (the screen's, in the market's default language). */
  title: string;
  /** `<market>:<lang>` when the browser's first render is this markup (it then hydrates it); '' for a loader shell. */
  hydrate: string;
  lang: string;
  /** The error page shown when the app's code does not arrive (app/bootFailed.ts). */
  failed: string;
}

const noop = async () => {};

/** The loader every page shows before its screen is ready (what ScreenRoute draws while a document loads). */
function loaderShell(lang: string): string {
  const Loader = widgets.Loader;
  return renderToString(<Loader nodeId="app.loader" busy emit={noop} text={String(appCopyIn(lang).loading ?? '')} />);
}

/** The app's error page for code that did not arrive: the network words and 'Try again' (the page loads again). */
function failedPage(lang: string): string {
  const copy = appCopyIn(lang);
  const ErrorState = widgets.ErrorState;
  return renderToString(
    <ErrorState
      nodeId="boot-failed"
      busy={false}
      emit={noop}
      icon="offline"
      level={1}
      heading={String(copy.errorHeading ?? '')}
      message={String(copy.networkError ?? '')}
      actions={[{ event: 'retry', label: String(copy.retry ?? ''), variant: 'primary' }]}
    />,
  );
}

export async function prerenderPage(path: string, screenId: string | null): Promise<PrerenderedPage> {
  const lang = marketOf(settings).defaultLanguage;
  const failed = failedPage(lang);
  if (!screenId) return { html: loaderShell(lang), title: '', hydrate: '', lang, failed };
  await preloadPath(path);
  const doc = localized(await loadScreen(screenId), lang);
  // The screen's first state, as the browser's first render sees it (no query: one HTML file serves every address).
  const runtime = createScreenRuntime(doc, { query: {}, actions: {}, config: settings, appCopy: appCopyIn(lang), env: { path, lang, userAgent: '' } });
  const first = resolveScreen(doc, runtime.getContext());
  const title = typeof first.title === 'string' ? first.title : '';
  if (doc.prerender !== true && first.phase !== 'loading') return { html: loaderShell(lang), title, hydrate: '', lang, failed };
  const html = renderToString(
    <StrictMode>
      <TakenOver onDone={() => {}}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </TakenOver>
    </StrictMode>,
  );
  return { html, title, hydrate: hydrateKey(lang), lang, failed };
}
