/**
 * The readings of a drawn page (tests/support/drawScreen.tsx) walk it once.
 * They must read what the plain way reads: each element's text collapsed and
 * trimmed on its own, joined with a space; the chrome taken off a copy of
 * the page. Held to that on generated pages: words, runs of spaces and line
 * breaks, empty elements, hidden ones, chrome, controls inside each.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contentBeyondChrome, visibleControls, visibleText } from '../../support/drawScreen.tsx';

/** The plain way, as the helpers read before they walked once. */
const plain = {
  hidden: (el: Element) => el.hasAttribute('hidden') || el.getAttribute('aria-hidden') === 'true' || (el as HTMLElement).style?.display === 'none',
  text(root: Element): string {
    let out = '';
    for (const node of Array.from(root.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) out += node.textContent ?? '';
      else if (node instanceof Element && !plain.hidden(node)) out += ' ' + plain.text(node);
    }
    return out.replace(/\s+/g, ' ').trim();
  },
  controls(root: Element): Element[] {
    return Array.from(root.querySelectorAll('button, a[href], input, textarea, select, [role="button"], [role="tab"], [role="option"]')).filter((el) => {
      for (let at: Element | null = el; at && at !== root; at = at.parentElement) if (plain.hidden(at)) return false;
      return true;
    });
  },
  beyondChrome(root: Element) {
    const copy = root.cloneNode(true) as Element;
    for (const el of Array.from(copy.querySelectorAll('[data-chrome], .w-page__title'))) el.remove();
    return { text: plain.text(copy), controls: plain.controls(copy).map(number) };
  },
};

const number = (el: Element) => el.getAttribute('data-n');

type Tree = string | { tag: string; attrs: [string, string][]; children: Tree[] };

const text = fc.array(fc.constantFrom('', ' ', '  ', '\n', '\t', 'a', 'undefined', '₱5,000.00', 'x y'), { maxLength: 4 }).map((parts) => parts.join(''));
const attrs = fc.array(
  fc.constantFrom<[string, string]>(
    ['hidden', ''],
    ['aria-hidden', 'true'],
    ['aria-hidden', 'false'],
    ['style', 'display: none'],
    ['style', 'color: red'],
    ['data-chrome', 'Footer'],
    ['class', 'w-page__title'],
    ['role', 'button'],
    ['role', 'tab'],
    ['role', 'option'],
    ['role', 'Button'],
    ['href', '#'],
  ),
  { maxLength: 2 },
);
const { tree } = fc.letrec<{ tree: Tree; node: Tree }>((tie) => ({
  tree: fc.oneof({ depthSize: 'small' }, text, tie('node')),
  node: fc.record({
    tag: fc.constantFrom('div', 'span', 'p', 'button', 'a', 'input', 'textarea', 'select', 'section'),
    attrs,
    children: fc.array(tie('tree'), { maxLength: 4 }),
  }),
}));

function build(parent: Element, t: Tree): void {
  if (typeof t === 'string') {
    parent.appendChild(document.createTextNode(t));
    return;
  }
  const el = document.createElement(t.tag);
  for (const [name, value] of t.attrs) el.setAttribute(name, value);
  if (t.tag !== 'input' && t.tag !== 'textarea') for (const child of t.children) build(el, child);
  parent.appendChild(el);
}

/** Each element numbered, so a control of the copy is known as the page's. */
const page = (trees: Tree[]) => {
  const root = document.createElement('div');
  for (const t of trees) build(root, t);
  root.querySelectorAll('*').forEach((el, i) => el.setAttribute('data-n', String(i)));
  return root;
};

describe('the readings of a drawn page walk it once and read what the plain way reads', () => {
  it('the visible text, the controls, and what is left beyond the chrome', () => {
    fc.assert(
      fc.property(fc.array(tree, { maxLength: 5 }), (trees) => {
        const root = page(trees);
        expect(visibleText(root)).toBe(plain.text(root));
        expect(visibleControls(root)).toEqual(plain.controls(root));
        const beyond = contentBeyondChrome(root);
        expect({ text: beyond.text, controls: beyond.controls.map(number) }).toEqual(plain.beyondChrome(root));
      }),
      { numRuns: 500, seed: 20261130 },
    );
  });

  it('reads a page of words as a person does', () => {
    const root = page([' Order ', { tag: 'span', attrs: [], children: ['  ₱5,000.00\n'] }, 'due', { tag: 'p', attrs: [['hidden', '']], children: ['gone'] }]);
    expect(visibleText(root)).toBe('Order ₱5,000.00due');
  });
});
