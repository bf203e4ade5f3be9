import { afterEach, describe, expect, it } from 'vitest';
import { BRIDGE_LOG_KEY, keepBridgeLog } from '../../../app/keepBridgeLog.ts';
import { bridgeLog, logBridgeMessage } from '../../../actions/bridge/bridgeLog.ts';

let stop = () => {};

afterEach(() => {
  stop();
  bridgeLog.setState({ entries: [] });
  sessionStorage.clear();
});

const handlers = () => bridgeLog.getState().entries.map((e) => e.handler);

describe('the bridge log kept for the tab', () => {
  it('a message logged on one page load is there after the next load', () => {
    stop = keepBridgeLog(sessionStorage);
    logBridgeMessage('callPhone', { phone: '+63 2 8123 4567' }, 'none');
    stop();

    bridgeLog.setState({ entries: [] }); // a full load starts with an empty log in memory
    stop = keepBridgeLog(sessionStorage);
    expect(bridgeLog.getState().entries.map(({ handler, body }) => ({ handler, body }))).toEqual([
      { handler: 'callPhone', body: { phone: '+63 2 8123 4567' } },
    ]);
  });

  it("earlier entries come before the new page's own; clearing is kept too", () => {
    sessionStorage.setItem(BRIDGE_LOG_KEY, JSON.stringify([{ handler: 'goHome', body: {}, at: '2026-11-21T01:00:00.000Z' }]));
    logBridgeMessage('rateApp', {}, 'none');
    stop = keepBridgeLog(sessionStorage);
    expect(handlers()).toEqual(['goHome', 'rateApp']);
    // Saved before receivers were recorded: it went to the development log.
    expect(bridgeLog.getState().entries[0].shell).toBe('none');
    bridgeLog.setState({ entries: [] });
    expect(JSON.parse(sessionStorage.getItem(BRIDGE_LOG_KEY)!)).toEqual([]);
  });

  it('a saved entry keeps its receiver and why a shell refused it; an unknown receiver reads as none', () => {
    sessionStorage.setItem(
      BRIDGE_LOG_KEY,
      JSON.stringify([
        { handler: 'goHome', body: {}, at: '2026-11-21T01:00:00.000Z', shell: 'android', failed: 'boom' },
        { handler: 'goMine', body: {}, at: '2026-11-21T01:00:01.000Z', shell: 'windows' },
      ]),
    );
    stop = keepBridgeLog(sessionStorage);
    expect(bridgeLog.getState().entries.map(({ shell, failed }) => [shell, failed])).toEqual([
      ['android', 'boom'],
      ['none', undefined],
    ]);
  });

  it.each([['not json'], ['{"handler":"x"}'], ['[{"handler":1},null,"x"]']])('a broken entry %s is ignored', (raw) => {
    sessionStorage.setItem(BRIDGE_LOG_KEY, raw);
    stop = keepBridgeLog(sessionStorage);
    expect(handlers()).toEqual([]);
  });

  it.each([
    ['the production build, an order page (a real shell)', { mode: 'production', path: '/orderDetail' }, false],
    ['the production build, the test page', { mode: 'production', path: '/testPreview' }, true],
    ['the sandbox build', { mode: 'sandbox', path: '/orderDetail' }, true],
  ])('%s: the log is written to the tab’s storage: %s', (_where, place, kept) => {
    stop = keepBridgeLog(sessionStorage, place);
    logBridgeMessage('callPhone', { phone: '+63 2 8123 4567' }, 'android');
    expect(sessionStorage.getItem(BRIDGE_LOG_KEY) !== null).toBe(kept);
    // The log of this page is there either way (the test page reads it).
    expect(handlers()).toEqual(['callPhone']);
  });

  it('without storage the log still works', () => {
    stop = keepBridgeLog(undefined);
    logBridgeMessage('goMine', {}, 'none');
    expect(handlers()).toEqual(['goMine']);
  });
});
