import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './LanguageSwitch.contract.ts';
import { list, record, text } from './props.ts';

/**
 * English | Filipino: a group of buttons, the page's language pressed; each
 * button is marked with its language, so a screen reader says "Filipino" the
 * Filipino way. Tapping the current language does nothing.
 */
export function LanguageSwitch({ label, options, current, emit, nodeId }: WidgetPropsOf<typeof contract>) {
  const items = list(options)
    .map(record)
    .filter((o) => text(o.lang) && text(o.label));
  const now = text(current);
  return (
    <div className="w-langswitch" role="group" aria-label={text(label) || undefined}>
      {items.map((o) => {
        const lang = text(o.lang);
        return (
          <button
            key={lang}
            // By node and language: a tap on the page's HTML reaches this option when the app draws the page afresh.
            id={`${nodeId}-${lang}`}
            type="button"
            lang={lang}
            className="w-langswitch__option"
            aria-pressed={lang === now}
            onClick={() => {
              if (lang !== now) void emit('choose', lang);
            }}
          >
            {text(o.label)}
          </button>
        );
      })}
    </div>
  );
}
