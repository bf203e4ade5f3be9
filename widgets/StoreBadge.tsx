import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './StoreBadge.contract.ts';
import { text } from './props.ts';

/**
 * Each store's mark, drawn here rather than the stores' own badge artwork:
 * the words come from the screen (both languages), and the official artwork
 * can replace this look in widgets.css without touching a screen.
 */
const MARKS: Record<string, string> = {
  appStore: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.2 4.5h2.4l4.3 11h-2.4l-1-2.6h-4.2l-1 2.6H6.5zm1.2 2.9-1.4 3.7h2.8z',
  googlePlay: 'M5 3.5v17a1 1 0 0 0 1.5.86l14-8.5a1 1 0 0 0 0-1.72l-14-8.5A1 1 0 0 0 5 3.5z',
};

/** An app store's badge: the store's mark, a small line and the store's name, one button. */
export function StoreBadge({ store, caption, name, busy, emit }: WidgetPropsOf<typeof contract>) {
  const line = text(caption);
  const title = text(name);
  return (
    <button
      type="button"
      className="w-store-badge"
      // The two lines are one name ("Download on the App Store"), however the lines are laid out.
      aria-label={[line, title].filter(Boolean).join(' ')}
      aria-busy={busy}
      onClick={() => {
        if (!busy) void emit('press');
      }}
    >
      <svg className="w-store-badge__mark" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d={MARKS[text(store)] ?? MARKS.googlePlay} fill="currentColor" fillRule="evenodd" />
      </svg>
      <span className="w-store-badge__text" aria-hidden="true">
        {line && <span className="w-store-badge__caption">{line}</span>}
        <span className="w-store-badge__name">{title}</span>
      </span>
    </button>
  );
}
