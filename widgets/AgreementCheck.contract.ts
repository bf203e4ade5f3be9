import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'The agreement checkbox, with a link to each agreement after its label.',
  props: {
    checked: { type: 'boolean', required: true, description: 'Whether the box is ticked (the screen keeps it: without it a tap never shows).' },
    label: { type: 'text', description: 'Text before the links ("I have read and agree to").' },
    links: {
      type: 'list',
      description: 'The agreements, in order; each is a link that emits `open` with its position.',
      fields: { title: { type: 'text', description: 'The link’s words (the agreement’s name).' } },
    },
  },
  events: {
    toggle: 'The box was ticked or cleared; payload: the new state (true or false).',
    open: 'An agreement link was tapped; payload: its position in `links` (from 0).',
  },
  example: {
    widget: 'AgreementCheck',
    key: 'agree',
    props: { checked: { var: 'state.agreed' }, label: { var: 'copy.agreeLabel' }, links: { rule: 'agreements' } },
    events: { toggle: [{ action: 'ui.set', args: { agreed: { var: 'event' } } }], open: [{ action: 'run', args: { handler: 'openAgreement' } }] },
  },
});
