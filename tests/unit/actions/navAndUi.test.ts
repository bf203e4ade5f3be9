import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navActions, internalPath } from '../../../actions/nav/navActions.ts';
import { setNavigator } from '../../../actions/nav/navigator.ts';
import { uiActions } from '../../../actions/ui/uiActions.ts';
import { showToast, toastDuration, toastStore } from '../../../actions/ui/toastStore.ts';
import type { ActionEnv, JsonObject } from '../../../renderer/types.ts';
import config from '../../../schemas/config.json' with { type: 'json' };

const query = { productId: '1', orderId: '2', deviceId: 'd', unrelated: 'x', scenario: 's' };
const env = (args: ActionEnv['args'], settings: JsonObject = config as unknown as JsonObject) =>
  ({ args, context: { query, config: settings } }) as unknown as ActionEnv;
let log: { kind: string; to: string; replace?: boolean }[] = [];

beforeEach(() => {
  log = [];
  setNavigator({
    go: (to, { replace }) => log.push({ kind: 'go', to, replace }),
    leave: (to, { replace }) => log.push({ kind: 'leave', to, replace }),
    back: () => log.push({ kind: 'back', to: '' }),
    canGoBack: () => true,
  });
});

describe('nav actions', () => {
  it('nav.go carries the common parameters (and the sandbox scenario), adds its own query', async () => {
    await navActions['nav.go'](env({ to: '/bindBank', query: { source: 'loanDetail' } }));
    expect(log).toEqual([{ kind: 'go', to: '/bindBank?deviceId=d&productId=1&orderId=2&scenario=s&source=loanDetail', replace: false }]);
    expect(internalPath('/repay', {}, {})).toBe('/repay');
  });

  it('nav.go refuses anything but an in-app path', async () => {
    await navActions['nav.go'](env({ to: 'https://evil.example' }));
    expect(log[0].to.startsWith('/?')).toBe(true);
  });

  it('nav.external follows a checked address, with replace and extra query', async () => {
    await navActions['nav.external'](env({ url: 'https://a.example/x', replace: true, query: { from: 'confirm' } }));
    expect(log).toEqual([{ kind: 'leave', to: 'https://a.example/x?from=confirm', replace: true }]);
  });

  it('nav.external refuses a dangerous address: nothing followed, a rejected failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(navActions['nav.external'](env({ url: 'javascript:alert(1)' }))).rejects.toMatchObject({ kind: 'rejected' });
    expect(log).toEqual([]);
  });

  it('nav.external follows the URL policy of the screen (context.config), so a test or the live preview can set another', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onlyBank = { ...config, urlCheck: { schemes: ['https:'], allowedHosts: ['bank.example'] } } as unknown as JsonObject;
    await expect(navActions['nav.external'](env({ url: 'https://a.example/x' }, onlyBank))).rejects.toMatchObject({ kind: 'rejected' });
    await navActions['nav.external'](env({ url: 'https://pay.bank.example/x' }, onlyBank));
    expect(log).toEqual([{ kind: 'leave', to: 'https://pay.bank.example/x', replace: false }]);
    // A context with no policy allows nothing.
    await expect(navActions['nav.external'](env({ url: 'https://a.example/x' }, {}))).rejects.toMatchObject({ kind: 'rejected' });
  });
});

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settings = config as unknown as JsonObject;

  it('stays 3 s by default and at least 300 ms', () => {
    expect(toastDuration(settings)).toBe(3000);
    expect(toastDuration(settings, 100)).toBe(300);
    expect(toastDuration(settings, 5000)).toBe(5000);
    showToast('Saved', settings);
    expect(toastStore.getState().text).toBe('Saved');
    vi.advanceTimersByTime(2999);
    expect(toastStore.getState().text).toBe('Saved');
    vi.advanceTimersByTime(1);
    expect(toastStore.getState().text).toBe(null);
  });

  it('ui.toast honours a custom duration, not below the minimum', async () => {
    await uiActions['ui.toast'](env({ text: 'Quick', durationMs: 10 }));
    vi.advanceTimersByTime(299);
    expect(toastStore.getState().text).toBe('Quick');
    vi.advanceTimersByTime(1);
    expect(toastStore.getState().text).toBe(null);
  });

  it('keeps to the times of the settings the screen runs with (context.config.toast), so a test or the live preview can set others', async () => {
    const quick = { ...settings, toast: { defaultMs: 1000, minimumMs: 50 } };
    await uiActions['ui.toast'](env({ text: 'Quick' }, quick));
    vi.advanceTimersByTime(999);
    expect(toastStore.getState().text).toBe('Quick');
    vi.advanceTimersByTime(1);
    expect(toastStore.getState().text).toBe(null);
    await uiActions['ui.toast'](env({ text: 'Quicker', durationMs: 10 }, quick));
    vi.advanceTimersByTime(50);
    expect(toastStore.getState().text).toBe(null);
  });

  it('settings without toast times are a mistake said as such, not a toast that never goes', () => {
    expect(() => showToast('Saved', {})).toThrow('toast.defaultMs');
  });
});

describe('sandbox scenario from the address', () => {
  it('reads the query, then the query inside a hash route', async () => {
    const { scenarioFromAddress } = await import('../../../sandbox/scenario.ts');
    expect(scenarioFromAddress('?scenario=a', '#/?scenario=b')).toBe('a');
    expect(scenarioFromAddress('', '#/downloadTemplate?scenario=b&x=1')).toBe('b');
  });
});
