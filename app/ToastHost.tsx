import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useInLocation, useLocation } from './location/pageLocation.ts';
import { pageChanged, toastStore } from '../actions/ui/toastStore.ts';
import { pressedControl, watchPressedControl } from './pressedControl.ts';
import { toastTop, type Band } from './toastTop.ts';

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

/** Controls the page marks invalid (aria-invalid), and the messages tied to them: what the borrower acts on next. */
function invalidFields(): { control: Element; messages: Element[] }[] {
  return [...document.querySelectorAll('[aria-invalid="true"]')]
    .filter((control) => !control.closest('.toast-region'))
    .map((control) => ({
      control,
      messages: (control.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => (id ? document.getElementById(id) : null))
        .filter((el): el is HTMLElement => el !== null),
    }));
}

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The page already says this next to a field (an inline message): a toast would only repeat it, over the page. */
function shownInline(text: string, fields: ReturnType<typeof invalidFields>): boolean {
  const said = normalized(text);
  return fields.some(({ messages }) => messages.some((m) => m.getClientRects().length > 0 && normalized(m.textContent ?? '') === said));
}

/** Clears the toast when the borrower lands on another page (a new page location). */
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
 * it covers neither the control it is about, a field marked invalid, a bar
 * nor the keyboard (app/toastTop.ts), and only on the page that showed it.
 * A toast whose words the page already shows as a field's inline message is
 * not drawn: the message is where the borrower acts (issue 29).
 */
export function ToastHost() {
  const { text, serial } = useSyncExternalStore(toastStore.subscribe, toastStore.getState, toastStore.getState);
  const onPages = useInLocation();
  const toast = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState<number | null>(null);
  // The toast (by serial) that repeats an inline message: not drawn at all.
  const [repeats, setRepeats] = useState(-1);

  useEffect(() => watchPressedControl(), []);

  useLayoutEffect(() => {
    if (!text) return;
    const fields = invalidFields();
    if (shownInline(text, fields)) {
      setRepeats(serial);
      return;
    }
    // What the toast is about is fixed when it appears; the place follows the keyboard and the viewport. Besides the
    // control pressed and the field typed in, it stays off every field marked invalid and its message (acted on next).
    const marked = fields.flatMap(({ control, messages }) => [control, ...messages]);
    const avoid = [pressedControl(), focusedField(), ...marked].filter((el, i, all): el is Element => el !== null && all.indexOf(el) === i);
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
    // data-toast: the words last asked for, drawn or not (a test waits for it before saying no toast repeats a message).
    <div className="toast-region" aria-live="polite" data-toast={text || undefined} style={text && top !== null ? { top, bottom: 'auto' } : undefined}>
      {onPages && <ClearOnPageChange />}
      {text && repeats !== serial && (
        <div key={serial} ref={toast} className="toast" role="status">
          {text}
        </div>
      )}
    </div>
  );
}
