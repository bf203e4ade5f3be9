import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A multi-line text box with a live "count/max" counter.',
  props: {
    label: { type: 'text', description: 'The box’s label.' },
    value: { type: 'string', required: true, description: 'The text so far (the screen keeps it from `change`: without it typing shows nothing).' },
    placeholder: { type: 'text', description: 'Shown in the empty box.' },
    maxLength: {
      type: 'number',
      required: true,
      description:
        'Longest text in characters as a person counts them (🇵🇭 is one); more is ignored, typed or pasted, never half a character. Required: no box is unbounded.',
    },
  },
  events: { change: 'The text was edited; payload: the (clipped) text.' },
  example: {
    widget: 'TextArea',
    key: 'message',
    props: { label: { var: 'copy.message' }, value: { var: 'state.message' }, maxLength: { var: 'constants.messageMaxLength' } },
    events: { change: [{ action: 'ui.set', args: { message: { var: 'event' } } }] },
  },
});
