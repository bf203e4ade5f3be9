import { useState } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './ErrorState.contract.ts';
import { text } from './props.ts';
import { shownButtons } from './shownItems.ts';

/** Inline, so a page without a connection still draws its icon (no image request). */
const ICONS: Record<string, string> = {
  offline: 'M12 4C7.3 4 3.1 5.8 0 8.8L12 21 24 8.8C20.9 5.8 16.7 4 12 4Zm1 13.1h-2v-2h2v2Zm0-4h-2V8h2v5.1Z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  notFound: 'M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5-5-5Zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Z',
};

/**
 * The error page's body (renderer/errorView.ts builds it for every screen
 * that cannot be drawn; a schema may use it for a part of a page that did
 * not load): an icon, a heading, the message, and the way forward — 'Try
 * again' first, then the ways out. Every word is a prop. The message is an
 * alert, so a screen reader says it when the page turns into this.
 */
export function ErrorState({ icon, heading, level, message, actions, compact, emit, busy, nodeId }: WidgetPropsOf<typeof contract>) {
  const title = text(heading);
  const Heading = level === 1 ? 'h1' : 'h2';
  const headingId = `${nodeId}-heading`;
  // Which button started the running chain: that one shows it is working.
  const [pressed, setPressed] = useState('');
  const buttons = shownButtons(actions);
  return (
    <section className={`w-error${compact === true ? ' w-error--compact' : ''}`} aria-labelledby={title ? headingId : undefined}>
      <svg className="w-error__icon" viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
        <path d={ICONS[text(icon)] ?? ICONS.error} fill="currentColor" />
      </svg>
      {title && (
        <Heading className="w-error__heading" id={headingId}>
          {title}
        </Heading>
      )}
      <p className="w-error__message" role="alert">
        {text(message)}
      </p>
      {buttons.length > 0 && (
        <div className="w-error__actions">
          {buttons.map((a, i) => (
            <button
              key={`${i}:${text(a.event)}`}
              type="button"
              className={`w-button__control w-button__control--${text(a.variant) || (i === 0 ? 'primary' : 'secondary')}`}
              aria-disabled={busy}
              aria-busy={busy && pressed === text(a.event)}
              onClick={() => {
                if (busy) return;
                setPressed(text(a.event));
                void emit(text(a.event));
              }}
            >
              {text(a.label)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
