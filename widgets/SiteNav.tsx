import { useEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import type { WidgetPropsOf } from '../renderer/contract';
import type { contract } from './SiteNav.contract';
import { list, record, text } from './props';
import { reducedMotion } from './reducedMotion';

/**
 * The official site's navigation. Links are real links (/About, /Policy …)
 * that work without JavaScript; with it they scroll smoothly to their
 * section and the address follows, so it can be shared.
 */
export function SiteNav({ brand, label, links, current }: WidgetPropsOf<typeof contract>) {
  const items = list(links).map(record);
  const opened = text(current);
  const bar = useRef<HTMLElement>(null);
  // The bar is sticky and wraps on a phone: a section starts just below it, whatever its height.
  const scrollTo = (section: string, behavior: ScrollBehavior): boolean => {
    const target = document.getElementById(section);
    if (!target) return false;
    const top = target.getBoundingClientRect().top + window.scrollY - (bar.current?.offsetHeight ?? 0) - 8;
    window.scrollTo({ top: Math.max(0, top), behavior });
    return true;
  };
  useEffect(() => {
    // Arrival jumps straight to the section; only taps on the links scroll smoothly.
    if (opened) scrollTo(opened, 'instant');
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
