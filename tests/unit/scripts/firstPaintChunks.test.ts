// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { screenSetNames, sharedWidgets } from '../../../scripts/firstPaintChunks.ts';

describe('sharedWidgets (scripts/firstPaintChunks.ts): the widgets of the shared widget file', () => {
  it('those two screens or more draw, never the form (it brings rjsf), each once', () => {
    const table = {
      orderDetail: ['Page', 'Button', 'Dialog', 'ServiceLine', 'Button'],
      bindBank: ['Page', 'Button', 'SchemaForm', 'Tabs'],
      promoRegister: ['Page', 'Dialog', 'SchemaForm'],
    };
    expect(sharedWidgets(table)).toEqual(['Button', 'Dialog', 'Page']);
  });
});

describe('screenSetNames (scripts/firstPaintChunks.ts): the names of the files of what the same screens need', () => {
  it('one screen: its id; several: the first id and how many; two sets that would share a name: told apart by a count', () => {
    expect(
      screenSetNames([['confirmLoan'], ['confirmLoanNew', 'confirmLoan'], ['repay', 'repayDelay', 'repayPeriod'], ['confirmLoan', 'repaymentWay']]),
    ).toEqual(['confirmLoan', 'confirmLoan_2', 'repay_3', 'confirmLoan_2_2']);
  });

  it('names a page can list: letters, digits and _ only (app/preloadChunks.ts)', () => {
    for (const name of screenSetNames([['a'], ['b', 'c'], ['b', 'd'], ['b', 'e']])) expect(name).toMatch(/^\w+$/);
  });
});
