/**
 * storage.set / storage.get (issue 16, "another order's pay code"): an entry
 * belongs to the owner (an order) and the moment it was written; a read for
 * another owner, an old entry or a write the browser refused never gives old
 * data back as current.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_PREFIX, storageActions } from '../../../actions/storage/storageActions.ts';
import type { Json, JsonObject } from '../../../renderer/types.ts';

const call = (name: 'storage.set' | 'storage.get', args: JsonObject) =>
  storageActions[name]({ args, context: {}, setState: () => {}, reload: async () => {}, runHandler: async () => {} } as never) as Json;
const HOUR = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('storage actions', () => {
  it('reads back what was kept for the same owner within the age', () => {
    call('storage.set', { key: 'k', owner: '900001', value: { code: 'A' } });
    expect(call('storage.get', { key: 'k', owner: '900001', maxAgeMs: HOUR })).toEqual({ code: 'A' });
  });

  it("another owner's entry is not read", () => {
    call('storage.set', { key: 'k', owner: '900002', value: { code: 'B' } });
    expect(call('storage.get', { key: 'k', owner: '900001', maxAgeMs: HOUR })).toBeNull();
  });

  it('a reader that does not know the owner still gets only a fresh entry', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
    call('storage.set', { key: 'k', owner: '900002', value: 1 });
    expect(call('storage.get', { key: 'k', owner: '', maxAgeMs: HOUR })).toBe(1);
    vi.setSystemTime(new Date('2026-11-24T09:00:01Z'));
    expect(call('storage.get', { key: 'k', owner: '', maxAgeMs: HOUR })).toBeNull();
  });

  it('an entry older than maxAgeMs, or from the future (the clock moved back), is not read', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T08:00:00Z'));
    call('storage.set', { key: 'k', owner: 'o', value: 1 });
    vi.setSystemTime(new Date('2026-11-24T08:59:59Z'));
    expect(call('storage.get', { key: 'k', owner: 'o', maxAgeMs: HOUR })).toBe(1);
    vi.setSystemTime(new Date('2026-11-24T09:00:01Z'));
    expect(call('storage.get', { key: 'k', owner: 'o', maxAgeMs: HOUR })).toBeNull();
    vi.setSystemTime(new Date('2026-11-24T07:00:00Z'));
    expect(call('storage.get', { key: 'k', owner: 'o', maxAgeMs: HOUR })).toBeNull();
  });

  it('a write the browser refuses removes the older entry and fails', () => {
    call('storage.set', { key: 'k', owner: '900002', value: { code: 'OLD' } });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => call('storage.set', { key: 'k', owner: '900001', value: { code: 'NEW' } })).toThrow();
    expect(localStorage.getItem(`${STORAGE_PREFIX}k`)).toBeNull();
    expect(call('storage.get', { key: 'k', owner: '', maxAgeMs: HOUR })).toBeNull();
  });

  it.each([
    ['not JSON', '{not json'],
    ['a bare value (no owner, no time)', JSON.stringify({ code: 'A' })],
    ['no time', JSON.stringify({ owner: 'o', value: 1 })],
    ['a time that is not a number', JSON.stringify({ owner: 'o', savedAt: 'now', value: 1 })],
  ])('an entry that is %s is not read', (_name, raw) => {
    localStorage.setItem(`${STORAGE_PREFIX}k`, raw);
    expect(call('storage.get', { key: 'k', owner: 'o', maxAgeMs: HOUR })).toBeNull();
  });

  it('visit: true keeps to this visit (sessionStorage), apart from what the device keeps', () => {
    call('storage.set', { key: 'shown', owner: '1001', value: true, visit: true });
    expect(localStorage.getItem(`${STORAGE_PREFIX}shown`)).toBeNull();
    expect(call('storage.get', { key: 'shown', owner: '1001', maxAgeMs: HOUR, visit: true })).toBe(true);
    expect(call('storage.get', { key: 'shown', owner: '1002', maxAgeMs: HOUR, visit: true }), "another offer's").toBeNull();
    expect(call('storage.get', { key: 'shown', owner: '1001', maxAgeMs: HOUR }), 'not on the device').toBeNull();
    sessionStorage.removeItem(`${STORAGE_PREFIX}shown`);
  });
});
