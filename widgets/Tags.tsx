import type { WidgetProps } from '../renderer/types';
import { list, text } from './props';

/** Small labels in a row (e.g. the chosen complaint types). */
export function Tags({ items, label }: WidgetProps<{ items: string[]; label: string }>) {
  const tags = list(items).map(text).filter(Boolean);
  if (!tags.length) return null;
  return (
    <ul className="w-tags" aria-label={text(label) || undefined}>
      {tags.map((t, i) => (
        <li key={i} className="w-tags__tag">
          {t}
        </li>
      ))}
    </ul>
  );
}
