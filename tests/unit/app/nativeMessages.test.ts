/**
 * Native → web (CONTRACT section 4): window.onNativeMessage(name, payload)
 * from either shell. The screen's chain runs for a name it declares, with the
 * payload an object whether it came as one (iOS) or as JSON text (Android);
 * any other name does nothing visible; an unhandled goBack goes back in the
 * app or closes the web view.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToNative, payloadOf, receiveNativeMessage } from '../../../app/nativeMessages.ts';
import { nativeBus } from '../../../app/nativeBus.ts';
import { createScreenRuntime } from '../../../renderer/runtime.ts';
import type { ActionRegistry, Json, ScreenDoc } from '../../../renderer/types.ts';
import { setNavigator } from '../../../actions/nav/navigator.ts';
import { bridgeLog } from '../../../actions/bridge/bridgeLog.ts';
import { toastStore } from '../../../actions/ui/toastStore.ts';
import { SHELL_NAMES } from '../../../actions/bridge/bridgeTable.ts';
import { installFakeShell, removeFakeShells } from '../../support/fakeShells.ts';
import type { NativeMessage } from '../../support/nativeShellFake.ts';
import { CLOSE_REPEAT_MS } from '../../../actions/nav/goBackOrClose.ts';
import { appCopyIn } from '../../../app/localized.ts';

let navigations: string[] = [];
/** Elapsed time as performance.now() tells it; each test starts well after the last. */
let clock = 0;
let cameFromApp = false;
let off: () => void = () => {};

/** A screen on show that declares `ping` (and optionally goBack), recording what its chains got. */
function showScreen(native: ScreenDoc['native']) {
  const got: Json[] = [];
  const errors: string[] = [];
  const actions: ActionRegistry = { record: ({ args }) => void got.push(args.payload ?? null) };
  const runtime = createScreenRuntime({ id: 't', body: [], native } as ScreenDoc, {
    query: {},
    actions,
    onUnhandledError: (e) => errors.push(e.message),
  });
  off = nativeBus.on((name, payload) => runtime.handleNative(name, payload));
  return { got, errors };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  navigations = [];
  cameFromApp = false;
  setNavigator({
    go: (to) => navigations.push(`go ${to}`),
    leave: (to) => navigations.push(`leave ${to}`),
    back: () => navigations.push('back'),
    canGoBack: () => cameFromApp,
  });
  vi.spyOn(console, 'info').mockImplementation(() => {});
  // From the real elapsed time on, so no close sent before this test is within the repeat guard.
  clock = Math.max(clock, performance.now()) + 60_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
});
afterEach(() => {
  off();
  removeFakeShells();
  bridgeLog.setState({ entries: [] });
});

describe('the payload', () => {
  it.each<[unknown, Json]>([
    [{ a: 1 }, { a: 1 }],
    ['{"a":1}', { a: 1 }],
    [' [1,2] ', [1, 2]],
    ['{not json', '{not json'],
    ['plain text', 'plain text'],
    ['', ''],
    [undefined, null],
    [null, null],
    [() => 1, null],
  ])('%s arrives as %j', (payload, expected) => {
    expect(payloadOf(payload)).toEqual(expected);
  });

  it('a declared name runs its chain with the payload, from either shell', async () => {
    const { got, errors } = showScreen({ ping: [{ action: 'record', args: { payload: { var: 'event' } } }] });
    receiveNativeMessage('ping', { from: 'ios' });
    receiveNativeMessage('ping', '{"from":"android"}');
    await settle();
    expect(got).toEqual([{ from: 'ios' }, { from: 'android' }]);
    expect(errors).toEqual([]);
  });

  it('listenToNative puts the entry point where both shells call it', async () => {
    const { got } = showScreen({ ping: [{ action: 'record', args: { payload: { var: 'event' } } }] });
    listenToNative();
    window.onNativeMessage?.('ping', '{"n":1}');
    await settle();
    expect(got).toEqual([{ n: 1 }]);
  });
});

