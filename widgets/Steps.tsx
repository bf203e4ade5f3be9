import type { WidgetProps } from '../renderer/types';
import { fillText } from './Article';
import { list, record, text } from './props';

interface Props {
  title: string;
  /** [{name, steps: [text]}]. */
  items: { name: string; steps: string[] }[];
  /** Values for {placeholders} in the steps, e.g. {lender.tradeName}: the biller a borrower looks for is the lender's own name. */
  values: Record<string, unknown>;
}

/** Named groups of numbered steps (how to pay at a channel). */
export function Steps({ title, items, values }: WidgetProps<Props>) {
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
