import type { KeyboardEvent } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Tabs.contract.ts';
import { list, record, text } from './props.ts';

/** A tab switcher (role tablist/tab); emits `change` with the chosen tab's value. Arrow keys move between tabs. */
export function Tabs({ label, tabs, value, variant, emit }: WidgetPropsOf<typeof contract>) {
  const items = list(tabs).map(record);
  if (!items.length) return null;
  const current = text(value);
  const choose = (v: unknown) => {
    if (text(v) !== current) void emit('change', v as never);
  };
  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = items[(i + step + items.length) % items.length];
    choose(next.value);
    (e.currentTarget.parentElement?.children[(i + step + items.length) % items.length] as HTMLElement | undefined)?.focus();
  };
  return (
    <div className={`w-tabs w-tabs--${text(variant) || 'tabs'}`} role="tablist" aria-label={text(label)}>
      {items.map((tab, i) => {
        const selected = text(tab.value) === current;
        return (
          <button
            // By position: a server may send the same value twice, and tabs never reorder.
            key={i}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className="w-tabs__tab"
            onClick={() => choose(tab.value)}
            onKeyDown={(e) => onKey(e, i)}
          >
            {text(tab.label)}
          </button>
        );
      })}
    </div>
  );
}
