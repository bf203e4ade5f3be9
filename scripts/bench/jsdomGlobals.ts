/**
 * A DOM for the Node benches (bank form, engine overhead), installed once on
 * import. Import it before anything imports react-dom/client: React decides at
 * load time whether it runs in a browser. `dropDom` takes it away again before
 * the Chromium and Lighthouse parts, whose Node code must not think it runs in
 * a page.
 */
import { JSDOM } from 'jsdom';

const keys = ['window', 'document', 'navigator', 'HTMLElement', 'Node'] as const;
const g = globalThis as Record<string, unknown>;
const before = new Map<string, PropertyDescriptor | undefined>();

if (!g.document) {
  const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { pretendToBeVisual: true });
  for (const k of keys) before.set(k, Object.getOwnPropertyDescriptor(globalThis, k));
  const values = {
    window: dom.window,
    document: dom.window.document,
    navigator: dom.window.navigator,
    HTMLElement: dom.window.HTMLElement,
    Node: dom.window.Node,
  };
  for (const k of keys) Object.defineProperty(globalThis, k, { value: values[k], writable: true, configurable: true });
}

export function dropDom(): void {
  for (const [k, descriptor] of before) {
    if (descriptor) Object.defineProperty(globalThis, k, descriptor);
    else delete g[k];
  }
  before.clear();
}
