import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'Small labels in a row (e.g. the chosen complaint types), whose place is kept while they are on their way.',
  props: {
    items: { type: 'list', required: true, items: { type: 'text', description: 'One label.' }, description: 'The labels; empty ones are left out.' },
    label: { type: 'text', description: 'Accessible name of the row.' },
    pending: {
      type: 'boolean',
      description: 'While true and there are no labels yet, an invisible row keeps their place, so what is below does not move when they arrive.',
    },
  },
  example: {
    widget: 'Tags',
    key: 'types',
    props: {
      label: { var: 'copy.typesLabel' },
      items: [{ rule: 'typeTitle' }, { rule: 'subTypeTitle' }],
      pending: { in: [{ var: 'sources.init.status' }, ['idle', 'loading']] },
    },
  },
});
