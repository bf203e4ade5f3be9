import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './ListItem.contract.ts';
import { DECORATION, imageSrc, text } from './props.ts';

/** One tappable row of a list: title, meta (e.g. a time), text; emits `select`. */
export function ListItem({ title, meta, text: body, image, selected, emit }: WidgetPropsOf<typeof contract>) {
  const src = imageSrc(image);
  return (
    <button type="button" className="w-listitem" aria-current={selected === true ? 'true' : undefined} onClick={() => void emit('select')}>
      {src && <img className="w-listitem__image" src={src} alt="" width="40" height="40" {...DECORATION} />}
      <span className="w-listitem__main">
        <span className="w-listitem__head">
          <span className="w-listitem__title">{text(title)}</span>
          {text(meta) && <span className="w-listitem__meta">{text(meta)}</span>}
        </span>
        {text(body) && <span className="w-listitem__text">{text(body)}</span>}
      </span>
    </button>
  );
}
