import { useEffect, useId, useRef } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Section.contract.ts';
import { text } from './props.ts';
import { reducedMotion } from './reducedMotion.ts';
import { OPENED_SECTION } from './openedSection.ts';

/** A titled group of content. */
export function Section({ title, anchor, reveal, current, children }: WidgetPropsOf<typeof contract>) {
  const id = useId();
  const heading = text(title);
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = box.current;
    if (reveal !== true || !el) return;
    // Only when some of it is out of sight: a section already in view does not move the page.
    const visibleBottom = window.visualViewport ? window.visualViewport.offsetTop + window.visualViewport.height : window.innerHeight;
    if (el.getBoundingClientRect().bottom > visibleBottom) el.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
    // Once, when it appears: typing or choosing inside it must not scroll the page again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The section the address opens at is the browser's first scroll position (widgets.css, .w-section--opened):
  // the prerendered page paints there at once, instead of at the top and then where the app scrolls it.
  const opened = !!text(anchor) && text(anchor) === text(current);
  return (
    <section
      ref={box}
      className={opened ? `w-section ${OPENED_SECTION}` : 'w-section'}
      id={text(anchor) || undefined}
      aria-labelledby={heading ? id : undefined}
    >
      {heading && (
        <h2 id={id} className="w-section__title">
          {heading}
        </h2>
      )}
      {children}
    </section>
  );
}
