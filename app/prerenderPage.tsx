/**
 * What the build writes into each route's HTML (scripts/prerender.tsx runs
 * this through Vite's SSR loader, so schemas, widgets and validators load as
 * they do in the browser).
 *
 * - A static page (`"prerender": true`: the site, the legal pages) and a data
 *   screen (its first render is the screen's loading state) are rendered with
 *   the app's own tree, exactly as the browser's first render draws them: the
 *   browser hydrates that markup (`hydrate`), so nothing is redrawn.
 * - A ready first render that read nothing of the page's address, the phone
 *   or the day (app/addressReads.ts watches them while it is drawn) is rendered
 *   and hydrated the same way: the promotion register form, its agreement.
 * - Any other screen (its first render reads the page address, or brings back
 *   a draft) gets the app's loader as its shell; the browser draws over it.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryLocation } from './location/MemoryLocation.tsx';
import { AppRoutes } from './App.tsx';
import { TakenOver } from './TakenOver.tsx';
import { hydrateKey } from './hydrateKey.ts';
import { appCopyIn, localized, marketOf } from './localized.ts';
import { loadScreen, preloadHash, preloadPath } from './screens.ts';
import { screenFeatures } from './screenFeatures.ts';
import { settings } from './settings.ts';
import { createScreenRuntime, engineWidgets, errorNodes, evaluate, resolveScreen, screenError } from '../renderer/index.ts';
import type { ActionStep, Json, JsonObject, ScreenDoc } from '../renderer/index.ts';
import { bridgeTable, SHELLS } from '../actions/bridge/bridgeTable.ts';
import { BOOT_FAILED_TEMPLATE } from './bootFailed.ts';
import { bootStepsOf, type BootPageData, type BootStep, type BridgeNames } from './bootWay.ts';
import { LANGUAGE_KEY } from './language.ts';
import { widgets } from '../widgets/index.ts';
import { addressReads } from './addressReads.ts';
import { escapeAttribute } from './escapeAttribute.ts';

export interface PrerenderedPage {
  /** Markup for #root. */
  html: string;
  /** The page title (the screen's, in the market's default language). */
  title: string;
  /** `<market>:<lang>` when the browser's first render is this markup (it then hydrates it); '' for a loader shell. */
  hydrate: string;
  lang: string;
  /** The error page shown when the app's code does not arrive, as its `<template>` (app/bootFailed.ts). */
  failed: string;
  /** True when this markup is the page's content (a static page); false when the app draws it (a loading state, a loader). */
  whole: boolean;
}

const noop = async () => {};

/** The loader every page shows before its screen is ready (what ScreenRoute draws while a document loads). */
function loaderShell(lang: string): string {
  // The loader the settings name (config.engineWidgets.loader), as ScreenRoute draws it.
  const Loader = widgets[engineWidgets(settings).loader];
  return Loader ? renderToString(<Loader nodeId="app.loader" busy emit={noop} text={String(appCopyIn(lang).loading ?? '')} />) : '';
}

/** The bridge messages a way out may send, by action name (bridge.<name>), as the app sends them. */
const bridgeNames: BridgeNames = Object.fromEntries(Object.entries(bridgeTable).map(([name, m]) => [name, { handler: m.handler, body: m.body }]));

/**
 * The app's error page for code that did not arrive (app/bootFailed.ts), in every language of the market: the
 * network words, 'Try again' and the screen's ways out (config errorPage), each button's steps beside it. A way
 * whose chain needs the app is left out; the page always keeps 'Try again'.
 */
