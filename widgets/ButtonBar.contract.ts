import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A row of buttons (its children) at the bottom of a screen or a dialog; draws nothing when empty.',
  props: {},
  children: true,
  example: {
    widget: 'ButtonBar',
    children: [
      {
        widget: 'Button',
        key: 'cancel',
        props: { label: { var: 'copy.cancel' }, variant: 'secondary' },
        events: { press: [{ action: 'ui.set', args: { stars: 0, ratingOpen: false } }] },
      },
      {
        widget: 'Button',
        key: 'send',
        props: { label: { var: 'copy.send' }, variant: 'primary' },
        events: { press: [{ action: 'run', args: { handler: 'sendScore' } }] },
      },
    ],
  },
});
