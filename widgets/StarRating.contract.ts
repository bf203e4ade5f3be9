import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A row of stars as buttons, the chosen count lit.',
  props: {
    value: { type: 'number', required: true, description: 'How many stars are lit (the screen keeps it from `change`).' },
    labels: {
      type: 'list',
      required: true,
      items: { type: 'text', description: 'The accessible name of one star ("1 star").' },
      description: 'One accessible name per star, in order: as many stars as names.',
    },
  },
  events: { change: 'A star was tapped; payload: its count (1 for the first).' },
  example: {
    widget: 'StarRating',
    props: { value: { var: 'state.stars' }, labels: { var: 'copy.starLabels' } },
    events: { change: [{ action: 'ui.set', args: { stars: { var: 'event' } } }] },
  },
});
