/**
 * Bench page of the cost in the data (scripts/bench/scaleProducts.ts drives
 * it in Chromium): the sign-in failure screen (schemas/screens/loginFailure.json)
 * with n recommended products, the way ScreenView draws it once the data is
 * in: resolveScreen over the runtime's context, every node through NodeView
 * and the widget registry, into the page. One draw is timed from render to
 * laid out (flushSync, then style and layout forced); the times are returned.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createScreenRuntime, engineWidgets, resolveScreen, type ScreenRuntime } from '../../../../renderer/index.ts';
import { NodeView } from '../../../../renderer/react/index.ts';
import type { Json, ScreenDoc } from '../../../../renderer/index.ts';
import { widgets } from '../../../../widgets/index.ts';
import { settings } from '../../../../app/settings.ts';
import { appCopyIn, localized } from '../../../../app/localized.ts';
import loginFailure from '../../../../schemas/screens/loginFailure.json' with { type: 'json' };
import '../../../../widgets/widgets.css';
import { scaleProducts } from '../../scaleItems.ts';

const screen = localized(loginFailure as unknown as ScreenDoc, 'en');
const appCopy = appCopyIn('en');
const fallbackText = String(appCopy.widgetFailed ?? '');

/** Time of the last resolveScreen, so a draw's time can be told apart: resolve, React, style and layout. */
let resolveMs = 0;

function Screen({ runtime }: { runtime: ScreenRuntime }) {
  const t0 = performance.now();
  const view = resolveScreen(screen, runtime.getContext());
  resolveMs = performance.now() - t0;
  return (
    <>
      {view.nodes.map((node) => (
        <NodeView key={node.id} node={node} widgets={widgets} runtime={runtime} fallbackWidget={engineWidgets(settings).fallback} fallbackText={fallbackText} />
      ))}
    </>
  );
}

interface Draw {
  ms: number;
  resolve: number;
  /** Style and layout, forced after the commit. */
  layout: number;
  drawn: number;
}

/** One first draw of the screen with `count` products; returns its time (and its parts) and how many offers were drawn. */
function drawOnce(count: number, logo: string): Draw {
  const runtime = createScreenRuntime(screen, { query: {}, actions: {}, config: settings, appCopy });
  const rec = { noticeMessage: 'We could not sign you in to this lender.', errMessage: '', list: scaleProducts(count, logo) };
  runtime.store.setState({ data: { rec: rec as unknown as Json }, sources: { rec: { status: 'ready' } } });
  const container = document.createElement('div');
  document.getElementById('root')!.append(container);
  const root = createRoot(container);
  const t0 = performance.now();
  flushSync(() => root.render(<Screen runtime={runtime} />));
  const t1 = performance.now();
  void container.getBoundingClientRect();
  const t2 = performance.now();
  const drawn = container.querySelectorAll('.w-offer').length;
  root.unmount();
  container.remove();
  return { ms: t2 - t0, resolve: resolveMs, layout: t2 - t1, drawn };
}

Object.assign(window, {
  scaleBench(count: number, runs: number, logo: string) {
    drawOnce(count, logo); // warm-up: code paths compiled, widget CSS applied once
    const draws: Draw[] = [];
    for (let i = 0; i < runs; i++) draws.push(drawOnce(count, logo));
    return draws;
  },
});
