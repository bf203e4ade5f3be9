import { useEffect, useRef } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './SuccessNotice.contract.ts';
import { text } from './props.ts';

/**
 * The confirmation after a step that moved money or changed an account,
 * on the page the borrower sees next: a green banner with a tick, announced
 * (role="status"), closed with its button (`close`). It stays until closed
 * or the page goes, unlike a toast, so a borrower coming back from the app's
 * own screen (the store rating) still reads it. Shown after a tap further
 * down the page, it scrolls itself into view.
 */
export function SuccessNotice({ text: message, closeLabel, emit }: WidgetPropsOf<typeof contract>) {
  const words = text(message);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (words) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [words]);
  if (!words) return null;
  return (
    <div ref={box} className="w-success" role="status">
      <svg className="w-success__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5.4-5.4 1.4 1.4-6.8 6.8Z" fill="currentColor" />
      </svg>
      <p className="w-success__text">{words}</p>
      {text(closeLabel) && (
        <button type="button" className="w-success__close" aria-label={text(closeLabel)} onClick={() => void emit('close')}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z" fill="currentColor" />
          </svg>
        </button>
      )}
    </div>
  );
}
