import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A modal popup with a title, a message and its children (usually a ButtonBar), shown while its node is drawn.',
  props: {
    title: { type: 'text', required: true, description: 'The popup’s heading, also its accessible name.' },
    message: { type: 'text', description: 'A paragraph under the title.' },
    closeLabel: { type: 'text', description: 'Accessible name of the close (×) button, which emits `close`; no × when empty.' },
  },
  events: { close: 'The × was tapped; no payload.' },
  children: true,
  example: {
    widget: 'Dialog',
    key: 'exit',
    if: { var: 'state.exitOpen' },
    props: { title: { var: 'data.detail.popTitle' }, message: { var: 'data.detail.popContent' }, closeLabel: '' },
    children: [
      {
        widget: 'ButtonBar',
        children: [
          {
            widget: 'Button',
            key: 'leave',
            props: { label: { var: 'copy.exitLeave' }, variant: 'secondary' },
            events: { press: [{ action: 'ui.set', args: { exitOpen: false } }, { action: 'nav.back' }] },
          },
          {
            widget: 'Button',
            key: 'stay',
            props: { label: { var: 'copy.exitStay' }, variant: 'primary' },
            events: { press: [{ action: 'ui.set', args: { exitOpen: false } }] },
          },
        ],
      },
    ],
  },
});
