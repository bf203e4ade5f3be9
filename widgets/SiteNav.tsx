import { useEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import type { WidgetPropsOf } from '../renderer/contract';
import type { contract } from './SiteNav.contract';
import { list, record, text } from './props';
import { reducedMotion } from './reducedMotion';

/** Where the page shows a section: its top 8 px below the bar (sticky, and it wraps on a phone: whatever its height). */
function topBelow(target: HTMLElement, bar: HTMLElement | null): number {
  return Math.max(0, target.getBoundingClientRect().top + window.scrollY - (bar?.offsetHeight ?? 0) - 8);
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
    const top = topBelow(target, bar.current);
    if (Math.abs(top - window.scrollY) >= 1) window.scrollTo({ top, behavior: 'instant' });
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
