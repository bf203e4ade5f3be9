import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Fallback.contract.ts';
import { text } from './props.ts';

/**
 * Drawn in place of a node whose widget is unknown or failed, so the rest of
 * the screen stays usable. The technical reason is for developers (data-*).
 */
export function Fallback({ message, widget, reason }: WidgetPropsOf<typeof contract>) {
  return (
    <div className="w-fallback" role="note" data-widget={text(widget)} data-reason={text(reason)}>
      {text(message)}
    </div>
  );
}
