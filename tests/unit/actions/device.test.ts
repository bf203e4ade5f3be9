import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceActions } from '../../../actions/device/deviceActions.ts';
import type { ActionEnv } from '../../../renderer/types.ts';
import { fakeGeolocation, removeGeolocation } from '../../support/fakeGeolocation.ts';

const env = (args: ActionEnv['args']) => ({ args }) as ActionEnv;
const locate = (args: ActionEnv['args'] = {}) => Promise.resolve(deviceActions['device.locate'](env(args)));

afterEach(() => {
  vi.useRealTimers();
  removeGeolocation();
});

describe('device.locate', () => {
  it('answers latitude, longitude and accuracy, asking with the time-out', async () => {
    const ask = fakeGeolocation((ok) => ok({ coords: { latitude: 14.5995, longitude: 120.9842, accuracy: 20 } }));
    await expect(locate({ timeoutMs: 8000 })).resolves.toEqual({ latitude: 14.5995, longitude: 120.9842, accuracy: 20 });
    expect(ask.mock.calls[0][2]).toMatchObject({ timeout: 8000, maximumAge: 0 });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
    [99, 'unavailable'],
  ])('browser error %i → code %s', async (code, expected) => {
    fakeGeolocation((_ok, fail) => fail({ code }));
    await expect(locate()).rejects.toEqual({ kind: 'rejected', code: expected, message: '' });
  });

  it('gives up after the time-out when the browser never answers (a permission prompt left open)', async () => {
    vi.useFakeTimers();
    fakeGeolocation(() => {});
    const outcome = locate({ timeoutMs: 5000 }).then(
      () => 'answered',
      (e: { code: string }) => e.code,
    );
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('timeout');
  });

  it('without a time-out argument it still gives up (10 s)', async () => {
    vi.useFakeTimers();
    fakeGeolocation(() => {});
    const outcome = locate().catch((e: { code: string }) => e.code);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(outcome).resolves.toBe('timeout');
  });

  it('a browser without geolocation: unsupported, never a crash', async () => {
    await expect(locate()).rejects.toEqual({ kind: 'rejected', code: 'unsupported', message: '' });
  });
});
