import { useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './SiteNav.contract.ts';
import { list, record, text } from './props.ts';
import { reducedMotion } from './reducedMotion.ts';
import { OPENED_SECTION } from './openedSection.ts';

/** Where the page shows a section: its top 8 px below the bar (sticky, and it wraps on a phone: whatever its height). */
function topBelow(target: HTMLElement, bar: HTMLElement | null): number {
  return Math.max(0, target.getBoundingClientRect().top + window.scrollY - (bar?.offsetHeight ?? 0) - 8);
}

/** The browser opens a page at the section the HTML marks (scroll-initial-target, widgets.css) when it can. */
const browserOpensAtSection = (): boolean =>
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('scroll-initial-target', 'nearest');

/**
 * Where the page was put before the app drew this navigation, with no one
 * moving it: at the top, or at the section the HTML marked as opened when the
 * browser places the page there itself (measured on the page on show: the
 * prerendered one, or the one drawn before in another language).
 */
function openedAt(section: string): number {
  if (typeof document === 'undefined' || !section || !browserOpensAtSection()) return 0;
  const marked = document.getElementById(section);
  if (!marked?.classList.contains(OPENED_SECTION)) return 0;
  const end = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  return Math.min(end, topBelow(marked, document.querySelector<HTMLElement>('.w-sitenav')));
}

/**
 * The official site's navigation. Links are real links (/About, /Policy …)
 * that work without JavaScript; with it they scroll smoothly to their
 * section and the address follows, so it can be shared.
 */
export function SiteNav({ brand, label, links, current }: WidgetPropsOf<typeof contract>) {
  const items = list(links).map(record);
  const opened = text(current);
  const bar = useRef<HTMLElement>(null);
  // Taken as the navigation is first drawn, before the app's page replaces or adopts the one on show.
  const [startedAt] = useState(() => openedAt(opened));
  const scrollTo = (section: string, behavior: ScrollBehavior): boolean => {
    const target = document.getElementById(section);
    if (!target) return false;
    window.scrollTo({ top: topBelow(target, bar.current), behavior });
    return true;
  };
  useEffect(() => {
    // Arrival jumps straight to the section; only taps on the links scroll smoothly. Where the browser already
    // opened the page there (Section's opened mark, widgets.css), the page stays put: no second jump by a fraction.
    const target = opened ? document.getElementById(opened) : null;
    if (!target) return;
    // A visitor who scrolled the page while the app was on its way (up to the language switch, say) keeps it where
    // they put it: a jump now would move what they are about to tap from under their finger.
    if (Math.abs(window.scrollY - startedAt) >= 1) return;
    const top = topBelow(target, bar.current);
    if (Math.abs(top - window.scrollY) >= 1) window.scrollTo({ top, behavior: 'instant' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- where the page opened is taken once, on arrival
  }, [opened]);
  const go = (e: MouseEvent<HTMLAnchorElement>, section: string, path: string) => {
    if (!scrollTo(section, reducedMotion() ? 'instant' : 'smooth')) return;
    e.preventDefault();
    window.history.replaceState(window.history.state, '', path);
  };
  return (
    <header className="w-sitenav" data-bar="top" ref={bar}>
      <span className="w-sitenav__brand">{text(brand)}</span>
      <nav aria-label={text(label)}>
        <ul className="w-sitenav__links">
          {items.map((l, i) => (
            <li key={i}>
              <a href={text(l.path)} aria-current={text(l.section) === opened ? 'location' : undefined} onClick={(e) => go(e, text(l.section), text(l.path))}>
                {text(l.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
