/**
 * The files of a vitest worker share one process (vite.config.ts, `shared-jsdom` and `shared-node`):
 * what one file leaves in the window must not reach the next. freshStart is
 * what runs between them (tests/freshFile.ts); here it runs after this file
 * has left one of each kind of thing.
 */
import { describe, expect, it, vi } from 'vitest';
import { freshStart } from '../support/freshStart.ts';

describe('a test file starts as if it ran alone', () => {
  it('what a file before left in the window, the page and the storage is gone', () => {
    const firstHref = location.href;
    const firstMatchMedia = window.matchMedia;
    const heard = vi.fn();
    const globals = window as unknown as Record<string, unknown>;

    globals.__leftByAFile = 'left';
    globals.matchMedia = () => ({ matches: true });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: heard }, configurable: true });
    window.addEventListener('pageshow', heard);
    document.addEventListener('visibilitychange', heard);
    localStorage.setItem('draft', 'left');
    sessionStorage.setItem('kept', 'left');
    document.cookie = 'XSRF-TOKEN=left; path=/';
    history.pushState({ idx: 2 }, '', '/elsewhere?scenario=left');
    document.documentElement.lang = 'fil';
    document.documentElement.dataset.app = 'ready';
    document.head.innerHTML = '<title>Left</title><style>body{color:red}</style>';
    document.body.className = 'left';
    document.body.innerHTML = '<main><p>Left</p></main>';
    const body = document.body;

    freshStart();

    expect(globals.__leftByAFile).toBeUndefined();
    expect(window.matchMedia).toBe(firstMatchMedia);
    expect((navigator as unknown as { clipboard?: unknown }).clipboard).toBeUndefined();
    window.dispatchEvent(new Event('pageshow'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard).not.toHaveBeenCalled();
    expect([localStorage.length, sessionStorage.length, document.cookie]).toEqual([0, 0, '']);
    expect([location.href, history.state]).toEqual([firstHref, null]);
    expect(document.documentElement.getAttributeNames()).toEqual([]);
    expect([document.head.innerHTML, document.title, document.body.outerHTML]).toEqual(['', '', '<body></body>']);
    // The same body: testing-library's `screen` keeps the one it found when it was loaded.
    expect(document.body).toBe(body);
  });
});
