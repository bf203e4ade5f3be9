import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A labelled contact detail: a phone number to call, an email address to write to, or plain text; draws nothing without a value.',
  props: {
    label: { type: 'text', description: 'What the detail is ("Phone").' },
    value: { type: 'text', required: true, description: 'The number, address or text.' },
    kind: {
      type: 'string',
      enum: ['phone', 'tel', 'email', 'text'],
      description:
        'phone: a button that emits `call` (the app calls through the shell); tel: a tel: link the browser dials (a page outside the app, plain text without digits); email: a mailto link (plain text when it is no address); text (default): plain.',
    },
  },
  events: { call: 'A phone value was tapped (kind phone); no payload.' },
  example: {
    widget: 'ContactLine',
    key: 'phone',
    props: { label: { var: 'copy.phoneLabel' }, value: { var: 'data.kf.smWa' }, kind: 'phone' },
    events: { call: [{ action: 'bridge.callPhone', args: { phone: { var: 'data.kf.smWa' } } }] },
  },
});
