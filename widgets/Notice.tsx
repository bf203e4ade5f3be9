import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Notice.contract.ts';
import { text } from './props.ts';

/** A title and a message, for empty or unavailable states. */
export function Notice({ title, message, live }: WidgetPropsOf<typeof contract>) {
  return (
    <div className="w-notice" role={live === true ? 'status' : undefined}>
      {text(title) && <h2 className="w-notice__title">{text(title)}</h2>}
      {text(message) && <p className="w-notice__message">{text(message)}</p>}
    </div>
  );
}
