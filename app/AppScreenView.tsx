/**
 * A screen document drawn with the app's registries, settings and copy, in
 * the page's language: what a route shows once its document is loaded. The
 * live preview draws edited documents through this same component, so what
 * product staff see is what borrowers get.
 */
import { useMemo } from 'react';
import { useLocation } from './location/pageLocation.ts';
import { ScreenView } from '../renderer/react/index.ts';
import type { ActionRegistry, JsonObject, ScreenContext, ScreenDoc, ScreenFeatures, ViewTree, WidgetRegistry } from '../renderer/index.ts';
import { appWidgets } from '../widgets/appWidgets.ts';
import { drawnTexts } from '../widgets/drawnTexts.ts';
import { screenActions, screenFeatures } from './screenFeatures.ts';
import { withToday } from './withToday.ts';
import { tabDrafts } from './tabDrafts.ts';
import { pageQuery } from './pageQuery.ts';
import { settings } from './settings.ts';
import { toastUnhandledError } from './toastUnhandledError.ts';
import { nativeBus } from './nativeBus.ts';
import { appCopyIn, localized } from './localized.ts';
import { usePageLanguage } from './usePageLanguage.ts';

const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;

/** Where "today" is for the market (config.market.dates.timeZone, required by the market schema). */
function timeZoneOf(config: JsonObject): string {
  const dates = (config.market as JsonObject | undefined)?.dates as JsonObject | undefined;
  // Never missing in a checked profile; an unknown zone reads as the phone's own calendar (dayIn).
  return String(dates?.timeZone ?? '');
}

interface Props {
  /** The document as written (copy in every language). */
  screen: ScreenDoc;
  /** Query the route adds to the page address (the promotion entry's outer query). */
  extraQuery?: Record<string, string>;
  trace?: boolean;
  /**
   * The app's registry by default, holding the widgets the route loaded with
   * the screen (app/screens.ts readyScreen); the live preview and tests pass
   * the whole registry (widgets/index.ts).
   */
  widgets?: WidgetRegistry;
  /** Table inputs set by hand: the live preview's "what if" (ScreenContext.tableInputs). */
  tableInputs?: { [table: string]: JsonObject };
  onView?: (view: ViewTree, context: ScreenContext, receipt: (version: string) => JsonObject | null) => void;
  /**
   * The receipt and draft code, by default what the route loaded with the screen (app/screenFeatures.ts); the live
   * preview and tests pass all of it (renderer/allFeatures.ts).
   */
  features?: ScreenFeatures;
  /** The actions the screen may name: the app's (every page's and the packs its route loaded: app/screenFeatures.ts); the live preview passes them all (actions/index.ts). */
  actions?: ActionRegistry;
}

export function AppScreenView({ screen, extraQuery, trace, widgets = appWidgets, tableInputs, onView, features: given, actions: givenActions }: Props) {
  // Taken once per screen (its route loaded what it declares first): code another screen loads later must not
  // make this page's runtime again, which would lose what was typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again only for another screen
  const features = useMemo(() => given ?? screenFeatures(), [given, screen]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again only for another screen
  const actions = useMemo(() => givenActions ?? screenActions(), [givenActions, screen]);
  const location = useLocation();
  // The live preview sets it through its frame's address (lang=…), as the native shell does.
  const lang = usePageLanguage();
  // Where the page runs: the user agent, the path (the official site opens at the route's section), the language,
  // and today in the market's time zone (a loan's release and due dates are days there), taken when a rule first asks.
  const env = useMemo(() => withToday({ userAgent, path: location.pathname, lang }, timeZoneOf(settings)), [location.pathname, lang]);
  // A receipt's version is the document as written (every language), so it is the same in English and Filipino.
  // Its hashing comes with the receipt's code (app/screenFeatures.ts), so this import is already done when it runs.
  const receipts = useMemo(
    () => ({ drawn: drawnTexts, version: () => import('./screenVersion.ts').then(({ screenVersion }) => screenVersion(screen)) }),
    [screen],
  );
  return (
    <ScreenView
      screen={localized(screen, lang)}
      query={{ ...(extraQuery ?? {}), ...pageQuery(location.search) }}
      actions={actions}
      widgets={widgets}
      config={settings}
      appCopy={appCopyIn(lang)}
      env={env}
      tableInputs={tableInputs}
      onUnhandledError={toastUnhandledError}
      trace={trace}
      onView={onView}
      receipts={receipts}
      drafts={tabDrafts}
      features={features}
      native={nativeBus}
    />
  );
}
