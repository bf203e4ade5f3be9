import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'Named groups of numbered steps (how to pay at a channel), under an optional title.',
  props: {
    title: { type: 'text', description: 'The heading over the groups.' },
    items: {
      type: 'list',
      description: 'The groups, in order.',
      fields: {
        name: { type: 'text', description: 'The group’s name (e.g. the channel); may name {placeholders} of `values`.' },
        steps: {
          type: 'list',
          items: { type: 'text', description: 'One step.' },
          description: 'The steps, numbered in order; may name {placeholders} of `values`.',
        },
      },
    },
    values: {
      type: 'object',
      description: 'Values for {placeholders} in the steps, e.g. {lender.tradeName}: the biller a borrower looks for is the lender’s own name.',
    },
  },
  example: { widget: 'Steps', key: 'wallets', props: { title: { var: 'copy.walletsTitle' }, items: { var: 'copy.wallets' }, values: { rule: 'values' } } },
});
