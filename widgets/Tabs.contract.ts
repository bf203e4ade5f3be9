import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A tab switcher (arrow keys move between tabs); draws nothing without tabs.',
  props: {
    label: { type: 'text', description: 'Accessible name of the tab list.' },
    tabs: {
      type: 'list',
      required: true,
      description: 'The tabs, in order.',
      fields: {
        value: { type: 'any', description: 'What `change` sends when it is chosen (a text or a number).' },
        label: { type: 'text', description: 'The tab’s words.' },
      },
    },
    value: { type: 'any', required: true, description: 'The selected tab’s value (the screen keeps it from `change`).' },
    variant: { type: 'string', enum: ['tabs', 'chips'], description: 'tabs (underlined; the default) or chips (small pills).' },
  },
  events: { change: 'Another tab was chosen (tap or arrow key); payload: its `value`.' },
  example: {
    widget: 'Tabs',
    key: 'channel',
    if: { '==': [{ str: [{ var: 'state.cardType' }] }, '1'] },
    props: { label: { var: 'copy.channelLabel' }, tabs: { var: 'constants.channels' }, value: { var: 'state.channel' }, variant: 'chips' },
    events: { change: [{ action: 'ui.set', args: { channel: { var: 'event' } } }] },
  },
});
