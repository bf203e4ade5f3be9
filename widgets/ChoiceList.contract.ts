import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A list of choices as buttons, the chosen one marked; draws nothing without options.',
  props: {
    label: { type: 'text', description: 'Accessible name of the group.' },
    options: {
      type: 'list',
      required: true,
      description: 'The choices, in order.',
      fields: {
        value: { type: 'any', description: 'What `select` sends when it is chosen (a text or a number).' },
        title: { type: 'text', description: 'The choice’s words.' },
      },
    },
    value: { type: 'any', description: 'The chosen value (marked with aria-pressed); none is marked when empty or null.' },
  },
  events: { select: 'A choice was tapped (not while busy); payload: its `value`.' },
  example: {
    widget: 'ChoiceList',
    props: { label: { var: 'copy.typeTitle' }, options: { var: 'data.init.problemType' }, value: { var: 'state.type' } },
    events: { select: [{ action: 'run', args: { handler: 'chooseType' } }] },
  },
});