describe('names no screen declares', () => {
  const hostile = {
    toString: () => {
      throw new Error('gotcha');
    },
  };
  it.each<[string, unknown]>([
    ['unknown', 'somethingElse'],
    ['toString', 'toString'],
    ['__proto__', '__proto__'],
    ['constructor', 'constructor'],
    ['hasOwnProperty', 'hasOwnProperty'],
    ['valueOf', 'valueOf'],
    ['empty', ''],
    ['a number', 42],
    ['null', null],
    ['an object whose toString throws', hostile],
  ])('%s does nothing visible: no chain, toast, error, navigation or native message', async (_label, name) => {
    const error = vi.spyOn(console, 'error');
    const toasts = toastStore.getState().serial;
    const { got, errors } = showScreen({ ping: [{ action: 'record', args: { payload: 'ran' } }] });
    expect(() => receiveNativeMessage(name, { a: 1 })).not.toThrow();
    expect(() => receiveNativeMessage(name, '{"a":1}')).not.toThrow();
    await settle();
    expect({ got, errors, navigations, log: bridgeLog.getState().entries, toasts: toastStore.getState().serial - toasts }).toEqual({
      got: [],
      errors: [],
      navigations: [],
      log: [],
      toasts: 0,
    });
    expect(error).not.toHaveBeenCalled();
  });
});

describe('native back without a chain of the screen', () => {
  describe.each(SHELL_NAMES)('in the %s shell', (shell) => {
    let received: NativeMessage[];
    beforeEach(() => {
      received = installFakeShell(shell);
    });

    it('a page reached by in-app navigation goes back; nothing is sent', async () => {
      cameFromApp = true;
      showScreen({});
      receiveNativeMessage('goBack');
      expect(navigations).toEqual(['back']);
      expect(received).toEqual([]);
    });

    it('the first page the shell opened asks it to close the web view, and stays', async () => {
      showScreen({});
      receiveNativeMessage('goBack', shell === 'android' ? '{}' : {});
      expect(received.map((r) => [r.name, r.body])).toEqual([['closeWebView', {}]]);
      expect(navigations).toEqual([]);
    });

    it('a screen whose chain handles goBack keeps it: nothing else happens', async () => {
      const { got } = showScreen({ goBack: [{ action: 'record', args: { payload: 'popup' } }] });
      receiveNativeMessage('goBack');
      await settle();
      expect(got).toEqual(['popup']);
      expect([navigations, received]).toEqual([[], []]);
    });
  });

  it.each([['en'], ['fil']])('a shell that refuses closeWebView: logged, never thrown back into the shell, and the borrower reads why (%s)', (lang) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', `/orderDetail?lang=${lang}`);
    installFakeShell('android', { throws: true });
    showScreen({});
    const before = toastStore.getState().serial;
    expect(() => receiveNativeMessage('goBack')).not.toThrow();
    expect(error).toHaveBeenCalled();
    expect(bridgeLog.getState().entries.map((e) => [e.handler, e.shell, !!e.failed])).toEqual([['closeWebView', 'android', true]]);
    expect(toastStore.getState().serial).toBe(before + 1);
    expect(toastStore.getState().text).toBe(appCopyIn(lang).nativeFailed);
    // Refused, so the next back asks again.
    receiveNativeMessage('goBack');
    expect(bridgeLog.getState().entries).toHaveLength(2);
  });

  it.each(SHELL_NAMES)('%s: a second back right after closeWebView is the same request; later, back asks again', (shell) => {
    const received = installFakeShell(shell);
    showScreen({});
    receiveNativeMessage('goBack');
    clock += CLOSE_REPEAT_MS - 1;
    receiveNativeMessage('goBack');
    expect(received.map((r) => r.name)).toEqual(['closeWebView']);
    clock += 1;
    receiveNativeMessage('goBack');
    expect(received.map((r) => r.name)).toEqual(['closeWebView', 'closeWebView']);
  });

  it('outside both shells (a browser tab): closeWebView goes to the development log and the browser steps back', () => {
    showScreen({});
    receiveNativeMessage('goBack');
    expect(bridgeLog.getState().entries.map((e) => [e.handler, e.shell])).toEqual([['closeWebView', 'none']]);
    expect(navigations).toEqual(['back']);
  });
});
