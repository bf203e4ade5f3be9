import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './StatusBanner.contract.ts';
import { StatusIcon } from './icons.tsx';
import { STATUS_TONES } from './statusLook.ts';
import { text } from './props.ts';

/** The order status header: icon, title, description and a note (what is due) in the status colour. */
export function StatusBanner({ title, description, note, tone, icon }: WidgetPropsOf<typeof contract>) {
  const t = (STATUS_TONES as readonly string[]).includes(text(tone)) ? text(tone) : 'blue';
  return (
    <header className={`w-status w-status--${t}`} data-tone={t} data-icon={text(icon)}>
      <StatusIcon name={text(icon)} />
      <div>
        <h2 className="w-status__title">{text(title)}</h2>
        {text(description) && <p className="w-status__desc">{text(description)}</p>}
        {text(note) && <p className="w-status__note">{text(note)}</p>}
      </div>
    </header>
  );
}
