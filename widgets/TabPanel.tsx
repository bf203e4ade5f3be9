import { Children } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './TabPanel.contract.ts';
import { text } from './props.ts';

/** One tab's content; a neighbour is drawn but hidden. With no children it says `emptyText`. */
export function TabPanel({ selected, emptyText, children }: WidgetPropsOf<typeof contract>) {
  const empty = Children.toArray(children).length === 0;
  return (
    <div role="tabpanel" hidden={selected !== true} className="w-tabpanel">
      {empty ? <p className="w-tabpanel__empty">{text(emptyText)}</p> : children}
    </div>
  );
}
