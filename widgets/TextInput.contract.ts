import { widgetContract } from '../renderer/contract.ts';
import { INPUT_MODES, INPUT_TYPES } from './inputKinds.ts';

export const contract = widgetContract({
  description: 'A labelled one-line text box, with a hint or an error line under it.',
  props: {
    label: { type: 'text', description: 'The box’s label.' },
    value: { type: 'string', required: true, description: 'The text so far (the screen keeps it from `change`: without it typing shows nothing).' },
    placeholder: { type: 'text', description: 'Shown in the empty box.' },
    maxLength: {
      type: 'number',
      required: true,
      description:
        'Longest text in characters as a person counts them (🇵🇭 is one), never half a character; not the native attribute, which counts UTF-16 units. Required: no box is unbounded.',
    },
    autoComplete: { type: 'string', description: 'The browser’s autocomplete hint (e.g. organization, tel); off without it.' },
    type: {
      type: 'string',
      enum: INPUT_TYPES,
      description: 'Which keyboard a phone shows; text (the default) for any other value.',
    },
    inputMode: {
      type: 'string',
      enum: INPUT_MODES,
      description: 'The keyboard hint; none for any other value.',
    },
    hint: { type: 'text', description: 'A line under the box (e.g. how a number will be sent).' },
    error: { type: 'text', description: 'What is wrong with the text; shown instead of the hint and tied to the box.' },
  },
  events: { change: 'The text was edited; payload: the (clipped) text, without characters a person cannot see (zero-width, direction overrides).' },
  example: {
    widget: 'TextInput',
    key: 'company',
    props: { label: { var: 'copy.company' }, value: { var: 'state.company' }, maxLength: 100, autoComplete: 'organization' },
    events: { change: [{ action: 'ui.set', args: { company: { var: 'event' } } }] },
  },
});
