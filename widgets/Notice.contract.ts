import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A title and a message, for empty or unavailable states.',
  props: {
    title: { type: 'text', description: 'The heading.' },
    message: { type: 'text', description: 'A paragraph under it.' },
    live: { type: 'boolean', description: 'true: what a tap just did, announced when it appears (role status).' },
  },
  example: {
    widget: 'Notice',
    key: 'missing',
    if: { '!': [{ rule: 'shown' }] },
    props: { title: { var: 'copy.missingTitle' }, message: { var: 'copy.missingMessage' } },
  },
});
