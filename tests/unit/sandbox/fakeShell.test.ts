/** The sandbox's fake shells (npm start, ?shell=ios|android|none): each takes messages as its real shell does. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeShell } from '../../../sandbox/fakeShell.ts';
import { bridgeActions } from '../../../actions/bridge/bridgeActions.ts';
import { detectShell } from '../../../actions/bridge/nativeShell.ts';
import { bridgeLog } from '../../../actions/bridge/bridgeLog.ts';
import type { ActionEnv } from '../../../renderer/types.ts';
import { removeFakeShells } from '../../support/fakeShells.ts';

const callPhone = () => bridgeActions['bridge.callPhone']({ args: { phone: '0917' } } as unknown as ActionEnv);

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  removeFakeShells();
  bridgeLog.setState({ entries: [] });
});

describe('the sandbox fake shell', () => {
  it.each([['ios'], ['android']] as const)('?shell=%s puts that shell in the page, and it receives the messages', async (shell) => {
    expect(installFakeShell(`?shell=${shell}`)).toBe(shell);
    expect(detectShell()).toBe(shell);
    expect(await callPhone()).toBe(shell);
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining(shell === 'ios' ? 'iOS' : 'Android'), 'callPhone', { phone: '0917' });
    expect(bridgeLog.getState().entries.map((e) => e.shell)).toEqual([shell]);
  });

  it('the choice is kept for the tab (also from a hash route), and ?shell=none takes it away', () => {
    installFakeShell('', '#/?shell=android');
    removeFakeShells();
    expect(installFakeShell('')).toBe('android');
    removeFakeShells();
    expect(installFakeShell('?shell=none')).toBeNull();
    expect(installFakeShell('')).toBeNull();
    expect(detectShell()).toBeNull();
  });

  it('an unknown shell name installs nothing', () => {
    expect(installFakeShell('?shell=windows')).toBeNull();
    expect(detectShell()).toBeNull();
  });

  it('the fake Android shell refuses what a real one cannot take (anything but two strings)', () => {
    installFakeShell('?shell=android');
    const bridge = (globalThis as unknown as { LoanBridge: { postMessage: (...a: unknown[]) => void } }).LoanBridge;
    expect(() => bridge.postMessage('callPhone', { phone: '1' })).toThrow(TypeError);
  });
});
