import type { WidgetPropsOf } from '../renderer/contract';
import type { contract } from './Frame.contract';
import { text } from './props';

/** A page shown in a frame (an agreement inside a Dialog). Draws nothing without an http(s) address. */
export function Frame({ title, url }: WidgetPropsOf<typeof contract>) {
  const src = text(url);
  // Belt and braces: only http(s) reaches the frame even if a schema forgets nav.check.
  if (!/^https?:\/\//i.test(src)) return null;
  return <iframe className="w-frame" src={src} title={text(title)} sandbox="allow-same-origin allow-scripts" referrerPolicy="no-referrer" />;
}
