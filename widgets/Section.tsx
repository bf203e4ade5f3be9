import { useId } from 'react';
import type { WidgetProps } from '../renderer/types';
import { text } from './props';

/** A titled group of content; `anchor` gives it an id an address or a link can point at. */
export function Section({ title, anchor, children }: WidgetProps<{ title: string; anchor: string }>) {
  const id = useId();
  const heading = text(title);
  return (
    <section className="w-section" id={text(anchor) || undefined} aria-labelledby={heading ? id : undefined}>
      {heading && (
        <h2 id={id} className="w-section__title">
          {heading}
        </h2>
      )}
      {children}
    </section>
  );
}
