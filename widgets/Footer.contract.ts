import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'The bottom action area (its children), optionally hidden while the on-screen keyboard is open.',
  props: {
    hideOnKeyboardPx: {
      type: 'number',
      description:
        'Hide while the viewport is more than this many px shorter than the tallest it has been (the keyboard is open; e.g. 60); never hidden without it.',
    },
  },
  children: true,
  example: {
    widget: 'Footer',
    key: 'footer',
    props: { hideOnKeyboardPx: { var: 'constants.keyboardThresholdPx' } },
    children: [
      {
        widget: 'Button',
        key: 'next',
        props: { label: { var: 'copy.next' }, variant: 'primary', disabled: { var: 'state.bound' } },
        events: { press: [{ action: 'run', args: { handler: 'submit' } }] },
      },
    ],
  },
});
