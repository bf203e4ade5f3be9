/**
 * What a widget draws as text, in the order it draws it, from the props it
 * received: the engine's receipts (renderer/receipt.ts) record a region of
 * the page through these. One entry per text element a person reads; text
 * that is hidden, screen-reader-only (an icon button's name) or a clock (a
 * countdown's seconds) is left out. A widget without an entry cannot stand in
 * a receipt's region (`npm run check` says so). tests/unit/widgets/drawnTexts.test.ts
 * draws each widget and holds its entry to the page's text.
 */
import type { DrawnTexts } from '../renderer/types.ts';
import { list, record, text } from './props.ts';
import { shownButtons, shownRows } from './shownItems.ts';

export const drawnTexts: DrawnTexts = {
  Section: (p, children) => [text(p.title), ...children],
  ProductCard: (p, children) => {
    const below = p.childrenBelow === true;
    const rows = shownRows(p.rows).flatMap((row) => [text(row.text ?? row.title), text(row.note), text(row.value)]);
    return [text(p.name), text(p.status), ...(below ? [] : children), ...rows, ...(below ? children : [])];
  },
  ErrorState: (p) => [text(p.heading), text(p.message), ...shownButtons(p.actions).map((a) => text(a.label))],
  AgreementCheck: (p) => [text(p.label), ...list(p.links).map((link) => text(record(link).title))],
  Figure: (p) => [text(p.label), text(p.value), text(p.note)],
  Text: (p) => [text(p.text)],
  Button: (p) => [text(p.hint), text(p.label)],
  ButtonBar: (_p, children) => children,
  // The × button's name is for screen readers only.
  Dialog: (p, children) => [text(p.title), text(p.message), ...children],
  // The resend control's name, never its countdown (a clock, not a term); the typed code is not a text of the page.
  CodeInput: (p) => [text(p.label), text(p.resendLabel)],
};
