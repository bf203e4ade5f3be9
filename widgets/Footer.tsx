import { useEffect, useState } from 'react';
import type { WidgetPropsOf } from '../renderer/contract';
import type { contract } from './Footer.contract';
import { num } from './props';

function viewportHeight(): number {
  return window.visualViewport?.height ?? window.innerHeight;
}

/**
 * The bottom action area. With `hideOnKeyboardPx`, it hides while the
 * on-screen keyboard is open: the viewport is more than that many px shorter
 * than the tallest it has been (SPEC point 9: 60 px), and comes back when it closes.
 * `data-bar`: a toast stays clear of it while it is stuck to the bottom.
 */
export function Footer({ hideOnKeyboardPx, children }: WidgetPropsOf<typeof contract>) {
  const threshold = num(hideOnKeyboardPx, 0);
  const [keyboardOpen, setKeyboardOpen] = useState(false);
  useEffect(() => {
    if (!threshold) return;
    let tallest = viewportHeight();
    const onResize = () => {
      const h = viewportHeight();
      tallest = Math.max(tallest, h);
      setKeyboardOpen(tallest - h > threshold);
    };
    const target = window.visualViewport ?? window;
    target.addEventListener('resize', onResize);
    return () => target.removeEventListener('resize', onResize);
  }, [threshold]);
  if (keyboardOpen) return null;
  return (
    <div className="w-buttonbar w-footer" data-bar="bottom">
      {children}
    </div>
  );
}
