import { useRef, useState, type PointerEvent, type TouchEvent } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Page.contract.ts';
import { num, record, text } from './props.ts';

/**
 * The page frame: title and content, with pull-to-refresh when configured.
 * Pulling down from the top by `distance` (the pull is damped: the content
 * moves half the finger's way, at most `maxDamping` px) emits `refresh`; the
 * indicator goes away when the reload ends or after `finishAfterMs` at the latest.
 */
export function Page({ title, pullToRefresh, refreshLabel, children, emit }: WidgetPropsOf<typeof contract>) {
  const cfg = pullToRefresh ? record(pullToRefresh) : null;
  const distance = num(cfg?.distance, 25);
  const maxDamping = num(cfg?.maxDamping, 100);
  const finishAfter = num(cfg?.finishAfterMs, 1000);
  const [offset, setOffset] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const startY = useRef<number | null>(null);
  const offsetRef = useRef(0);

  const begin = (y: number) => {
    if (cfg && !refreshing && window.scrollY <= 0) startY.current = y;
  };
  const move = (y: number) => {
    if (startY.current === null) return;
    const pulled = Math.max(0, Math.min(maxDamping, (y - startY.current) / 2));
    offsetRef.current = pulled;
    setOffset(pulled);
  };
  const end = () => {
    if (startY.current === null) return;
    startY.current = null;
    const pulled = offsetRef.current;
    offsetRef.current = 0;
    setOffset(0);
    if (pulled < distance) return;
    setRefreshing(true);
    const atLatest = new Promise((resolve) => setTimeout(resolve, finishAfter));
    void Promise.race([emit('refresh'), atLatest]).finally(() => setRefreshing(false));
  };

  const pointer = cfg
    ? {
        onPointerDown: (e: PointerEvent) => e.pointerType !== 'touch' && begin(e.clientY),
        onPointerMove: (e: PointerEvent) => e.pointerType !== 'touch' && move(e.clientY),
        onPointerUp: (e: PointerEvent) => e.pointerType !== 'touch' && end(),
        onPointerLeave: (e: PointerEvent) => e.pointerType !== 'touch' && end(),
        onTouchStart: (e: TouchEvent) => begin(e.touches[0]?.clientY ?? 0),
        onTouchMove: (e: TouchEvent) => move(e.touches[0]?.clientY ?? 0),
        onTouchEnd: end,
        onTouchCancel: end,
      }
    : {};

  return (
    <main className="w-page" {...pointer}>
      {refreshing && (
        <div className="w-page__refresh" role="progressbar" aria-label={text(refreshLabel)}>
          <span className="w-loader__spinner" aria-hidden="true" />
        </div>
      )}
      <div className="w-page__content" style={offset ? { transform: `translateY(${offset}px)` } : undefined}>
        {text(title) && <h1 className="w-page__title">{text(title)}</h1>}
        {children}
      </div>
    </main>
  );
}
