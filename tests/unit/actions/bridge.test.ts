/**
 * Every web → native message through each shell (CONTRACT section 4): the
 * iOS shell gets the body object under its handler NAME, the Android shell
 * the NAME and the body's JSON text; outside both the development log. A
 * shell that throws or lacks the handler is logged and the action fails
 * (kind `native`) so a chain's catch can run.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bridgeActions } from '../../../actions/bridge/bridgeActions.ts';
import { bridgeLogActions } from '../../../actions/bridge/bridgeLogActions.ts';
import { bridgeLog } from '../../../actions/bridge/bridgeLog.ts';
import { BRIDGE_MESSAGE_NAMES, bridgeTable, SHELL_NAMES } from '../../../actions/bridge/bridgeTable.ts';
import { detectShell } from '../../../actions/bridge/nativeShell.ts';
import type { ActionEnv } from '../../../renderer/types.ts';
import { installFakeShell, removeFakeShells } from '../../support/fakeShells.ts';

const env = (args: ActionEnv['args']) => ({ args }) as ActionEnv;
const registry = { ...bridgeActions, ...bridgeLogActions };
/** Runs an action as the runtime does: a throw and a rejection are the same failure. */
const act = (name: string, args: ActionEnv['args'] = {}) => Promise.resolve().then(() => registry[name](env(args)));
const logged = () => bridgeLog.getState().entries.map(({ handler, body, shell, failed }) => ({ handler, body, shell, failed }));
/** What a message's own example args make, as the table builds it. */
const exampleBody = (name: (typeof BRIDGE_MESSAGE_NAMES)[number]) => bridgeTable[name].body(bridgeTable[name].example);

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  removeFakeShells();
  bridgeLog.setState({ entries: [] });
});

describe('the bridge table', () => {
  it('has one action per message of CONTRACT section 4, under the contract handler names', () => {
    const contract = [
      'callPhone',
      'closeWebView',
      'endBankFlow',
      'goHome',
      'goLogin',
      'goMine',
      'openPage',
      'openPageWrapped',
      'rateApp',
      'startBankFlow',
      'trackEvent',
    ];
    expect(Object.keys(bridgeActions).sort()).toEqual(contract.map((n) => `bridge.${n}`));
    expect(BRIDGE_MESSAGE_NAMES.map((n) => bridgeTable[n].handler).sort()).toEqual(contract);
    for (const name of BRIDGE_MESSAGE_NAMES) expect(bridgeTable[name].shells).toEqual(['ios', 'android']);
  });

  it('builds the contract bodies from the args (text made text, objects only where an object belongs)', () => {
    expect(bridgeTable.openPage.body({ url: 'app://x' })).toEqual({ url: 'app://x' });
    expect(bridgeTable.openPageWrapped.body({ url: 'app://y' })).toEqual({ data: { url: 'app://y' } });
    expect(bridgeTable.callPhone.body({ phone: 12345 })).toEqual({ phone: '12345' });
    expect(bridgeTable.callPhone.body({})).toEqual({ phone: '' });
    expect(bridgeTable.trackEvent.body({ event: 'open', params: { a: 1 } })).toEqual({ event: 'open', params: { a: 1 } });
    expect(bridgeTable.trackEvent.body({ event: 'open', params: [1] })).toEqual({ event: 'open', params: {} });
    expect(bridgeTable.closeWebView.body({ anything: 1 })).toEqual({});
  });
});

