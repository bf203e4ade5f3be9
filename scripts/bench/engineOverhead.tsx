/**
 * Engine overhead in Node: the order details screen (default scenario's
 * answer) drawn by the engine next to the same screen written by hand with
 * the same widgets (orderDetailPair.tsx), timed interleaved, many iterations,
 * median, with React's production build:
 *
 * - server render (react-dom/server renderToString): no DOM at all, so the
 *   strictest view of the engine's share;
 * - jsdom first draw (createRoot + flushSync into a fresh container).
 *
 * The Chromium figure (a real DOM, style and layout) comes from
 * pages/overhead/. The two sides must draw the same page: the HTML is compared once.
 */
import './jsdomGlobals.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { loadScreenDoc } from '../../tests/support/loadScreenDoc.ts';
import { firstDifference, orderDetailPair } from './orderDetailPair.tsx';
import { timeInterleaved } from './interleave.ts';

const root = join(import.meta.dirname, '..', '..');

export interface OverheadFigures {
  serverEngine: number;
  serverHand: number;
  mountEngine: number;
  mountHand: number;
  /** Where the two drawings differ ('' when they are the same page). */
  difference: string;
}

export function engineOverhead(iterations = 3000): OverheadFigures {
  const scenario = JSON.parse(readFileSync(join(root, 'sandbox', 'scenarios', 'default.json'), 'utf8'));
  const { engine, hand } = orderDetailPair(loadScreenDoc('orderDetail'), scenario.responses.loanDetails.body.data, scenario.query);
  const difference = firstDifference(renderToString(engine), renderToString(hand));

  const server = timeInterleaved(
    () => void renderToString(engine),
    () => void renderToString(hand),
    iterations,
  );

  const mount = (el: ReactElement) => () => {
    const reactRoot = createRoot(document.createElement('div'));
    flushSync(() => reactRoot.render(el));
    // Only the first draw is timed; the unmount runs after the clock stops.
    return () => reactRoot.unmount();
  };
  const dom = timeInterleaved(mount(engine), mount(hand), Math.round(iterations / 3));

  return { serverEngine: server.a, serverHand: server.b, mountEngine: dom.a, mountHand: dom.b, difference };
}
