import type { WidgetProps } from '../renderer/types';
import { text as asText } from './props';

/** The loading indicator of a screen whose data is on its way. */
export function Loader({ text }: WidgetProps<{ text: string }>) {
  const label = asText(text);
  return (
    <div className="w-loader" role="progressbar" aria-label={label} aria-busy="true">
      <span className="w-loader__spinner" aria-hidden="true" />
      <p className="w-loader__text">{label}</p>
    </div>
  );
}
