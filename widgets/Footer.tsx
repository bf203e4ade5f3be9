import { useEffect, useState } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Footer.contract.ts';
import { num } from './props.ts';

function viewportHeight(): number {
  return window.visualViewport?.height ?? window.innerHeight;
}

/**
 * The bottom action area. With `hideOnKeyboardPx`, it hides while the
 * on-screen keyboard is open: the viewport is more than that many px shorter
 * than the tallest it has been (SPEC point 9: 60 px), and comes back when it closes.
 * `data-bar`: a toast stays clear of it while it is stuck to the bottom. `data-keyboard-watch="ready"`: the first
 * height has been read, so from now on a shorter viewport counts as the keyboard (a test shrinks it only then).
 */
export function Footer({ hideOnKeyboardPx, children }: WidgetPropsOf<typeof contract>) {
  const threshold = num(hideOnKeyboardPx, 0);
  const [keyboardOpen, setKeyboardOpen] = useState(false);
  // The threshold the first height was read for: a new threshold starts its watch again.
  const [watchingFor, setWatchingFor] = useState(0);
  useEffect(() => {
    if (!threshold) return;
    let tallest = 0;
    const onResize = () => {
      const h = viewportHeight();
      tallest = Math.max(tallest, h);
      setKeyboardOpen(tallest - h > threshold);
    };
    // The first height is read once the page has been laid out, after the next frame: read while mounting, it
    // would lay the whole page out inside the app's first task (≈ 55 ms of a 250 ms task at 4× CPU on the bank
    // form, issue 31). The keyboard opens only after a tap, long after that frame.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        tallest = Math.max(tallest, viewportHeight());
        setWatchingFor(threshold);
      });
    });
    const target = window.visualViewport ?? window;
    target.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      target.removeEventListener('resize', onResize);
      // A watch that ends takes what it saw with it: a new threshold (or none) starts from a shown button and
      // says it watches only once it has read its own first height.
      setKeyboardOpen(false);
      setWatchingFor(0);
    };
  }, [threshold]);
  if (keyboardOpen) return null;
  return (
    <div className="w-buttonbar w-footer" data-bar="bottom" data-keyboard-watch={threshold && watchingFor === threshold ? 'ready' : undefined}>
      {children}
    </div>
  );
}
