import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Tags.contract.ts';
import { list, text } from './props.ts';

/**
 * Small labels in a row (e.g. the chosen complaint types). While `pending`
 * (their names are still on their way), an invisible row keeps their place,
 * so what is below does not move when they arrive.
 */
export function Tags({ items, label, pending }: WidgetPropsOf<typeof contract>) {
  const tags = list(items).map(text).filter(Boolean);
  if (!tags.length && pending === true) {
    return (
      <ul className="w-tags w-tags--pending" aria-hidden="true">
        <li className="w-tags__tag">&nbsp;</li>
      </ul>
    );
  }
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
