/** The product pages' history keeps react-router's entry shape: native back depends on its page numbers. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserHistory } from '../../../../app/location/browserHistory';
import { cameFromThisApp } from '../../../../actions/nav/inAppHistory';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('browserHistory', () => {
  it('takes an entry with no number for the first page, and keeps a number a reload brought', () => {
    window.history.replaceState(null, '', '/orderDetail?orderNo=1');
    const history = browserHistory(window);
    expect(history.read()).toEqual({ pathname: '/orderDetail', search: '?orderNo=1', hash: '', state: null, key: 'default' });
    expect(cameFromThisApp(window)).toBe(false);
    window.history.replaceState({ usr: null, key: 'k', idx: 3 }, '');
    browserHistory(window).push('/repay');
    expect(window.history.state).toMatchObject({ idx: 4 });
  });

  it('a push adds a page of ours behind; a replace does not; each tells the listener', () => {
    window.history.replaceState(null, '', '/orderDetail');
    const history = browserHistory(window);
    const seen = vi.fn();
    const stop = history.listen(seen);
    history.push('/repay?orderNo=1', { from: 'order' });
    expect(window.location.pathname + window.location.search).toBe('/repay?orderNo=1');
    expect(window.history.state).toMatchObject({ usr: { from: 'order' }, idx: 1 });
    expect(cameFromThisApp(window)).toBe(true);
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ pathname: '/repay', search: '?orderNo=1', state: { from: 'order' } }));
    history.replace({ pathname: '/repay', search: '?orderNo=1&lang=fil' });
    expect(window.history.state).toMatchObject({ idx: 1 });
    expect(window.location.search).toBe('?orderNo=1&lang=fil');
    expect(seen).toHaveBeenCalledTimes(2);
    history.push('?lang=en');
    expect(window.location.pathname + window.location.search).toBe('/repay?lang=en');
    expect(window.history.state).toMatchObject({ idx: 2 });
    stop();
  });

  it('back and forward tell the listener the page now shown', () => {
    window.history.replaceState(null, '', '/orderDetail');
    const history = browserHistory(window);
    const seen = vi.fn();
    history.listen(seen);
    window.history.pushState({ usr: null, key: 'b', idx: 1 }, '', '/repay');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ pathname: '/repay', key: 'b' }));
  });
});
