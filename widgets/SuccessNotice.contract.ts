import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'The confirmation after a step that moved money or changed an account: a green banner with a tick that stays until closed.',
  props: {
    text: { type: 'text', required: true, description: 'What succeeded, in the borrower’s words; nothing is drawn without it.' },
    closeLabel: { type: 'text', description: 'The accessible name of the close button; without it the banner cannot be closed.' },
  },
  events: { close: 'The close button was tapped; no payload.' },
  example: {
    widget: 'SuccessNotice',
    key: 'notice',
    if: { '!!': [{ var: 'state.notice' }] },
    props: { text: { var: 'state.notice' }, closeLabel: { var: 'copy.close' } },
    events: { close: [{ action: 'ui.set', args: { notice: '' } }] },
  },
});
