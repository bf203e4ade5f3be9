/**
 * The two sides of the engine-overhead bench, built from the same inputs
 * (the order screen's document, the default scenario's loanDetails answer and
 * query, the app's config and copy):
 *
 * - engine: what ScreenView draws once the data is in: resolveScreen with the
 *   runtime's context, then every node through NodeView and the registry;
 * - hand: HandOrderDetail, the same widgets with props computed by hand.
 *
 * Used in Node (engineOverhead.tsx) and in Chromium (pages/overhead/).
 */
import type { ReactElement } from 'react';
import { createScreenRuntime, engineWidgets, resolveScreen, type ScreenRuntime } from '../../renderer/index.ts';
import { NodeView } from '../../renderer/react/index.ts';
import type { Json, ScreenDoc } from '../../renderer/index.ts';
import { widgets } from '../../widgets/index.ts';
import lender from '../../schemas/lender.json' with { type: 'json' };
import { appCopyIn } from '../../app/localized.ts';
import { HandOrderDetail, type OrderDetailData, type UiState } from './HandOrderDetail.tsx';
import { settings } from '../../app/settings.ts';

/** The order screen is benched in English, the market's default language. */
const appCopy = appCopyIn('en') as Record<string, string>;
const noop = async () => {};

function EngineOrderDetail({ screen, runtime }: { screen: ScreenDoc; runtime: ScreenRuntime }) {
  const view = resolveScreen(screen, runtime.getContext());
  return (
    <>
      {view.nodes.map((node) => (
        <NodeView
          key={node.id}
          node={node}
          widgets={widgets}
          runtime={runtime}
          fallbackWidget={engineWidgets(settings).fallback}
          fallbackText={appCopy.widgetFailed}
        />
      ))}
    </>
  );
}

export function orderDetailPair(screen: ScreenDoc, detail: OrderDetailData, query: Record<string, string>): { engine: ReactElement; hand: ReactElement } {
  const runtime = createScreenRuntime(screen, { query, actions: {}, config: settings, appCopy });
  runtime.store.setState({ data: { detail: detail as unknown as Json }, sources: { detail: { status: 'ready' } } });

  const copy = { ...appCopy, ...(screen.copy as object) } as unknown as Record<string, string>;
  const constants = screen.constants as { pullToRefresh: { distance: number; maxDamping: number; finishAfterMs: number } };
  return {
    engine: <EngineOrderDetail screen={screen} runtime={runtime} />,
    hand: (
      <HandOrderDetail
        detail={detail}
        copy={copy}
        starLabels={copy.starLabels as unknown as string[]}
        monthsShort={copy.monthsShort as unknown as string[]}
        servicePhone={lender.telephone}
        pullToRefresh={constants.pullToRefresh}
        state={screen.state as unknown as UiState}
        onEvent={noop}
      />
    ),
  };
}

/** React's useId values («R…», _R_…_ on the server, _r_…_ in the browser) depend on the tree's shape: same page, other numbers. */
export const normaliseIds = (html: string) => html.replace(/«[^»]*»|_[rR]_\w*?_|:[rR]\w*?:/g, 'ID');

/** Where two drawings part, with some context (empty when they are the same). */
export function firstDifference(engineHtml: string, handHtml: string): string {
  const [e, h] = [normaliseIds(engineHtml), normaliseIds(handHtml)];
  if (e === h) return '';
  let at = 0;
  while (e[at] === h[at]) at++;
  return `from character ${at}:\n      engine: …${e.slice(Math.max(0, at - 120), at + 120)}…\n      hand:   …${h.slice(Math.max(0, at - 120), at + 120)}…`;
}
