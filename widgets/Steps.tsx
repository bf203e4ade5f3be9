import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Steps.contract.ts';
import { fillText } from './Article.tsx';
import { list, record, text } from './props.ts';

/** Named groups of numbered steps (how to pay at a channel). */
export function Steps({ title, items, values }: WidgetPropsOf<typeof contract>) {
  const groups = list(items).map(record);
  const v = record(values);
  if (!groups.length && !text(title)) return null;
  return (
    <section className="w-steps">
      {text(title) && <h2 className="w-section__title">{text(title)}</h2>}
      {groups.map((g, i) => {
        const steps = list(g.steps).map(text).filter(Boolean);
        return (
          <div key={i} className="w-steps__group">
            {text(g.name) && <h3 className="w-steps__name">{fillText(text(g.name), v)}</h3>}
            <ol className="w-steps__list">
              {steps.map((s, j) => (
                <li key={j}>{fillText(s, v)}</li>
              ))}
            </ol>
          </div>
        );
      })}
    </section>
  );
}