describe.each(SHELL_NAMES)('inside the %s shell', (shell) => {
  it.each(BRIDGE_MESSAGE_NAMES)('%s reaches the shell with its contract name and body', async (name) => {
    const received = installFakeShell(shell);
    const message = bridgeTable[name];
    await expect(act(`bridge.${name}`, message.example)).resolves.toBe(shell);
    expect(received.map(({ name, body }) => ({ name, body }))).toEqual([{ name: message.handler, body: exampleBody(name) }]);
    if (shell === 'android') {
      // Android passes strings only: the NAME and the body's JSON text.
      expect([received[0].argTypes, received[0].json]).toEqual([['string', 'string'], JSON.stringify(exampleBody(name))]);
    }
    expect(logged()).toEqual([{ handler: message.handler, body: exampleBody(name), shell, failed: undefined }]);
  });

  it('a shell that throws is logged, never a crash, and the action fails so a catch can run', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeShell(shell, { throws: true });
    await expect(act('bridge.goHome', {})).rejects.toMatchObject({ kind: 'native', code: 'goHome' });
    expect(logged()).toEqual([{ handler: 'goHome', body: {}, shell, failed: `${shell} shell refused` }]);
    expect(error).toHaveBeenCalledOnce();
  });

  it('is what the test page reports, and bridge.send sends any message of the table by name', async () => {
    const received = installFakeShell(shell);
    expect(detectShell()).toBe(shell);
    expect(await act('bridge.shell', {})).toBe(shell);
    await expect(act('bridge.send', { name: 'callPhone', args: { phone: '0917' } })).resolves.toBe(shell);
    expect(received.map(({ name, body }) => ({ name, body }))).toEqual([{ name: 'callPhone', body: { phone: '0917' } }]);
    for (const bad of ['toString', '__proto__', 'nope', 42]) {
      await expect(act('bridge.send', { name: bad })).rejects.toMatchObject({ kind: 'internal' });
    }
    expect(received).toHaveLength(1);
  });
});

describe('which shell', () => {
  it('outside both shells every message goes to the development log and succeeds', async () => {
    for (const name of BRIDGE_MESSAGE_NAMES) await expect(act(`bridge.${name}`, bridgeTable[name].example)).resolves.toBe('none');
    expect(logged()).toEqual(BRIDGE_MESSAGE_NAMES.map((n) => ({ handler: bridgeTable[n].handler, body: exampleBody(n), shell: 'none', failed: undefined })));
    expect(await act('bridge.shell', {})).toBe('none');
  });

  it('an iOS shell without one handler: that message fails, logged; the others go', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const received = installFakeShell('ios', { only: ['goHome'] });
    await expect(act('bridge.goMine', {})).rejects.toMatchObject({ kind: 'native' });
    await act('bridge.goHome', {});
    expect(received.map((r) => r.name)).toEqual(['goHome']);
    expect(logged().map(({ handler, shell, failed }) => [handler, shell, !!failed])).toEqual([
      ['goMine', 'ios', true],
      ['goHome', 'ios', false],
    ]);
  });

  it("another app's window.webkit.messageHandlers (an in-app browser) is no iOS shell of ours", () => {
    installFakeShell('ios', { only: ['fbAppHandler'] });
    expect(detectShell()).toBeNull();
  });

  it('Android wins when both seem present', async () => {
    const ios = installFakeShell('ios');
    const android = installFakeShell('android');
    await act('bridge.rateApp', {});
    expect([ios.length, android.length]).toEqual([0, 1]);
  });

  it('a hostile shell object (throwing getters, postMessage that is no function) is no shell, never a crash', async () => {
    const g = globalThis as unknown as Record<string, unknown>;
    Object.defineProperty(g, 'LoanBridge', {
      configurable: true,
      get: () => {
        throw new Error('no');
      },
    });
    g.webkit = {
      messageHandlers: new Proxy(
        {},
        {
          get: () => {
            throw new Error('no');
          },
        },
      ),
    };
    expect(detectShell()).toBeNull();
    await expect(act('bridge.goHome', {})).resolves.toBe('none');
    Object.defineProperty(g, 'LoanBridge', { configurable: true, value: { postMessage: 'not a function' } });
    expect(detectShell()).toBeNull();
  });
});

describe('the log for the test page', () => {
  it('bridge.log answers every message with its receiver, oldest first; bridge.clearLog forgets them', async () => {
    await act('bridge.callPhone', { phone: '123' });
    installFakeShell('android');
    await act('bridge.goHome', {});
    const log = (await act('bridge.log', {})) as { handler: string; body: unknown; at: string; shell: string }[];
    expect(log.map(({ handler, body, shell }) => ({ handler, body, shell }))).toEqual([
      { handler: 'callPhone', body: { phone: '123' }, shell: 'none' },
      { handler: 'goHome', body: {}, shell: 'android' },
    ]);
    expect(log.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    await act('bridge.clearLog', {});
    expect(await act('bridge.log', {})).toEqual([]);
  });

  it('bridge.messages lists the table: every name, handler and example', async () => {
    expect(await act('bridge.messages', {})).toEqual(
      BRIDGE_MESSAGE_NAMES.map((name) => ({ name, handler: bridgeTable[name].handler, example: bridgeTable[name].example })),
    );
  });
});
