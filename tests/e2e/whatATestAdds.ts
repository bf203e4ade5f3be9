/**
 * What a test adds to a page and its context that outlives the test's documents: event listeners, init scripts,
 * exposed functions and bindings, routes. The warm page (`warmPage` in tests/e2e/fixtures.ts, docs/decisions/069)
 * is taken by the next test on the worker, so what one test added is taken back after it, and the next test's
 * page behaves as a fresh one would. Recorded by wrapping the methods that add them for the test's time (each
 * gives back a Disposable) and by the listeners present before it.
 */
import type { BrowserContext, Page } from '@playwright/test';

type Disposable = { dispose(): Promise<void> };
type Emitter = { eventNames(): (string | symbol)[]; listeners(event: string | symbol): unknown[]; off(event: string | symbol, listener: unknown): unknown };
const ADDERS = ['addInitScript', 'exposeFunction', 'exposeBinding'] as const;

export interface WhatATestAdds {
  /** Takes back what was added since `recordWhatATestAdds`, and stops recording. */
  takeBack(): Promise<void>;
}

export function recordWhatATestAdds(page: Page): WhatATestAdds {
  const targets = [page, page.context()] as const;
  const added: Disposable[] = [];
  const listenersBefore = targets.map((target) => listenersOf(target as unknown as Emitter));
  const originals = targets.map((target) => wrapAdders(target, added));
  return {
    async takeBack() {
      targets.forEach((target, i) => Object.assign(target, originals[i]));
      for (const item of added.reverse()) await item.dispose().catch(() => undefined);
      targets.forEach((target, i) => {
        const emitter = target as unknown as Emitter;
        for (const event of emitter.eventNames())
          for (const listener of emitter.listeners(event)) if (!listenersBefore[i].get(event)?.has(listener)) emitter.off(event, listener);
      });
      await page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined);
      await page
        .context()
        .unrouteAll({ behavior: 'ignoreErrors' })
        .catch(() => undefined);
    },
  };
}

function listenersOf(emitter: Emitter): Map<string | symbol, Set<unknown>> {
  return new Map(emitter.eventNames().map((event) => [event, new Set(emitter.listeners(event))]));
}

/** Wraps the page's or context's adders so what they add is recorded; returns the methods to put back. */
function wrapAdders(target: Page | BrowserContext, added: Disposable[]): Record<string, unknown> {
  const methods = target as unknown as Record<string, (...args: unknown[]) => Promise<Disposable>>;
  const originals: Record<string, unknown> = {};
  for (const name of ADDERS) {
    const original = methods[name];
    originals[name] = original;
    methods[name] = async (...args: unknown[]) => {
      const disposable = await original.apply(target, args);
      added.push(disposable);
      return disposable;
    };
  }
  return originals;
}
