import { Children } from 'react';
import type { WidgetProps } from '../renderer/types';
import { text } from './props';

/** One tab's content; a neighbour is drawn but hidden. With no children it says `emptyText`. */
export function TabPanel({ selected, emptyText, children }: WidgetProps<{ selected: boolean; emptyText: string }>) {
  const empty = Children.toArray(children).length === 0;
  return (
    <div role="tabpanel" hidden={selected !== true} className="w-tabpanel">
      {empty ? <p className="w-tabpanel__empty">{text(emptyText)}</p> : children}
    </div>
  );
}
