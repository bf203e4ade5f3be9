import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './SiteFooter.contract.ts';
import { list, text } from './props.ts';

/** The site footer: lines of contact details and the copyright. */
export function SiteFooter({ lines, copyright }: WidgetPropsOf<typeof contract>) {
  return (
    <footer className="w-sitefooter">
      {list(lines)
        .map(text)
        .filter(Boolean)
        .map((l, i) => (
          <p key={i}>{l}</p>
        ))}
      <p className="w-sitefooter__copy">{text(copyright)}</p>
    </footer>
  );
}
