// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { partUsers } from '../../../studio/partUsers.ts';

describe('live preview: which screens use a shared part', () => {
  it('lists the screens that use each part, in the order given, each once', () => {
    const users = partUsers({ repay: ['repayCommon'], orderDetail: [], repayDelay: ['repayCommon', 'repayCommon', 'extra'], confirmLoan: undefined }, [
      'repayDelay',
      'orderDetail',
      'repay',
      'confirmLoan',
    ]);
    expect(users).toEqual({ repayCommon: ['repayDelay', 'repay'], extra: ['repayDelay'] });
  });
});
