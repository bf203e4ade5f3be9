import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Loader.contract.ts';
import { text as asText } from './props.ts';

/** The loading indicator of a screen whose data is on its way. */
export function Loader({ text }: WidgetPropsOf<typeof contract>) {
  const label = asText(text);
  return (
    <div className="w-loader" role="progressbar" aria-label={label} aria-busy="true">
      <span className="w-loader__spinner" aria-hidden="true" />
      <p className="w-loader__text">{label}</p>
    </div>
  );
}
