import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './Article.contract.ts';
import { list, record, text } from './props.ts';

function lookup(values: Record<string, unknown>, path: string): string | undefined {
  let cur: unknown = values;
  for (const part of path.split('.')) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur === undefined || cur === null || typeof cur === 'object' ? undefined : String(cur);
}

/**
 * Fills {a.b} placeholders; an unknown one stays visible, so a typo shows in
 * review. A count takes its word in the right number with
 * {figures.decisionDays|# day|# days}: the first form for 1, the second for
 * any other count, `#` the value ("1 day", "3 days"; issue 17: never "1 day(s)").
 */
export function fillText(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{([\w.]+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g, (whole, path: string, one?: string, other?: string) => {
    const value = lookup(values, path);
    if (value === undefined) return whole;
    if (one === undefined || other === undefined) return value;
    return (Number(value) === 1 ? one : other).replace(/#/g, value);
  });
}

/**
 * Long text (legal pages, About us) as sections of headings, paragraphs and
 * lists. Everything is drawn as text, never as HTML. Each section has an id,
 * so an address can open at it.
 */
export function Article({ sections, values, lang, idPrefix }: WidgetPropsOf<typeof contract>) {
  const v = record(values);
  const prefix = text(idPrefix);
  return (
    <article className="w-article" lang={text(lang) || undefined}>
      {list(sections)
        .map(record)
        .map((s, i) => (
          <section key={text(s.id) || i} id={text(s.id) ? prefix + text(s.id) : undefined} className="w-article__section">
            {text(s.heading) && <h2>{fillText(text(s.heading), v)}</h2>}
            {list(s.blocks)
              .map(record)
              .map((b, j) => {
                if (b.type === 'ul' || b.type === 'ol') {
                  const Tag = b.type;
                  return (
                    <Tag key={j}>
                      {list(b.items).map((item, k) => (
                        <li key={k}>{fillText(text(item), v)}</li>
                      ))}
                    </Tag>
                  );
                }
                if (b.type === 'h3') return <h3 key={j}>{fillText(text(b.text), v)}</h3>;
                return <p key={j}>{fillText(text(b.text), v)}</p>;
              })}
          </section>
        ))}
    </article>
  );
}
