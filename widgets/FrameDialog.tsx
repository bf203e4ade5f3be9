import { useId } from 'react';
import type { WidgetProps } from '../renderer/types';
import { text } from './props';

interface Props {
  title: string;
  /** An address the screen already passed through the URL check (nav.check). */
  url: string;
  cancelLabel: string;
  agreeLabel: string;
}

/** A popup showing a page (an agreement) in a frame, with Cancel and Agree (events `cancel`, `agree`). */
export function FrameDialog({ title, url, cancelLabel, agreeLabel, emit, busy }: WidgetProps<Props>) {
  const id = useId();
  const src = text(url);
  // Belt and braces: only http(s) reaches the frame even if a schema forgets nav.check.
  const safe = /^https?:\/\//i.test(src) ? src : '';
  return (
    <div className="w-dialog__backdrop">
      <div className="w-dialog w-framedialog" role="dialog" aria-modal="true" aria-labelledby={id}>
        <h2 id={id} className="w-dialog__title">
          {text(title)}
        </h2>
        {safe && <iframe className="w-framedialog__frame" src={safe} title={text(title)} sandbox="allow-same-origin allow-scripts" referrerPolicy="no-referrer" />}
        <div className="w-buttonbar">
          <div className="w-button">
            <button type="button" className="w-button__control w-button__control--secondary" disabled={busy} onClick={() => void emit('cancel')}>
              {text(cancelLabel)}
            </button>
          </div>
          <div className="w-button">
            <button type="button" className="w-button__control w-button__control--primary" disabled={busy} onClick={() => void emit('agree')}>
              {text(agreeLabel)}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
