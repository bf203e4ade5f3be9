/**
 * Bank form bench, jsdom part (printed by `npm run bench`): a 60-field server
 * form, built by the engine and drawn by SchemaForm, then a card-type switch.
 * jsdom is slower than a phone's browser and paints nothing, so these figures
 * are for comparing changes with each other; the Chromium figures (the
 * target's) come from scripts/bench/bankFormChromium.ts.
 */
import './bench/jsdomGlobals.ts';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import SchemaForm from '../widgets/form/SchemaForm.tsx';
import { allFeatures, evaluate, readyContext, resolveScreen, withPacks } from '../renderer/index.ts';
import type { Json } from '../renderer/index.ts';
import { loadScreenDoc } from '../tests/support/loadScreenDoc.ts';
import { settings } from '../app/settings.ts';
import { bankItems } from './bench/bankItems.ts';
import { median } from './bench/stats.ts';

export interface BankJsdomFigures {
  build: number;
  resolve: number;
  switchJsdom: number;
}

/** React's production build has no act(): a render is flushed by hand, and a task lets queued effects run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function bankFormJsdom(): Promise<BankJsdomFigures> {
  // As the app draws it: copy and field messages in one language (the document holds every language).
  // With its operation packs, as the app hands them (renderer/screenFeatures.ts).
  const screen = withPacks(loadScreenDoc('bindBank'), allFeatures);
  const data = { card: { items: bankItems() as unknown as Json } };
  const contextFor = (cardType: number) => readyContext(screen, { query: {}, data, config: settings, state: { cardType, channel: '90006', values: {} } });
  const formFor = (cardType: number) => evaluate({ rule: 'form' }, contextFor(cardType), screen) as { schema: object; uiSchema: object; fields: unknown[] };

  // Engine: items → visible form.
  const buildTimes: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    formFor(i % 2 ? 1 : 2);
    buildTimes.push(performance.now() - t);
  }
  // Engine: the whole screen's view tree, which a switch resolves again.
  const resolveTimes: number[] = [];
  const contexts = [contextFor(1), contextFor(2)];
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    resolveScreen(screen, contexts[i % 2]);
    resolveTimes.push(performance.now() - t);
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
  flushSync(() => root.render(createElement(SchemaForm, one)));
  await settle();
  const first = document.querySelectorAll('.w-field').length;
  const switchTimes: number[] = [];
  for (let i = 0; i < 40; i++) {
    const t = performance.now();
    // rjsf takes the new schema in componentDidUpdate: that second render is part of the same flush.
    flushSync(() => root.render(createElement(SchemaForm, i % 2 ? one : two)));
    switchTimes.push(performance.now() - t);
    await settle();
  }
  const fields1 = formFor(1).fields.length;
  const fields2 = formFor(2).fields.length;
  root.unmount();
  await settle();

  const figures = { build: median(buildTimes), resolve: median(resolveTimes), switchJsdom: median(switchTimes) };
  console.log(`\nBank form, jsdom (60 server items; ${fields1} visible for type 1 / channel 90006, ${fields2} for type 2; ${first} drawn):`);
  console.log(`  items → form (engine, per call)                 median ${(figures.build * 1000).toFixed(0)} µs`);
  console.log(`  resolveScreen of the bank screen (per switch)   median ${(figures.resolve * 1000).toFixed(0)} µs`);
  console.log(`  card-type switch, SchemaForm re-render (jsdom)  median ${figures.switchJsdom.toFixed(1)} ms`);
  return figures;
}
