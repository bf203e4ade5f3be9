import { useEffect, useRef, type PointerEvent } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './SwipeTabs.contract.ts';
import { list, num, record, text } from './props.ts';

/** A pointer that moved farther than this (px) between down and up dragged: its click is not a tap. */
const TAP_SLOP_PX = 10;

/** Tabs over swipeable panels (the children); emits `change` with the new index. */
export function SwipeTabs({ label, tabs, value, visibleTabs, swipeThreshold, badgeMax, children, emit }: WidgetPropsOf<typeof contract>) {
  const items = list(tabs).map(record);
  const current = Math.max(0, Math.min(items.length - 1, num(value, 0)));
  const perPage = Math.max(1, Math.min(num(visibleTabs, 5), items.length || 1));
  const start = useRef<{ x: number; y: number } | null>(null);
  const dragged = useRef(false);
  const area = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const max = num(badgeMax, 99);

  useEffect(() => {
    bar.current?.children[current]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const go = (i: number) => {
    if (i >= 0 && i < items.length && i !== current) void emit('change', i);
  };
  const onDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
    dragged.current = false;
  };
  const onUp = (e: PointerEvent) => {
    if (!start.current) return;
    const dx = e.clientX - start.current.x;
    const dy = e.clientY - start.current.y;
    start.current = null;
    dragged.current = Math.hypot(dx, dy) > TAP_SLOP_PX;
    const width = area.current?.clientWidth || window.innerWidth;
    if (Math.abs(dx) > num(swipeThreshold, 0.3) * width && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? current + 1 : current - 1);
  };

  return (
    <div className="w-swipetabs">
      <div className="w-tabs w-swipetabs__bar" role="tablist" aria-label={text(label)} ref={bar}>
        {items.map((tab, i) => {
          const badge = num(tab.badge, 0);
          return (
            <button
              key={i}
              type="button"
              role="tab"
              aria-selected={i === current}
              tabIndex={i === current ? 0 : -1}
              className="w-tabs__tab"
              style={{ flex: `0 0 ${100 / perPage}%` }}
              onClick={() => go(i)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowRight') go(current + 1);
                if (e.key === 'ArrowLeft') go(current - 1);
              }}
            >
              {text(tab.title)}
              {badge > 0 && <span className="w-badge">{badge > max ? `${max}+` : String(badge)}</span>}
            </button>
          );
        })}
      </div>
      <div
        className="w-swipetabs__area"
        ref={area}
        onPointerDown={onDown}
        onPointerUp={onUp}
        onPointerCancel={() => (start.current = null)}
        onClickCapture={(e) => {
          // A mouse drag ends in a click on the row under it; a swipe must not open that row.
          if (!dragged.current) return;
          dragged.current = false;
          e.preventDefault();
          e.stopPropagation();
        }}
      >
        {children}
      </div>
    </div>
  );
}
