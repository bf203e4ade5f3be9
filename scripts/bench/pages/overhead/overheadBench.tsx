/**
 * Engine overhead in Chromium (driven by scripts/bench/engineOverhead
 * through bench.ts): the order screen drawn by the engine and by hand
 * (orderDetailPair.tsx) into the page, each draw timed from render to laid
 * out (flushSync, then layout forced), interleaved, median.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import type { ScreenDoc } from '../../../../renderer/index.ts';
import orderDetail from '../../../../schemas/screens/orderDetail.json' with { type: 'json' };
import scenario from '../../../../sandbox/scenarios/default.json' with { type: 'json' };
import '../../../../widgets/widgets.css';
import { firstDifference, orderDetailPair } from '../../orderDetailPair.tsx';
import { timeInterleaved } from '../../interleave.ts';
import { localized } from '../../../../app/localized.ts';

const { engine, hand } = orderDetailPair(localized(orderDetail as unknown as ScreenDoc, 'en'), scenario.responses.loanDetails.body.data, scenario.query);

const draw = (el: ReactElement) => () => {
  const container = document.createElement('div');
  document.getElementById('root')!.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(el));
  // Style and layout of the new page, forced now: part of a first draw.
  void container.getBoundingClientRect();
  return () => {
    root.unmount();
    container.remove();
  };
};

/** What the drawn DOM looks like (the same check as in Node, on the real DOM). */
function drawnHtml(el: ReactElement) {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(el));
  const html = container.innerHTML;
  root.unmount();
  return html;
}

Object.assign(window, {
  overheadBench(iterations: number) {
    const difference = firstDifference(drawnHtml(engine), drawnHtml(hand));
    const { a, b } = timeInterleaved(draw(engine), draw(hand), iterations);
    return { engine: a, hand: b, difference };
  },
});
