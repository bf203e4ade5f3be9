/**
 * Which items of a list prop a widget draws. The widget and what it is said to
 * draw (widgets/drawnTexts.ts, a receipt's texts) read the same function, so
 * the two cannot drift apart.
 */
import { list, record, text } from './props.ts';

/** ProductCard's rows: a row whose value the server left empty says nothing and is not drawn. */
export function shownRows(rows: unknown): Record<string, unknown>[] {
  return list(rows)
    .map(record)
    .filter((row) => text(row.value) !== '');
}

/** ErrorState's buttons: one without an event or a label is not drawn. */
export function shownButtons(actions: unknown): Record<string, unknown>[] {
  return list(actions)
    .map(record)
    .filter((a) => text(a.event) && text(a.label));
}
