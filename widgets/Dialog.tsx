import { useEffect, useId, useRef } from 'react';
import type { WidgetPropsOf } from '../renderer/contract';
import type { contract } from './Dialog.contract';
import { text } from './props';

/** A modal popup. Shown while its node is in the tree; × emits `close`. */
export function Dialog({ title, message, closeLabel, children, emit }: WidgetPropsOf<typeof contract>) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const close = text(closeLabel);
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
