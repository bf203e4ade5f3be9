import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A button; while its chain runs it shows a busy ring and a second tap does nothing.',
  props: {
    label: { type: 'text', required: true, description: 'The words on the button.' },
    hint: { type: 'text', description: "Small text above the button (e.g. 'Short of money?'); also the button's description for screen readers." },
    variant: {
      type: 'string',
      enum: ['primary', 'secondary', 'link'],
      description: 'How it looks: primary (filled), secondary (outlined) or link. Default primary.',
    },
    disabled: { type: 'boolean', description: 'Greyed out and not pressable (give the reason in `hint`).' },
  },
  events: { press: 'Tapped (not while busy or disabled).' },
  example: {
    widget: 'Button',
    props: { label: { var: 'copy.submit' }, variant: 'primary' },
    events: { press: [{ action: 'run', args: { handler: 'submit' } }] },
  },
});
