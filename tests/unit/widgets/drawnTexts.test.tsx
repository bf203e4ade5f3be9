/**
 * widgets/drawnTexts.ts says, for each widget a receipt may record, which texts
 * it draws and in which order. Each entry is held to the widget itself: the
 * widget is drawn with the props below and the page's text elements (hidden
 * ones left out) must be exactly what its entry says, so a receipt never
 * records what the borrower did not read, nor misses what they did.
 */
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { widgets } from '../../../widgets/index.ts';
import { drawnTexts } from '../../../widgets/drawnTexts.ts';
import type { JsonObject } from '../../../renderer/types.ts';

const CHILD = 'A child’s own words';

/** Each widget with drawn texts, with props that reach every text it can draw (and some it must leave out). */
const CASES: [string, JsonObject][] = [
  ['Section', { title: 'Disclosure statement', anchor: 'disclosure' }],
  [
    'ProductCard',
    {
      name: 'What this loan costs',
      status: 'Offer',
      rows: [
        { text: 'Loan amount', value: '₱5,000.00', note: 'in full' },
        { text: 'Left empty by the server', value: '' },
        { title: 'Named by title', value: '₱150.00' },
      ],
    },
  ],
  ['ProductCard', { name: 'Below', rows: [{ text: 'Interest', value: '₱455.00' }], childrenBelow: true }],
  [
    'ErrorState',
    {
      heading: 'Cannot confirm',
      message: 'This loan cannot be confirmed here.',
      icon: 'error',
      compact: true,
      actions: [
        { event: 'call', label: 'Call us' },
        { event: '', label: 'Never drawn: no event' },
      ],
    },
  ],
  ['AgreementCheck', { label: 'I have read and agree to', checked: false, links: [{ title: 'Loan Agreement' }, { title: 'Privacy Notice' }] }],
  ['Figure', { label: 'Amount', value: '₱5,450.00', note: 'due today' }],
  ['Text', { text: '  Several   spaces\nand a line  ' }],
  ['Button', { label: 'Confirm', hint: 'Tick the box to confirm' }],
  ['ButtonBar', {}],
  ['Dialog', { title: 'Enter the code', message: 'We sent a code to your phone.', closeLabel: 'Close (for screen readers only)' }],
  ['CodeInput', { label: 'Code', value: '', maxLength: 6, placeholder: 'six digits', resendLabel: 'Resend', countingLabel: '{s} s', endsAt: 0 }],
];

/** The text elements a person reads under `root`, one per text node, white space collapsed. */
function readTexts(root: HTMLElement): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const out: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('[aria-hidden="true"], .w-visually-hidden')) continue;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) out.push(text);
  }
  return out;
}

describe('what each widget is said to draw is what it draws', () => {
  it('every widget with an entry has a case here', () => {
    expect([...new Set(CASES.map(([name]) => name))].sort()).toEqual(Object.keys(drawnTexts).sort());
  });

  it.each(CASES)('%s %j', (name, props) => {
    const Widget = widgets[name];
    const { container } = render(
      <Widget {...props} nodeId="n" busy={false} emit={vi.fn(async () => {})}>
        <p>{CHILD}</p>
      </Widget>,
    );
    const said = drawnTexts[name](props, [CHILD])
      .map((t) => t.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    expect(said.length).toBeGreaterThan(0);
    expect(readTexts(container.ownerDocument.body)).toEqual(said);
  });
});
