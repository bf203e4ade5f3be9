import type { WidgetProps } from '../renderer/types';
import { text } from './props';

interface Props {
  /** The frame's accessible name. */
  title: string;
  /** An address the screen already passed through the URL check (nav.check). */
  url: string;
}

/** A page shown in a frame (an agreement inside a Dialog). Draws nothing without an http(s) address. */
export function Frame({ title, url }: WidgetProps<Props>) {
  const src = text(url);
  // Belt and braces: only http(s) reaches the frame even if a schema forgets nav.check.
  if (!/^https?:\/\//i.test(src)) return null;
  return <iframe className="w-frame" src={src} title={text(title)} sandbox="allow-same-origin allow-scripts" referrerPolicy="no-referrer" />;
}
