/**
 * The official site's navigation: real links (they work without
 * JavaScript); with it, a tap on a link whose section is on the page scrolls
 * there (below the sticky bar; a jump when the borrower asked for less motion)
 * and the address follows. A page opened at a section's address starts there.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { SiteNav } from '../../../widgets/SiteNav';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc';

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

  it('opened at a section’s address with the page elsewhere (a browser without scroll-initial-target): it jumps there', () => {
    const scrollTo = draw(about.section, 120);
    expect(scrollTo).toHaveBeenCalledWith({ top: 432, behavior: 'instant' });
  });
});
