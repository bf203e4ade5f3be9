import type { WidgetProps } from '../renderer/types';
import { text as asText } from './props';

/** A paragraph of text. Server text is always drawn as text, never as HTML. */
export function Text({ text, tone }: WidgetProps<{ text: string; tone: string }>) {
  const value = asText(text);
  if (!value) return null;
  return <p className={`w-text w-text--${asText(tone) || 'normal'}`}>{value}</p>;
}
