import { useEffect, useId, useRef } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Dialog.contract.ts';
import { text } from './props.ts';

/**
 * The dialogs on screen, in the order they opened. Only the top one hears the
 * keys: the latest, or one inside it (a dialog within a dialog's content).
 * Two listening at once would both close on one Escape and pull Tab between them.
 */
const openDialogs: HTMLElement[] = [];
const topDialog = () => openDialogs.filter((d) => !openDialogs.some((o) => o !== d && d.contains(o))).at(-1);

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal popup. Shown while its node is in the tree; × (and Escape, when it
 * has a ×) emits `close`. It takes the focus when it opens, keeps Tab inside
 * it (the page behind is covered), and gives the focus back to what had it
 * when it goes, so a keyboard or screen-reader user is not dropped at the
 * top of the page.
 */
export function Dialog({ title, message, closeLabel, children, emit }: WidgetPropsOf<typeof contract>) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = text(closeLabel);
  // The key handler is the document's (a tap on the backdrop leaves the focus on the page behind, where the dialog would not hear keys); it reads the latest props.
  const latest = useRef({ close, emit });
  latest.current = { close, emit };
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const own = ref.current;
    if (own) openDialogs.push(own);
    own?.focus();
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      const dialog = ref.current;
      if (!dialog || topDialog() !== dialog) return;
      if (e.key === 'Escape') {
        // A popup without × closes by its own buttons only.
        if (!latest.current.close) return;
        e.preventDefault();
        void latest.current.emit('close');
        return;
      }
      if (e.key !== 'Tab') return;
      const inside = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = inside[0];
      const last = inside[inside.length - 1];
      const at = document.activeElement;
      if (!first) {
        e.preventDefault();
        dialog.focus();
      } else if (!dialog.contains(at)) {
        e.preventDefault();
        (e.shiftKey ? last : first).focus();
      } else if (e.shiftKey && (at === first || at === dialog)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && at === last) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (own && openDialogs.includes(own)) openDialogs.splice(openDialogs.indexOf(own), 1);
      // The next popup of a queue mounts after this cleanup and records the same opener.
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <div className="w-dialog__backdrop">
      <div className="w-dialog" role="dialog" aria-modal="true" aria-labelledby={id} tabIndex={-1} ref={ref}>
        {close && (
          <button type="button" className="w-dialog__close" aria-label={close} onClick={() => void emit('close')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z" fill="currentColor" />
            </svg>
          </button>
        )}
        <h2 id={id} className="w-dialog__title">
          {text(title)}
        </h2>
        {text(message) && <p className="w-dialog__message">{text(message)}</p>}
        {children}
      </div>
    </div>
  );
}
