import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './ButtonBar.contract.ts';

/** A row of buttons at the bottom of a screen or a dialog. Draws nothing when empty. `data-bar`: a toast stays clear of it while it is stuck to the bottom. */
export function ButtonBar({ children }: WidgetPropsOf<typeof contract>) {
  const items = Array.isArray(children) ? children.filter(Boolean) : children ? [children] : [];
  if (!items.length) return null;
  return (
    <div className="w-buttonbar" data-bar="bottom">
      {children}
    </div>
  );
}
