import type { WidgetProps } from '../renderer/types';
import { imageSrc, list, record, text } from './props';

interface Props {
  logo: string;
  name: string;
  /** Label/value rows: [{text, value}] (SPEC: userOrderDetail.detail). */
  rows: { text: string; value: string }[];
}

/** A product with its logo, name and label/value rows. */
export function ProductCard({ logo, name, rows }: WidgetProps<Props>) {
  const src = imageSrc(logo);
  const items = list(rows).map(record);
  return (
    <section className="w-card" aria-label={text(name) || undefined}>
      <div className="w-card__head">
        {src && <img className="w-card__logo" src={src} alt="" width="40" height="40" />}
        <h2 className="w-card__name">{text(name)}</h2>
      </div>
      {items.length > 0 && (
        <dl className="w-rows">
          {items.map((row, i) => (
            <div className="w-rows__row" key={i}>
              <dt>{text(row.text)}</dt>
              <dd>{text(row.value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
