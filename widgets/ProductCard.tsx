import { Children } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './ProductCard.contract.ts';
import { DECORATION, imageSrc, text } from './props.ts';
import { shownRows } from './shownItems.ts';

/** A product with its logo, name and label/value rows. */
export function ProductCard({ logo, name, rows, status, childrenBelow, children }: WidgetPropsOf<typeof contract>) {
  const below = childrenBelow === true;
  const src = imageSrc(logo);
  const items = shownRows(rows);
  return (
    <section className="w-card" aria-label={text(name) || undefined}>
      <div className="w-card__head">
        {src && <img className="w-card__logo" src={src} alt="" width="40" height="40" {...DECORATION} />}
        <div className="w-card__titles">
          <h2 className="w-card__name">{text(name)}</h2>
          {text(status) && <p className="w-card__status">{text(status)}</p>}
        </div>
        {!below && children}
      </div>
      {items.length > 0 && (
        <dl className="w-rows">
          {items.map((row, i) => (
            <div className="w-rows__row" key={i}>
              <dt>
                {text(row.text ?? row.title)}
                {text(row.note) && <span className="w-rows__note">{text(row.note)}</span>}
              </dt>
              <dd>{text(row.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {below && Children.count(children) > 0 && <div className="w-card__below">{children}</div>}
    </section>
  );
}
