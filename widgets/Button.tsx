import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Button.contract.ts';
import { text } from './props.ts';
import { BusySign } from './BusySign.tsx';

/** A button; while its chain runs it is busy (a progress sign beside the label) and a second tap does nothing. */
export function Button({ label, hint, variant, disabled, busy, emit, nodeId }: WidgetPropsOf<typeof contract>) {
  const hintText = text(hint);
  // The hint is the button's description too: a screen reader on the button hears why it is off.
  const hintId = hintText ? `${nodeId}-hint` : undefined;
  const off = disabled === true;
  return (
    <div className="w-button">
      {hintText && (
        <p className="w-button__hint" id={hintId}>
          {hintText}
        </p>
      )}
      <button
        // Its node's id: a tap made on the page's HTML before the app owns it reaches this button when the app
        // draws the page afresh (in the borrower's language; app/holdInput.ts finds it by id).
        id={`${nodeId}-button`}
        type="button"
        className={`w-button__control w-button__control--${text(variant) || 'primary'}`}
        disabled={off}
        aria-disabled={off || busy}
        aria-busy={busy}
        aria-describedby={hintId}
        onClick={() => {
          if (!off && !busy) void emit('press');
        }}
      >
        <BusySign busy={busy && !off} />
        {text(label)}
      </button>
    </div>
  );
}
