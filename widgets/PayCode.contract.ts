import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A payment code to give at the counter or in a wallet, with a Copy button.',
  props: {
    label: { type: 'text', description: 'What the code is ("Payment code"); also the block’s accessible name.' },
    code: { type: 'string', required: true, description: 'The code; no Copy button without it.' },
    logo: { type: 'string', description: 'An http(s) address of the channel’s logo.' },
    copyLabel: { type: 'text', description: 'The Copy button’s words.' },
    note: { type: 'text', description: 'A line under the code.' },
  },
  events: { copy: 'The Copy button was tapped (not while busy); no payload: the chain copies the code (ui.copy).' },
  example: {
    widget: 'PayCode',
    key: 'code',
    if: { and: [{ rule: 'shown' }, { rule: 'isCode' }] },
    props: { label: { var: 'copy.codeLabel' }, code: { var: 'query.payCode' }, logo: { var: 'query.payCodeImg' }, copyLabel: { var: 'copy.copy' } },
    events: {
      copy: [
        {
          action: 'ui.copy',
          args: { text: { var: 'query.payCode' } },
          then: [{ action: 'ui.toast', args: { text: { var: 'copy.copied' } } }],
          catch: [{ action: 'ui.toast', args: { text: { var: 'copy.copyFailed' } } }],
        },
      ],
    },
  },
});
