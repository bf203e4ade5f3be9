/**
 * Draws a screen document the way a route does (app/AppScreenView.tsx: the
 * app's widgets, settings, copy and the real ScreenView with its runtime) into
 * jsdom, with the action registry the test chooses, and says what a person
 * would see: the view tree's phase, the page's visible text and controls.
 */
import { TEST_DAY } from './testDay.ts';
import { act, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { ScreenView } from '../../renderer/react/ScreenView.tsx';
import type { ActionRegistry, JsonObject, ScreenContext, ScreenDoc, ViewTree, WidgetRegistry } from '../../renderer/types.ts';
import { widgets as appWidgets } from '../../widgets/index.ts';
import SchemaForm from '../../widgets/form/SchemaForm.tsx';
import { showToast } from '../../actions/ui/toastStore.ts';
import { settings as defaultSettings } from '../../app/settings.ts';
import { appCopyIn, marketOf } from '../../app/localized.ts';
import { allFeatures } from '../../renderer/allFeatures.ts';

/**
 * The registry with the bank form drawn at once: the app loads it lazily (a
 * Suspense fallback of nothing until the chunk arrives), which in a test would
 * look like a blank form on the first draw.
 */
export const eagerWidgets: WidgetRegistry = { ...appWidgets, SchemaForm };

export interface DrawnScreen {
  container: HTMLElement;
  /** The last view tree the screen resolved. */
  view(): ViewTree;
  /** The context it was resolved from (data, each source's status, local state). */
  context(): ScreenContext;
  /** Lets the runtime finish what it started (loads, onLoad chains, re-renders). */
  settle(): Promise<void>;
  unmount(): void;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `screen` is localized (loadScreenDoc): the app copy and settings follow its language and the given market. */
export async function drawScreen(
  screen: ScreenDoc,
  actions: ActionRegistry,
  query: Record<string, string>,
  settings: JsonObject = defaultSettings,
  widgets: WidgetRegistry = eagerWidgets,
): Promise<DrawnScreen> {
  const lang = screen.lang ?? marketOf(settings).defaultLanguage;
  const env = { userAgent: navigator.userAgent, path: '/', lang, today: TEST_DAY };
  let last: ViewTree | undefined;
  let lastContext: ScreenContext | undefined;
  const result = render(
    <ScreenView
      screen={screen}
      query={query}
      actions={actions}
      widgets={widgets}
      // Every operation pack, as the app hands the ones the screen uses (renderer/screenFeatures.ts).
      features={allFeatures}
      config={settings}
      appCopy={appCopyIn(lang, settings)}
      env={env}
      onUnhandledError={(error) => {
        if (!error.shown) showToast(error.message, settings);
      }}
      onView={(view, context) => {
        last = view;
        lastContext = context;
      }}
    />,
  );
  const drawn: DrawnScreen = {
    container: result.container,
    view() {
      if (!last) throw new Error(`${screen.id}: no view tree was resolved`);
      return last;
    },
    context() {
      if (!lastContext) throw new Error(`${screen.id}: no view tree was resolved`);
      return lastContext;
    },
    async settle() {
      for (let i = 0; i < 3; i++) await act(nextTurn);
    },
    unmount: () => result.unmount(),
  };
  await drawn.settle();
  return drawn;
}

/** Hidden from everyone: `hidden`, aria-hidden, or display:none inline. */
function isHidden(el: Element): boolean {
  // Reading `style` makes jsdom parse the attribute: only an element that has one can be display:none inline.
  return el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true' || (el.hasAttribute('style') && (el as HTMLElement).style?.display === 'none');
}

/** The controls a person can reach: `button, a[href], input, textarea, select, [role="button"], [role="tab"], [role="option"]`, asked of one element as the walk meets it. */
const CONTROL_TAGS = new Set(['button', 'input', 'textarea', 'select']);
const CONTROL_ROLES = new Set(['button', 'tab', 'option']);
const isControl = (el: Element) =>
  CONTROL_TAGS.has(el.localName) || (el.localName === 'a' && el.hasAttribute('href')) || CONTROL_ROLES.has(el.getAttribute('role') ?? '');

/**
 * Reads what a person can see under `root` in one walk: the text, whitespace collapsed (each element's own text
 * trimmed and set off by a space, as `textContent` would not), and the controls, in page order. Elements `left` says
 * are left out as if they were not there. The text is built by appending only (a space is owed, not written, until a
 * word follows), so a deep page with long texts costs one walk, not one a level: the fuzzing reads a thousand such
 * pages a screen.
 */
function readUnder(root: Element, left: (el: Element) => boolean, controls: Element[]): string {
  let out = '';
  let owed = false;
  const word = (w: string) => {
    if (!w) return;
    if (owed && out) out += ' ';
    out += w;
    owed = false;
  };
  for (let node = root.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === Node.TEXT_NODE) {
      const words = (node as Text).data.split(/\s+/);
      for (let i = 0; i < words.length; i++) {
        if (i > 0) owed = true;
        word(words[i]);
      }
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      const el = node as Element;
      if (isHidden(el) || left(el)) continue;
      if (isControl(el)) controls.push(el);
      owed = true;
      word(readUnder(el, left, controls));
    }
  }
  return out;
}

const nothingLeft = () => false;

/** The text a person can see (hidden panels and icons left out). */
export function visibleText(root: Element): string {
  return readUnder(root, nothingLeft, []);
}

/** Controls a person can reach (not inside something hidden): buttons, links, inputs, textareas, selects, tabs, options. */
export function visibleControls(root: Element): Element[] {
  const controls: Element[] = [];
  readUnder(root, nothingLeft, controls);
  return controls;
}

/**
 * The registry with each named widget drawn inside a `data-chrome` marker, so
 * a test can tell the page's frame (the service hotline, the bottom action
 * area, the site's header and footer) from what the page says about the
 * borrower: ServiceLine and ContactLine, say, draw the same markup.
 */
export function markedChrome(names: readonly string[], registry: WidgetRegistry = eagerWidgets): WidgetRegistry {
  const marked: WidgetRegistry = { ...registry };
  for (const name of names) {
    const Widget = registry[name] as ComponentType<Record<string, unknown>> | undefined;
    if (!Widget) throw new Error(`no widget "${name}" to mark as chrome`);
    marked[name] = ((props: Record<string, unknown>) => (
      <div data-chrome={name}>
        <Widget {...props} />
      </div>
    )) as WidgetRegistry[string];
  }
  return marked;
}

/**
 * What the page shows beyond its title and its chrome (markedChrome): the
 * visible text and controls that are left. An order page showing only
 * "Order Details" and the hotline has none.
 */
export function contentBeyondChrome(root: Element): { text: string; controls: Element[] } {
  const controls: Element[] = [];
  const chrome = (el: Element) => el.hasAttribute('data-chrome') || el.classList.contains('w-page__title');
  return { text: readUnder(root, chrome, controls), controls };
}
