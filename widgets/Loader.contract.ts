import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'The loading indicator of a screen whose data is on its way (drawn by the renderer with the data source’s loadingText).',
  props: {
    text: { type: 'text', description: 'What is loading, in the borrower’s words; also the indicator’s accessible name.' },
  },
  example: { widget: 'Loader', props: { text: { var: 'copy.loading' } } },
  // Drawn before any screen's own widgets arrive (the loader, the error page, a node's stand-in).
  code: { atStart: true },
});
