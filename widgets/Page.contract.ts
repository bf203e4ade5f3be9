import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'The page frame: its title and content (the children), with pull-to-refresh when configured.',
  props: {
    title: { type: 'text', description: 'The page’s heading (h1); none when empty.' },
    pullToRefresh: {
      type: 'object',
      description: 'Pull down from the top to refresh (emits `refresh`); none without it.',
      fields: {
        distance: { type: 'number', description: 'How far (px, after damping) the content must be pulled (default 25).' },
        maxDamping: { type: 'number', description: 'The farthest the content moves (px); it moves half the finger’s way (default 100).' },
        finishAfterMs: { type: 'number', description: 'The indicator goes at the latest after this long, even while the reload runs (default 1000).' },
      },
    },
    refreshLabel: { type: 'text', description: 'Accessible name of the refresh indicator.' },
  },
  events: { refresh: 'Pulled down far enough (with `pullToRefresh`); no payload; the indicator stays until the chain ends (or finishAfterMs).' },
  children: true,
  example: {
    widget: 'Page',
    props: { title: { var: 'copy.title' }, pullToRefresh: { var: 'constants.pullToRefresh' }, refreshLabel: { var: 'copy.refreshing' } },
    events: { refresh: [{ action: 'ui.reload' }] },
  },
  // Drawn before any screen's own widgets arrive (the loader, the error page, a node's stand-in).
  code: { atStart: true },
});
