import { afterEach, describe, expect, it } from 'vitest';
import { bridgeActions } from '../../../actions/bridge/bridgeActions';
import { bridgeLogActions } from '../../../actions/bridge/bridgeLogActions';
import { bridgeLog } from '../../../actions/bridge/bridgeLog';
import { bridgeTable } from '../../../actions/bridge/bridgeTable';
import type { ActionEnv } from '../../../renderer/types';

const env = (args: ActionEnv['args']) => ({ args }) as ActionEnv;
type Shell = { webkit?: unknown };

afterEach(() => {
  delete (globalThis as Shell).webkit;
  bridgeLog.setState({ entries: [] });
});

describe('bridge actions', () => {
  it('has one action per message of CONTRACT section 4', () => {
    expect(Object.keys(bridgeActions).sort()).toEqual(
      [
        'callPhone', 'closeWebView', 'endBankFlow', 'goHome', 'goLogin', 'goMine', 'openPage', 'openPageWrapped', 'rateApp',
        'startBankFlow', 'trackEvent',
      ].map((n) => `bridge.${n}`),
    );
    expect(bridgeTable.openPage.handler).toBe('openPage');
  });

  it('posts to window.webkit.messageHandlers[NAME] inside the native shell', async () => {
    const sent: [string, unknown][] = [];
    const handler = (name: string) => ({ postMessage: (body: unknown) => sent.push([name, body]) });
    (globalThis as Shell).webkit = {
      messageHandlers: { openPage: handler('openPage'), openPageWrapped: handler('openPageWrapped'), callPhone: handler('callPhone'), closeWebView: handler('closeWebView') },
    };
    await bridgeActions['bridge.openPage'](env({ url: 'app://x' }));
    await bridgeActions['bridge.openPageWrapped'](env({ url: 'app://y' }));
    await bridgeActions['bridge.callPhone'](env({ phone: 12345 }));
    await bridgeActions['bridge.closeWebView'](env({}));
    expect(sent).toEqual([
      ['openPage', { url: 'app://x' }],
      ['openPageWrapped', { data: { url: 'app://y' } }],
      ['callPhone', { phone: '12345' }],
      ['closeWebView', {}],
    ]);
    expect(bridgeLog.getState().entries).toEqual([]);
  });

  it('outside the shell the message goes to the development log, never a crash', async () => {
    await bridgeActions['bridge.rateApp'](env({}));
    await bridgeActions['bridge.trackEvent'](env({ event: 'open', params: { a: 1 } }));
    expect(bridgeLog.getState().entries.map(({ handler, body }) => ({ handler, body }))).toEqual([
      { handler: 'rateApp', body: {} },
      { handler: 'trackEvent', body: { event: 'open', params: { a: 1 } } },
    ]);
  });

  it('a shell that lacks one handler, or whose handler throws, falls back to the log', async () => {
    (globalThis as Shell).webkit = {
      messageHandlers: { goHome: { postMessage: () => { throw new Error('boom'); } } },
    };
    await bridgeActions['bridge.goHome'](env({}));
    await bridgeActions['bridge.goMine'](env({}));
    expect(bridgeLog.getState().entries.map((e) => e.handler)).toEqual(['goHome', 'goMine']);
  });
});

describe('the development log for the test page', () => {
  it('bridge.log answers the logged messages, oldest first; bridge.clearLog forgets them', async () => {
    await bridgeActions['bridge.callPhone'](env({ phone: '123' }));
    await bridgeActions['bridge.goHome'](env({}));
    const log = (await bridgeLogActions['bridge.log'](env({}))) as { handler: string; body: unknown; at: string }[];
    expect(log.map(({ handler, body }) => ({ handler, body }))).toEqual([
      { handler: 'callPhone', body: { phone: '123' } },
      { handler: 'goHome', body: {} },
    ]);
    expect(log.every((e) => !Number.isNaN(Date.parse(e.at)))).toBe(true);
    await bridgeLogActions['bridge.clearLog'](env({}));
    expect(await bridgeLogActions['bridge.log'](env({}))).toEqual([]);
  });
});
