import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A paragraph of text (always drawn as text, never as HTML); draws nothing when empty.',
  props: {
    text: { type: 'text', required: true, description: 'The words.' },
    tone: { type: 'string', enum: ['normal', 'muted'], description: 'normal (the default) or muted (grey, for secondary lines).' },
  },
  example: { widget: 'Text', key: 'updated', props: { text: { var: 'copy.doc.updated' }, tone: 'muted' } },
});
