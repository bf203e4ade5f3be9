// @vitest-environment node
/** Whether back can stay inside the app (CONTRACT section 4, native back): the router's index, or a full load from this site. */
import { describe, expect, it } from 'vitest';
import { cameFromThisApp } from '../../../actions/nav/inAppHistory.ts';

const page = ({
  state = null as unknown,
  length = 1,
  referrer = '',
  origin = 'https://loan.example',
  navigationIndex = undefined as number | undefined,
} = {}) =>
  ({
    history: { state, length },
    document: { referrer },
    location: { origin },
    ...(navigationIndex === undefined ? {} : { navigation: { currentEntry: { index: navigationIndex } } }),
  }) as unknown as Window;

describe('cameFromThisApp', () => {
  it.each([
    ['the first page the shell opened', page(), false],
    ['the first page, after an in-app replace', page({ state: { idx: 0, key: 'k' } }), false],
    ['a page pushed by the router', page({ state: { idx: 1, key: 'k' }, length: 2 }), true],
    ['a pushed page reloaded (the index is kept)', page({ state: { idx: 3, key: 'k' }, length: 4 }), true],
    ['a full load from another page of this site', page({ referrer: 'https://loan.example/repay?x=1', length: 2 }), true],
    ['a full load from another site', page({ referrer: 'https://pay.example/done', length: 2 }), false],
    ['a same-site referrer with nothing behind', page({ referrer: 'https://loan.example/repay', length: 1 }), false],
    ['a broken referrer', page({ referrer: 'not a url', length: 2 }), false],
    ['a state written by someone else', page({ state: { idx: '5' }, length: 2 }), false],
    ['Navigation API: a page of ours behind (the shell loaded another one after it)', page({ length: 2, navigationIndex: 1 }), true],
    ['Navigation API: nothing of ours behind, whatever the referrer', page({ referrer: 'https://loan.example/repay', length: 3, navigationIndex: 0 }), false],
    ['Navigation API: the router index still counts', page({ state: { idx: 2 }, length: 3, navigationIndex: 0 }), true],
  ])('%s → %s', (_label, win, expected) => {
    expect(cameFromThisApp(win)).toBe(expected);
  });

  it('an unreadable history counts as the first page', () => {
    const win = {
      get history(): History {
        throw new Error('denied');
      },
    } as unknown as Window;
    expect(cameFromThisApp(win)).toBe(false);
  });
});
