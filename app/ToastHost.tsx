import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { pageChanged, toastStore } from '../actions/ui/toastStore';
import { pressedControl, watchPressedControl } from './pressedControl';
import { toastTop, type Band } from './toastTop';

const band = (el: Element): Band => {
  const r = el.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom };
};

/** The visible part of the page: the visual viewport, which the on-screen keyboard shortens. */
function visibleBand(): Band {
  const vv = window.visualViewport;
  return vv ? { top: vv.offsetTop, bottom: vv.offsetTop + vv.height } : { top: 0, bottom: window.innerHeight };
}

/**
 * Bars stuck to an edge of the page (widgets mark them `data-bar`): a sticky
 * bar counts only while it touches the top or bottom of the layout viewport.
 */
function stuckBars(): Band[] {
  const height = window.innerHeight;
  return [...document.querySelectorAll('[data-bar]')].map(band).filter((b) => b.bottom > b.top && (b.top <= 1 || b.bottom >= height - 1));
}

/** The field being typed in (the keyboard is about it) besides the pressed control. */
function focusedField(): Element | null {
  const el = document.activeElement;
  return el && el !== document.body && el.matches('input, textarea, select, [contenteditable="true"]') ? el : null;
}

/** Clears the toast when the borrower lands on another page (a new router location). */
function ClearOnPageChange() {
  const { key } = useLocation();
  const first = useRef(true);
  // A layout effect: it runs before the new page's own effects, so a toast the new page shows on arrival stays.
  useLayoutEffect(() => {
    if (first.current) first.current = false;
    else pageChanged();
  }, [key]);
  return null;
}

/**
 * Draws the one toast (role="status", so screen readers announce it) where
 * it covers neither the control it is about nor a bar or the keyboard
 * (app/toastTop.ts), and only on the page that showed it.
 */
export function ToastHost() {
  const { text, serial } = useSyncExternalStore(toastStore.subscribe, toastStore.getState, toastStore.getState);
  const inRouter = useInRouterContext();
  const toast = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number | null>(null);

  useEffect(() => watchPressedControl(), []);

  useLayoutEffect(() => {
    if (!text) return;
    // What the toast is about is fixed when it appears; the place follows the keyboard and the viewport.
    const avoid = [pressedControl(), focusedField()].filter((el, i, all): el is Element => el !== null && all.indexOf(el) === i);
    const place = () => {
      const el = toast.current;
      if (!el) return;
      const height = el.getBoundingClientRect().height;
      setTop(Math.round(toastTop({ view: visibleBand(), height, avoid: avoid.filter((a) => a.isConnected).map(band), bars: stuckBars() })));
    };
    place();
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    const vv = window.visualViewport;
    vv?.addEventListener('resize', later);
    vv?.addEventListener('scroll', later);
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      vv?.removeEventListener('resize', later);
      vv?.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [text, serial]);

  return (
    <div className="toast-region" aria-live="polite" style={text && top !== null ? { top, bottom: 'auto' } : undefined}>
      {inRouter && <ClearOnPageChange />}
      {text && (
        <div key={serial} ref={toast} className="toast" role="status">
          {text}
        </div>
      )}
    </div>
  );
}
