import type { WidgetProps } from '../renderer/types';
import { StatusIcon } from './icons';
import { text } from './props';

interface Props {
  title: string;
  description: string;
  /** blue | red | green (from a table in the screen schema). */
  tone: string;
  icon: string;
}

/** The order status header: icon, title and description in the status colour. */
export function StatusBanner({ title, description, tone, icon }: WidgetProps<Props>) {
  const t = ['blue', 'red', 'green'].includes(text(tone)) ? text(tone) : 'blue';
  return (
    <header className={`w-status w-status--${t}`} data-tone={t} data-icon={text(icon)}>
      <StatusIcon name={text(icon)} />
      <div>
        <h2 className="w-status__title">{text(title)}</h2>
        {text(description) && <p className="w-status__desc">{text(description)}</p>}
      </div>
    </header>
  );
}
