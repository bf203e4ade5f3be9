import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Text.contract.ts';
import { text as asText } from './props.ts';

/** A paragraph of text. Server text is always drawn as text, never as HTML. */
export function Text({ text, tone }: WidgetPropsOf<typeof contract>) {
  const value = asText(text);
  if (!value) return null;
  return <p className={`w-text w-text--${asText(tone) || 'normal'}`}>{value}</p>;
}
