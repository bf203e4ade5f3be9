import { useId } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './ProductOffer.contract.ts';
import { DECORATION, imageSrc, list, text } from './props.ts';
import { BusySign } from './BusySign.tsx';

/** A recommended product; a disabled one is shown greyed and cannot be chosen. */
export function ProductOffer(props: WidgetPropsOf<typeof contract>) {
  const { logo, name, buttonText, range, rangeDesc, rate, desc, tags, enabled, emit, busy } = props;
  const id = useId();
  const src = imageSrc(logo);
  const on = enabled === true;
  const tagList = list(tags).map(text).filter(Boolean);
  return (
    <article className={`w-offer${on ? '' : ' w-offer--disabled'}`} aria-labelledby={id}>
      <div className="w-offer__head">
        {src && <img className="w-offer__logo" src={src} alt="" width="32" height="32" {...DECORATION} />}
        <h3 id={id} className="w-offer__name">
          {text(name)}
        </h3>
      </div>
      <div className="w-offer__body">
        <div>
          <p className="w-offer__range">{text(range)}</p>
          <p className="w-offer__muted">{text(rangeDesc)}</p>
        </div>
        <div>
          <p className="w-offer__rate">{text(rate)}</p>
          <p className="w-offer__muted">{text(desc)}</p>
        </div>
      </div>
      {tagList.length > 0 && (
        <ul className="w-offer__tags">
          {tagList.map((t, i) => (
            <li key={i}>{t}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="w-button__control w-button__control--primary"
        disabled={!on}
        aria-busy={busy}
        onClick={() => {
          if (on && !busy) void emit('select');
        }}
      >
        <BusySign busy={busy && on} />
        {text(buttonText)}
      </button>
    </article>
  );
}
