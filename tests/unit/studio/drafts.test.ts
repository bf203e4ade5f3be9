import { afterEach, describe, expect, it, vi } from 'vitest';
import { drafts } from '../../../studio/drafts.ts';

afterEach(() => localStorage.clear());

describe('live preview: drafts kept in the browser', () => {
  it('keeps a screen and a shared part of the same name apart', () => {
    expect(drafts.key({ kind: 'screen', id: 'repay' })).toBe('studio.draft.repay');
    expect(drafts.key({ kind: 'part', id: 'repay' })).toBe('studio.draft.part.repay');
    drafts.keep({ kind: 'screen', id: 'repay' }, 'screen text');
    drafts.keep({ kind: 'part', id: 'repay' }, 'part text');
    expect(drafts.read({ kind: 'screen', id: 'repay' })).toBe('screen text');
    expect(drafts.read({ kind: 'part', id: 'repay' })).toBe('part text');
  });

  it('forgets a draft going back to the file', () => {
    drafts.keep({ kind: 'part', id: 'repayCommon' }, 'part text');
    expect(drafts.keep({ kind: 'part', id: 'repayCommon' }, null)).toBe(true);
    expect(localStorage.getItem('studio.draft.part.repayCommon')).toBeNull();
  });

  it('says when the browser refuses to keep one, and starts from the file when it cannot read', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(drafts.keep({ kind: 'part', id: 'repayCommon' }, 'part text')).toBe(false);
    expect(drafts.read({ kind: 'part', id: 'repayCommon' })).toBeNull();
  });
});
