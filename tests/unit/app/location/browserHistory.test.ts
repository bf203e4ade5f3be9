/** The product pages' history keeps react-router's entry shape: native back depends on its page numbers. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserHistory } from '../../../../app/location/browserHistory.ts';
import { cameFromThisApp } from '../../../../actions/nav/inAppHistory.ts';

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

  describe('in hash mode (the promotion pages)', () => {
    it('reads the location after the #, with its own query; none is /', () => {
      window.history.replaceState(null, '', '/promo/?id=1');
      expect(browserHistory(window, 'hash').read()).toMatchObject({ pathname: '/', search: '', hash: '' });
      window.history.replaceState(null, '', '/promo/?id=1#/downloadTemplate?x=2');
      expect(browserHistory(window, 'hash').read()).toMatchObject({ pathname: '/downloadTemplate', search: '?x=2' });
      window.history.replaceState(null, '', '/promo/#agreementTemplate');
      expect(browserHistory(window, 'hash').read()).toMatchObject({ pathname: '/agreementTemplate', search: '' });
    });

    it('a move writes a new # on the same document address, numbered as a page of ours, and tells the listener', () => {
      window.history.replaceState(null, '', '/promo/?id=1#/');
      const history = browserHistory(window, 'hash');
      const seen = vi.fn();
      const stop = history.listen(seen);
      history.push('/downloadTemplate?x=2');
      expect(window.location.pathname + window.location.search + window.location.hash).toBe('/promo/?id=1#/downloadTemplate?x=2');
      expect(window.history.state).toMatchObject({ idx: 1 });
      expect(cameFromThisApp(window)).toBe(true);
      expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ pathname: '/downloadTemplate', search: '?x=2' }));
      // A target without a path stays on the page shown (after the #), as react-router resolved it.
      history.replace('?lang=fil');
      expect(window.location.hash).toBe('#/downloadTemplate?lang=fil');
      expect(window.history.state).toMatchObject({ idx: 1 });
      stop();
    });
  });
});