async function failedTemplate(screenId: string): Promise<string> {
  const market = marketOf(settings);
  const doc = await loadScreen(screenId).catch((): ScreenDoc => ({ id: screenId }) as ScreenDoc);
  const pages = market.languages.map((lang) => {
    const screen = localized(doc, lang);
    const runtime = createScreenRuntime(screen, {
      query: {},
      actions: {},
      config: settings,
      appCopy: appCopyIn(lang),
      env: { path: '', lang, userAgent: '' },
      features: screenFeatures(),
    });
    const context = runtime.getContext();
    const error = screenError(screen, context, { message: '', kind: 'network', source: 'screen' });
    const state = errorNodes(screen, context, '', error)[0].children![0];
    const argsOf = (step: ActionStep) => (step.args ? (evaluate(step.args as Json, context, screen) as JsonObject) : {});
    const actions: Json[] = [];
    const ways: BootStep[][] = [];
    for (const action of (state.props.actions ?? []) as JsonObject[]) {
      const steps = bootStepsOf(state.events?.[String(action.event)] ?? [], argsOf, bridgeNames, bridgeTable.closeWebView.handler);
      if (!steps) continue;
      actions.push(action);
      ways.push(steps);
    }
    const ErrorState = widgets.ErrorState;
    const html = renderToString(
      <ErrorState
        nodeId="boot-failed"
        busy={false}
        emit={noop}
        icon="offline"
        level={1}
        heading={String(state.props.heading ?? '')}
        message={String(state.props.message ?? '')}
        actions={actions}
      />,
    );
    return `<div data-lang="${escapeAttribute(lang)}" data-ways="${escapeAttribute(JSON.stringify(ways))}">${html}</div>`;
  });
  const data: BootPageData = {
    languages: market.languages,
    defaultLanguage: market.defaultLanguage,
    ...(market.browserLanguages ? { browserLanguages: market.browserLanguages } : {}),
    storedKey: LANGUAGE_KEY,
    android: SHELLS.android.object,
    close: bridgeTable.closeWebView.handler,
  };
  return `<template id="${BOOT_FAILED_TEMPLATE}" data-page="${escapeAttribute(JSON.stringify(data))}">${pages.join('')}</template>`;
}

/**
 * `failedFor`: the screen whose ways out the boot-failure page offers (the route's own, by default; the promotion
 * shell, whose screen is in the hash, names one). `table`: the routes `path` is one of (a promotion page's route,
 * after the `#`, is one of schemas/routes.json's `promo`).
 */
export async function prerenderPage(
  path: string,
  screenId: string | null,
  failedFor = screenId,
  table?: Record<string, string | null>,
): Promise<PrerenderedPage> {
  const lang = marketOf(settings).defaultLanguage;
  const failed = await failedTemplate(failedFor ?? '');
  if (!screenId) return { html: loaderShell(lang), title: '', hydrate: '', lang, failed, whole: false };
  await (table ? preloadHash(`#${path}`) : preloadPath(path));
  const doc = localized(await loadScreen(screenId), lang);
  // The screen's first state, as the browser's first render sees it, with what only the browser knows watched
  // (app/addressReads.ts): one HTML file serves every address, every phone and every day.
  // What the screen's route loaded with it (loadScreen): its receipt, draft and operation packs.
  const features = screenFeatures();
  const watched = addressReads({ path, lang, userAgent: '', today: '' });
  const runtime = createScreenRuntime(doc, {
    query: watched.query,
    actions: {},
    config: settings,
    appCopy: appCopyIn(lang),
    env: watched.env,
    features,
  });
  const first = resolveScreen(doc, runtime.getContext(), { features });
  const title = typeof first.title === 'string' ? first.title : '';
  // Drawn from the HTML when it is the same everywhere: a page written to be (the site, the legal pages), a loading
  // state, or a first render that read nothing of the address and brings back no draft (a draft is what was typed in
  // this tab; a loading state draws none of it).
  const sameEverywhere = watched.reads.size === 0 && (first.phase === 'loading' || (first.phase === 'ready' && !doc.draft));
  if (doc.prerender !== true && !sameEverywhere) return { html: loaderShell(lang), title, hydrate: '', lang, failed, whole: false };
  const html = renderToString(
    <StrictMode>
      <TakenOver onDone={() => {}}>
        <MemoryLocation initialEntries={[path]}>
          <AppRoutes table={table} />
        </MemoryLocation>
      </TakenOver>
    </StrictMode>,
  );
  return { html, title, hydrate: hydrateKey(lang), lang, failed, whole: doc.prerender === true };
}
