/**
 * Bank form bench (printed by `npm run bench`): a 60-field server form,
 * built by the engine and drawn by SchemaForm, then a card-type switch.
 * Runs in jsdom, so the absolute figures are slower than a phone's browser;
 * compare them with each other across changes. Issue 10 adds the Chromium run.
 */
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { pretendToBeVisual: true });
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  navigator: dom.window.navigator,
  HTMLElement: dom.window.HTMLElement,
  Node: dom.window.Node,
  IS_REACT_ACT_ENVIRONMENT: true,
});

// rjsf updates its own state after a render; React's act() notice about it is noise here.
const quietError = console.error;
console.error = (...args: unknown[]) => {
  if (!String(args[0]).includes('not wrapped in act')) quietError(...args);
};

const { createElement } = await import('react');
const { createRoot } = await import('react-dom/client');
const { act } = await import('react');
const { default: SchemaForm } = await import('../widgets/form/SchemaForm');
const { evaluate } = await import('../renderer/expressions');
const { readyContext } = await import('../renderer/context');
const { readFileSync } = await import('node:fs');
const { join } = await import('node:path');

const screen = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'schemas', 'screens', 'bindBank.json'), 'utf8'));

/** 60 items: 20 for every type, 20 for type 1 over 4 channels, 20 for type 2; every cate. */
function items() {
  const cates = ['txt', 'enum', 'day', 'citySelect'];
  const inputTypes = ['phone', 'bankCard', 'number', 'money', 'text'];
  return Array.from({ length: 60 }, (_, i) => ({
    code: `f${i}`,
    cate: cates[i % cates.length],
    title: `Field ${i}`,
    inputType: inputTypes[i % inputTypes.length],
    note: [
      { name: 'One', type: '1' },
      { name: 'Two', type: '2' },
    ],
    cardTypeMi: i < 20 ? 0 : i < 40 ? 1 : 2,
    channelNumber: i >= 20 && i < 40 ? String(90006 + (i % 4)) : '',
    value: '',
  }));
}

const data = { card: { items: items() } };
const formFor = (cardType: number) => {
  const ctx = readyContext(screen, { query: {}, data, state: { cardType, channel: '90006', values: {} } });
  return evaluate({ rule: 'form' }, ctx, screen) as { schema: object; uiSchema: object; fields: unknown[] };
};

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

// Engine: items → visible form.
const buildTimes: number[] = [];
for (let i = 0; i < 300; i++) {
  const t = performance.now();
  formFor(i % 2 ? 1 : 2);
  buildTimes.push(performance.now() - t);
}

const root = createRoot(document.getElementById('root')!);
type FormProps = Parameters<typeof SchemaForm>[0];
const props = (cardType: number): FormProps => {
  const form = formFor(cardType);
  return {
    schema: form.schema as FormProps['schema'],
    uiSchema: form.uiSchema as FormProps['uiSchema'],
    formData: {},
    errors: [],
    labels: {},
    emit: async () => {},
    busy: false,
    nodeId: 'bench',
  };
};
const one = props(1);
const two = props(2);
await act(async () => root.render(createElement(SchemaForm, one)));
const first = document.querySelectorAll('.w-field').length;
const switchTimes: number[] = [];
for (let i = 0; i < 40; i++) {
  const t = performance.now();
  await act(async () => root.render(createElement(SchemaForm, i % 2 ? one : two)));
  switchTimes.push(performance.now() - t);
}
const fields1 = formFor(1).fields.length;
const fields2 = formFor(2).fields.length;
root.unmount();

console.log(`\nBank form (60 server items; ${fields1} visible for type 1 / channel 90006, ${fields2} for type 2; ${first} drawn):`);
console.log(`  items → form (engine, per call)        median ${(median(buildTimes) * 1000).toFixed(0)} µs`);
console.log(`  card-type switch, rjsf re-render (jsdom) median ${median(switchTimes).toFixed(1)} ms`);
