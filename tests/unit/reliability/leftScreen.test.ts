/**
 * A late answer on the next page (issue 16): nothing a left screen started —
 * toast, navigation, popup, storage write, message to the shell, clipboard —
 * happens after the borrower left it. Walks every action of the registry, so
 * a new action is covered without code:
 * - started while the screen is shown, with its slow dependencies (the
 *   network, the clipboard) held until after the borrower left: nothing
 *   visible happens once the screen is gone, whatever the answer — including
 *   the engagement client's own server-message toast;
 * - queued behind a slow step the borrower left during: it never starts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mswServer.ts';
import { actions } from '../../../actions/index.ts';
import { setNavigator } from '../../../actions/nav/navigator.ts';
import { bridgeLog } from '../../../actions/bridge/bridgeLog.ts';
import { clearToast, toastStore } from '../../../actions/ui/toastStore.ts';
import { createScreenRuntime } from '../../../renderer/runtime.ts';
import type { ActionStep, JsonObject, ScreenDoc } from '../../../renderer/types.ts';
import { settings } from '../../../app/settings.ts';
import { waitForState } from '../../support/waitForState.ts';

/** One bag of arguments every action can read what it needs from. */
const ARGS: JsonObject = {
  text: 'From the left page',
  to: '/bindBank',
  url: 'https://pay.example/x',
  key: 'leftScreen',
  value: { a: 1 },
  owner: 'o1',
  ms: 20,
  handler: 'toastHandler',
  name: 'goHome',
  phone: '+63 2 8123 4567',
  form: 'promoRegister/register',
  values: { mobile: '09171234567' },
  messages: { mobile: 'Wrong number' },
  endpoint: 'captcha',
  event: 'e',
  moduleId: 1,
  timeoutMs: 20,
};

/** Everything a person (or the next page) could notice, in order. */
let seen: string[] = [];
/** Releases whatever a test held (answers, the clipboard). */
let release: () => void = () => {};
let held: Promise<void> = Promise.resolve();

function hold(): void {
  held = new Promise<void>((resolve) => {
    release = resolve;
  });
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

beforeEach(() => {
  seen = [];
  hold();
  clearToast();
  localStorage.clear();
  bridgeLog.setState({ entries: [] });
  const off = toastStore.subscribe((s) => s.text && seen.push(`toast: ${s.text}`));
  const offBridge = bridgeLog.subscribe((s) => s.entries.length && seen.push(`native: ${s.entries.at(-1)!.handler}`));
  setNavigator({
    go: (to) => seen.push(`go ${to}`),
    leave: (to) => seen.push(`leave ${to}`),
    back: () => seen.push('back'),
    canGoBack: () => true,
  });
  const setItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k: string, v: string) {
    seen.push(`storage ${k}`);
    setItem.call(this, k, v);
  });
  // The clipboard answers late and refuses, so ui.copy falls back to execCommand afterwards.
  Object.defineProperty(globalThis.navigator, 'clipboard', {
    configurable: true,
    value: { writeText: () => held.then(() => Promise.reject(new Error('no clipboard'))) },
  });
  document.execCommand = ((cmd: string) => {
    seen.push(`execCommand ${cmd}`);
    return true;
  }) as typeof document.execCommand;
  (globalThis as { dataLayer?: unknown[] }).dataLayer = new Proxy([], {
    get: (target, p, r) => (p === 'push' ? (...items: unknown[]) => seen.push('dataLayer') && target.push(...(items as never[])) : Reflect.get(target, p, r)),
  });
  // Every call is answered only after the borrower left, as a failure with a
  // server message (the engagement client toasts those itself).
  server.use(
    http.all('*', async () => {
      await held;
      return HttpResponse.json({ code: 500, message: 'Late server message', data: null });
    }),
  );
  cleanups.push(off, offBridge);
});

const cleanups: (() => void)[] = [];
afterEach(() => {
  release();
  cleanups.splice(0).forEach((f) => f());
  vi.restoreAllMocks();
  delete (globalThis as { dataLayer?: unknown[] }).dataLayer;
});

/** A screen whose `go` handler runs `chain`; every outcome shows a toast, so a late outcome would show. */
function screenWith(chain: ActionStep[]): ScreenDoc {
  return {
    id: 'leftScreenTest',
    title: 'T',
    copy: { en: {} },
    handlers: { go: chain, toastHandler: [{ action: 'ui.toast', args: { text: 'handler ran' } }] },
    body: [],
  } as unknown as ScreenDoc;
}

function open(chain: ActionStep[]) {
  const runtime = createScreenRuntime(screenWith(chain), {
    query: { productId: '1', orderId: '2' },
    actions,
    onUnhandledError: (error) => seen.push(`unhandled toast: ${error.message}`),
  });
  runtime.start();
  return runtime;
}

const outcomes = {
  then: [{ action: 'ui.toast', args: { text: 'then ran' } }],
  catch: [{ action: 'ui.toast', args: { text: 'catch ran' } }],
};

describe('every action: nothing visible happens after the borrower left the screen', () => {
  const names = Object.keys(actions).sort();

  it('walks the whole registry (api, ui, nav, bridge, storage, time, form, track, device)', () => {
    for (const group of ['api.', 'ui.', 'nav.', 'bridge.', 'storage.', 'time.', 'form.', 'track.', 'device.']) {
      expect(
        names.some((n) => n.startsWith(group)),
        group,
      ).toBe(true);
    }
  });

  /** Runs the chain, leaves the screen while it runs, lets every answer and wait end: what the borrower saw after leaving. */
  async function seenAfterLeaving(chain: ActionStep[]): Promise<string[]> {
    const runtime = open([]);
    await flush();
    const done = runtime.run(chain);
    await flush();
    // What it did while the screen was shown is fine; from here on, nothing.
    seen = [];
    runtime.dispose();
    await flush();
    release();
    await done;
    await new Promise((r) => setTimeout(r, 60)); // past any wait of ARGS.ms
    await flush();
    return seen;
  }

  for (const name of names) {
    it(`${name}: running when the borrower leaves, it shows nothing after`, async () => {
      expect(await seenAfterLeaving([{ action: name, args: ARGS, ...outcomes }])).toEqual([]);
    });

    it(`${name}: queued behind a slow step the borrower left during, it never starts`, async () => {
      expect(
        await seenAfterLeaving([
          { action: 'api.eventSave', args: {}, catch: [] },
          { action: name, args: ARGS, ...outcomes },
        ]),
      ).toEqual([]);
    });
  }

  it('the example: an order-details reload that fails after the borrower went to bind bank shows no toast there', async () => {
    const screen = {
      ...screenWith([]),
      data: { detail: { action: 'api.loanDetails', args: {} } },
    } as unknown as ScreenDoc;
    release();
    const runtime = createScreenRuntime(screen, { query: {}, config: settings, actions, onUnhandledError: (e) => seen.push(`unhandled toast: ${e.message}`) });
    server.use(http.all('*', () => HttpResponse.json({ code: 0, data: { status: 1 } })));
    runtime.start();
    await waitForState(() => expect(runtime.store.getState().sources.detail.status).toBe('ready'));
    hold();
    server.use(
      http.all('*', async () => {
        await held;
        return HttpResponse.json({ code: 500, message: 'Late server message', data: null });
      }),
    );
    const reload = runtime.load({ soft: true });
    await flush();
    seen = [];
    runtime.dispose();
    await flush();
    release();
    await reload;
    await flush();
    expect(seen).toEqual([]);
  });
});
