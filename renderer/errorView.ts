/**
 * The error page, as view nodes: one layout for every screen and every way a
 * screen can fail (a data source that failed or came back incomplete, a
 * screen document that could not be fetched). The screen's title stays in
 * its header; below it an icon, a heading, the message in the borrower's
 * words, 'Try again' and the ways out of schemas/config.json → errorPage.
 *
 * Plain JSON like every view tree, so QA's snapshots show the whole page
 * (heading, message and every button with its chain), and the React layer
 * draws it like any other node, with the widgets the settings name
 * (config.engineWidgets: `page` and `errorState`, renderer/engineWidgets.ts).
 */
import { engineText } from './engineCopy.ts';
import { engineWidgets } from './engineWidgets.ts';
import { evaluate } from './expressions.ts';
import { isObject } from './isObject.ts';
import type { ActionError, ActionStep, Json, JsonObject, ScreenContext, ScreenDoc, ScreenError, ViewNode } from './types.ts';

export const RETRY_EVENT = 'retry';

/** One way out (config errorPage.ways): its words (an expression, usually a copy key) and its chain. */
export interface WayOut {
  label: Json;
  chain: ActionStep[];
}

interface ErrorPageSettings {
  /** What 'Try again' does (config errorPage.retry: every source again, with the loader meanwhile). */
  retry: ActionStep[];
  wayOut: string[];
  screens: { [screenId: string]: string[] };
  ways: { [name: string]: WayOut };
}

const textList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** config.errorPage, read defensively: a missing or broken setting leaves 'Try again' alone, never a blank page. */
export function errorPageSettings(config: JsonObject | undefined): ErrorPageSettings {
  const page = isObject(config?.errorPage) ? config.errorPage : {};
  const screens: ErrorPageSettings['screens'] = {};
  if (isObject(page.screens)) for (const [id, list] of Object.entries(page.screens)) screens[id] = textList(list);
  const ways: ErrorPageSettings['ways'] = {};
  if (isObject(page.ways)) {
    for (const [name, way] of Object.entries(page.ways)) {
      if (isObject(way) && Array.isArray(way.chain)) ways[name] = { label: way.label ?? null, chain: way.chain as unknown as ActionStep[] };
    }
  }
  const retry = Array.isArray(page.retry) ? (page.retry.filter(isObject) as unknown as ActionStep[]) : [];
  return { retry, wayOut: textList(page.wayOut), screens, ways };
}

/** The ways out a screen's error page offers, in order: the screen's own list, else every screen's. */
export function wayOutFor(config: JsonObject | undefined, screenId: string): string[] {
  const settings = errorPageSettings(config);
  return Object.prototype.hasOwnProperty.call(settings.screens, screenId) ? settings.screens[screenId] : settings.wayOut;
}

/** The words of the error page for one failure (a screen may reword the heading and the retry in its copy). */
export function screenError(
  screen: Pick<ScreenDoc, 'id'>,
  context: ScreenContext,
  failure: { message: string; kind: ActionError['kind']; source: string },
): ScreenError {
  const wayOut = wayOutFor(context.config, screen.id).filter((name) => name in errorPageSettings(context.config).ways);
  return {
    heading: engineText(context.copy, 'errorHeading'),
    message: failure.message || engineText(context.copy, 'networkError'),
    retryLabel: engineText(context.copy, 'retry'),
    source: failure.source,
    kind: failure.kind,
    wayOut,
  };
}

/** A missing connection looks different from a page that went wrong; both icons are drawn inline by the widget. */
function iconFor(kind: ActionError['kind']): 'offline' | 'error' {
  return kind === 'network' || kind === 'timeout' ? 'offline' : 'error';
}

function wayLabel(way: WayOut, screen: ScreenDoc, context: ScreenContext): string {
  try {
    const value = evaluate(way.label, context, screen);
    return typeof value === 'string' ? value : '';
  } catch (e) {
    console.error(`[renderer] ${screen.id}: error page way out: ${(e as Error).message}`);
    return '';
  }
}

/**
 * The error page's nodes: the settings' page widget with the screen's title,
 * holding one error-state widget whose buttons emit `retry` and the name of
 * each way out. A way without words is left out (the schema check reports it).
 */
export function errorNodes(screen: ScreenDoc, context: ScreenContext, title: string, error: ScreenError): ViewNode[] {
  const { ways, retry } = errorPageSettings(context.config);
  const named = engineWidgets(context.config);
  const actions: Json[] = [{ event: RETRY_EVENT, label: error.retryLabel, variant: 'primary' }];
  const events: { [event: string]: ActionStep[] } = { [RETRY_EVENT]: retry };
  for (const name of error.wayOut) {
    const way = ways[name];
    const label = way ? wayLabel(way, screen, context) : '';
    if (!way || !label || name === RETRY_EVENT) continue;
    actions.push({ event: name, label, variant: 'secondary' });
    events[name] = way.chain;
  }
  const state: ViewNode = {
    id: 'error.state',
    widget: named.errorState,
    props: {
      icon: iconFor(error.kind),
      heading: error.heading,
      // Without a title above it, the heading is the page's first heading.
      level: title ? 2 : 1,
      message: error.message,
      actions,
    },
    events,
  };
  return [{ id: 'error', widget: named.page, props: { title }, children: [state] }];
}
