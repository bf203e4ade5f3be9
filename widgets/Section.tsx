import { useId } from 'react';
import type { WidgetProps } from '../renderer/types';
import { text } from './props';

/** A titled group of content. */
export function Section({ title, children }: WidgetProps<{ title: string }>) {
  const id = useId();
  const heading = text(title);
  return (
    <section className="w-section" aria-labelledby={heading ? id : undefined}>
      {heading && (
        <h2 id={id} className="w-section__title">
          {heading}
        </h2>
      )}
      {children}
    </section>
  );
}
