import type { WidgetPropsOf } from '../renderer/contract';
import type { contract } from './Text.contract';
import { text as asText } from './props';

/** A paragraph of text. Server text is always drawn as text, never as HTML. */
export function Text({ text, tone }: WidgetPropsOf<typeof contract>) {
  const value = asText(text);
  if (!value) return null;
  return <p className={`w-text w-text--${asText(tone) || 'normal'}`}>{value}</p>;
}
