/**
 * The official site's navigation: real links (they work without
 * JavaScript); with it, a tap on a link whose section is on the page scrolls
 * there (below the sticky bar; a jump when the borrower asked for less motion)
 * and the address follows. A page opened at a section's address starts there.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLayoutEffect } from 'react';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { SiteNav } from '../../../widgets/SiteNav.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const site = loadScreenDoc('site');
const navLabel = screenCopy(site, 'navLabel');
const links = site.copy!.links as { label: string; section: string; path: string }[];
const about = links.find((l) => l.section === 'about')!;
const contact = links.find((l) => l.section === 'contact')!;

/** The nav over a page with only the about section (at 500 px from the top), the bar 60 px high; `scrolled`: the page's scroll on arrival. */
function draw(current = '', scrolled = 0) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  const page = (opened: string) => (
    <>
      <SiteNav nodeId="nav" busy={false} emit={vi.fn(async () => {})} brand="Lendly" label={navLabel} links={links} current={opened} />
      <section id={about.section} />
    </>
  );
  const { container, rerender } = render(page(''));
  vi.spyOn(document.getElementById(about.section)!, 'getBoundingClientRect').mockReturnValue({ top: 500 - scrolled } as DOMRect);
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(scrolled);
  Object.defineProperty(container.querySelector('[data-bar="top"]')!, 'offsetHeight', { value: 60 });
  // Where the page opened arrives once the section is laid out: the jump is measured then.
  if (current) rerender(page(current));
  return scrollTo;
}

/** Taps a link; true when the widget left it to the browser to follow (jsdom cannot, so it is stopped after). */
function tap(link: HTMLElement): boolean {
  let followed = false;
  const last = (e: Event) => {
    followed = !e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', last);
  fireEvent.click(link);
  window.removeEventListener('click', last);
  return followed;
}

const reduceMotion = (reduce: boolean) => vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('<SiteNav>', () => {
  it('a navigation named by its label, of real links to each path', () => {
    draw();
    const nav = view.getByRole('navigation', { name: navLabel });
    expect([...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual(links.map((l) => [l.label, l.path]));
  });

  it('a tap scrolls smoothly to its section just below the bar, and the address follows', () => {
    reduceMotion(false);
    const scrollTo = draw();
    const followed = tap(view.getByRole('link', { name: about.label }));
    expect(followed).toBe(false);
    expect(scrollTo).toHaveBeenCalledWith({ top: 500 - 60 - 8, behavior: 'smooth' });
    expect(window.location.pathname).toBe(about.path);
  });

  it('for a borrower who asked for less motion it jumps', () => {
    reduceMotion(true);
    const scrollTo = draw();
    tap(view.getByRole('link', { name: about.label }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 432, behavior: 'instant' });
  });

  it('a link whose section is not on the page is followed as a link', () => {
    const scrollTo = draw();
    const followed = tap(view.getByRole('link', { name: contact.label }));
    expect(followed).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/');
  });

  it('opened at a section’s address: that link is the current location and the page jumps there', () => {
    reduceMotion(false);
    const scrollTo = draw(about.section);
    expect(view.getByRole('link', { name: about.label }).getAttribute('aria-current')).toBe('location');
    expect(view.getByRole('link', { name: contact.label }).getAttribute('aria-current')).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith({ top: 432, behavior: 'instant' });
  });

  it('opened at a section’s address the browser already scrolled to (scroll-initial-target, to a fraction of a pixel): the page stays put', () => {
    const scrollTo = draw(about.section, 432.4);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opened at a section’s address, a browser without scroll-initial-target, the page moved from the top (by the visitor, or put back where they were): it stays put', () => {
    const scrollTo = draw(about.section, 120);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  describe('a browser that opens the page at the marked section (scroll-initial-target)', () => {
    beforeEach(() => vi.stubGlobal('CSS', { supports: (property: string) => property === 'scroll-initial-target' }));

    /**
     * The page on show before the app draws: the bar 60 px high, the about section marked opened at 500 px from
     * the top (the browser opened the page at 432); the visitor has it at `scrolled`.
     */
    function pageOnShow(scrolled: number) {
      vi.spyOn(window, 'scrollY', 'get').mockReturnValue(scrolled);
      vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
      vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
      const shown = document.createElement('div');
      shown.innerHTML = `<header class="w-sitenav"></header><section id="${about.section}" class="w-section w-section--opened"></section>`;
      document.body.appendChild(shown);
      // Every site bar (the one on show, the app's) is 60 px high.
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('w-sitenav') ? 60 : 0;
      });
      vi.spyOn(shown.querySelector('section')!, 'getBoundingClientRect').mockReturnValue({ top: 500 - scrolled } as DOMRect);
      return { shown, scrollTo: vi.spyOn(window, 'scrollTo').mockImplementation(() => {}) };
    }

    const nav = <SiteNav nodeId="nav" busy={false} emit={vi.fn(async () => {})} brand="Lendly" label={navLabel} links={links} current={about.section} />;

    /** The app adopts the page on show (the same elements: hydration). */
    function adopt(scrolled: number) {
      const { shown, scrollTo } = pageOnShow(scrolled);
      render(nav);
      shown.remove();
      return scrollTo;
    }

    /** The app draws its own page in its place as it commits (another language: its section at `drawnAt` from the top). */
    function redraw(scrolled: number, drawnAt: number) {
      const { shown, scrollTo } = pageOnShow(scrolled);
      function Replaces() {
        useLayoutEffect(() => {
          shown.remove();
          vi.spyOn(document.getElementById(about.section)!, 'getBoundingClientRect').mockReturnValue({ top: drawnAt - scrolled } as DOMRect);
        }, []);
        return null;
      }
      render(
        <>
          <Replaces />
          {nav}
          <section id={about.section} />
        </>,
      );
      return scrollTo;
    }

    it('the page it opened at the section stays there', () => {
      expect(adopt(432)).not.toHaveBeenCalled();
    });

    it('a visitor who scrolled it (up to the top, say) before the app took it over: it stays where they put it', () => {
      expect(adopt(0)).not.toHaveBeenCalled();
      expect(adopt(250)).not.toHaveBeenCalled();
    });

    it('drawn afresh over it (another language, other heights): from where the browser opened it, it jumps to the new section', () => {
      expect(redraw(432, 588)).toHaveBeenCalledWith({ top: 520, behavior: 'instant' });
    });

    it('drawn afresh over it after the visitor scrolled: it stays where they put it', () => {
      expect(redraw(0, 588)).not.toHaveBeenCalled();
    });
  });
});
