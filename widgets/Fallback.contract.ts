import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'Drawn by the renderer in place of a node whose widget is unknown or failed, so the rest of the screen stays usable.',
  props: {
    message: { type: 'text', description: 'What the borrower reads in its place (app copy `widgetFailed`).' },
    widget: { type: 'string', description: 'For developers (data-widget): the widget that could not be drawn.' },
    reason: { type: 'string', description: 'For developers (data-reason): why.' },
  },
  example: { widget: 'Fallback', props: { message: { var: 'copy.widgetFailed' }, widget: 'Chart', reason: 'unknown widget' } },
  // Drawn before any screen's own widgets arrive (the loader, the error page, a node's stand-in).
  code: { atStart: true },
});
