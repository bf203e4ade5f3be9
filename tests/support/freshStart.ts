/**
 * A test file's fresh start in a process that ran other files before it
 * (tests/freshFile.ts calls it before each file; vite.config.ts says why the
 * files share a process). The first call remembers the environment as it was
 * made; each later call puts back what a file may have left:
 *
 * - the window's own properties: globals a file added are removed, globals it
 *   replaced are put back; the same for `navigator` (a stubbed clipboard, a
 *   position);
 * - listeners a file left on the window or the document (its modules are
 *   gone, their listeners would still hear the next file's events);
 * - the page: the same <html>, <head> and <body>, emptied and without
 *   attributes, at the first address with a fresh history entry
 *   (history.state's page index says where back goes), no storage, no cookies.
 *
 * Under `@vitest-environment node` only the globals are put back. A new
 * window (a switch of environment) starts afresh.
 */
type Listener = [target: EventTarget, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions];

interface Own {
  descriptor: PropertyDescriptor;
  /** What an accessor read: jsdom's globals are accessors onto its window, so a file's `window.x = …` is a value behind one. */
  value?: unknown;
}

interface FirstState {
  globals: Map<PropertyKey, Own>;
  navigator?: Map<PropertyKey, Own>;
  href?: string;
  listeners: Listener[];
  /** The environment's window (none under node): a new one, after a switch of environment, starts afresh. */
  window?: Window;
}

const holder = globalThis as unknown as Record<symbol, FirstState | undefined>;

function ownOf(target: object): Map<PropertyKey, Own> {
  const own = new Map<PropertyKey, Own>();
  for (const key of Reflect.ownKeys(target)) {
    const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
    own.set(key, { descriptor, value: descriptor.get ? readOr(target, key) : undefined });
  }
  return own;
}

const UNREADABLE = Symbol('unreadable');
function readOr(target: object, key: PropertyKey): unknown {
  try {
    return Reflect.get(target, key);
  } catch {
    return UNREADABLE;
  }
}

/** Puts `target`'s own properties back to `first`: added ones removed, replaced ones restored, values behind accessors reset. */
function restore(target: object, first: Map<PropertyKey, Own>): void {
  for (const key of Reflect.ownKeys(target)) {
    if (first.has(key) || typeof key === 'symbol') continue;
    if (Object.getOwnPropertyDescriptor(target, key)?.configurable) Reflect.deleteProperty(target, key);
  }
  for (const [key, { descriptor: was, value }] of first) {
    const now = Object.getOwnPropertyDescriptor(target, key);
    if (!now?.configurable) continue;
    const same = now.value === was.value && now.get === was.get && now.set === was.set && now.writable === was.writable;
    if (!same) Object.defineProperty(target, key, was);
    else if (was.get && was.set && value !== UNREADABLE && readOr(target, key) !== value) {
      try {
        Reflect.set(target, key, value);
      } catch {
        // A value the window refuses back is left as it is.
      }
    }
  }
}

/** Keeps a list of the listeners added to `target` from now on, so a later file can remove them. */
function recordListeners(target: EventTarget, into: Listener[]): void {
  const add = target.addEventListener.bind(target);
  Object.defineProperty(target, 'addEventListener', {
    configurable: true,
    writable: true,
    value: (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
      if (listener) into.push([target, type, listener, options]);
      add(type, listener, options);
    },
  });
}

/** A page as it was first opened: empty, at the first address, nothing stored. */
function blankPage(href: string): void {
  // The same <html>, <head> and <body>, emptied: a library keeps the body it found (testing-library's `screen`).
  const { documentElement: html, head, body } = document;
  for (const element of [html, head, body]) for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const child of [...html.childNodes]) if (child !== head && child !== body) child.remove();
  head.replaceChildren();
  body.replaceChildren();
  history.replaceState(null, '', href);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Puts the environment back as the first call found it (the first call only takes note). */
export function freshStart(): void {
  // One first state per environment: a process runs one environment's files (vite.config.ts), but a run that mixes
  // them (shuffled files) may hand it both.
  const browserLike = typeof window !== 'undefined';
  const KEY = Symbol.for(`loan-web-views.freshStart.${browserLike ? 'jsdom' : 'node'}`);
  const kept = holder[KEY];
  const first = kept && kept.window === (browserLike ? window : undefined) ? kept : undefined;
  if (!first) {
    const listeners: Listener[] = [];
    if (browserLike) {
      recordListeners(window, listeners);
      recordListeners(document, listeners);
    }
    const state: FirstState = { globals: new Map(), listeners };
    if (browserLike) Object.assign(state, { navigator: ownOf(navigator), href: location.href, window });
    holder[KEY] = state;
    // Taken last, so the symbol and the recording wrapper count as the window's own.
    state.globals = ownOf(globalThis);
  } else {
    for (const [target, type, listener, options] of first.listeners.splice(0)) target.removeEventListener(type, listener, options);
    restore(globalThis, first.globals);
    if (first.navigator) restore(navigator, first.navigator);
    if (first.href !== undefined) blankPage(first.href);
  }
}
