import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'The customer-service telephone, which asks the native shell to call when tapped; draws nothing without a number.',
  props: {
    label: { type: 'text', description: 'What the number is ("Customer service").' },
    phone: { type: 'string', required: true, description: 'The number.' },
  },
  events: { call: 'The number was tapped; no payload.' },
  example: {
    widget: 'ServiceLine',
    key: 'service',
    props: { label: { var: 'copy.serviceLabel' }, phone: { rule: 'servicePhone' } },
    events: { call: [{ action: 'bridge.callPhone', args: { phone: { rule: 'servicePhone' } } }] },
  },
});
