import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './PayCode.contract.ts';
import { DECORATION, imageSrc, text } from './props.ts';

/** A payment code to give at the counter or in a wallet, with a Copy button (emits `copy`). */
export function PayCode({ label, code, logo, copyLabel, note, emit, busy }: WidgetPropsOf<typeof contract>) {
  const value = text(code);
  const src = imageSrc(logo);
  return (
    <section className="w-paycode" aria-label={text(label) || undefined}>
      {src && <img className="w-paycode__logo" src={src} alt="" height="32" {...DECORATION} />}
      <p className="w-paycode__label">{text(label)}</p>
      <div className="w-paycode__row">
        <p className="w-paycode__code">{value}</p>
        {value && (
          <button type="button" className="w-addon" disabled={busy} onClick={() => void emit('copy')}>
            {text(copyLabel)}
          </button>
        )}
      </div>
      {text(note) && <p className="w-paycode__note">{text(note)}</p>}
    </section>
  );
}
