import { widgetContract } from '../renderer/contract';

export const contract = widgetContract({
  description: 'A page shown in a frame (an agreement inside a Dialog); draws nothing without an http(s) address.',
  props: {
    title: { type: 'text', description: 'The frame’s accessible name.' },
    url: { type: 'string', required: true, description: 'An http(s) address the screen already passed through the URL check (nav.check).' },
  },
  example: { widget: 'Frame', key: 'frame', props: { title: { var: 'copy.agreementTitle' }, url: { var: 'state.agreementUrl' } } },
});
