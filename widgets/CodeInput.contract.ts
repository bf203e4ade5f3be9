import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A verification-code box (digits) with a resend button that counts down to its deadline.',
  props: {
    label: { type: 'text', description: 'The box’s label.' },
    value: { type: 'string', required: true, description: 'The code typed so far (the screen keeps it: without it typing shows nothing).' },
    maxLength: { type: 'number', description: 'How many digits the code has (default 6); more are not taken.' },
    placeholder: { type: 'text', description: 'Shown in the empty box.' },
    resendLabel: { type: 'text', description: 'The resend button’s words; no button without it.' },
    countingLabel: { type: 'text', description: 'The resend button’s words while it counts down, "{s}" the seconds left.' },
    endsAt: { type: 'number', description: 'When the countdown ends (the page clock’s ms, from time.now); the button counts down until then.' },
  },
  events: {
    change: 'The code was edited; payload: the digits typed.',
    resend: 'The resend button was tapped (also while it counts down); payload: {counting} (true while the countdown runs).',
  },
  example: {
    widget: 'CodeInput',
    props: {
      label: { var: 'copy.codeLabel' },
      value: { var: 'state.code' },
      maxLength: { var: 'constants.codeLength' },
      placeholder: { var: 'copy.codePlaceholder' },
      resendLabel: { var: 'copy.resend' },
      countingLabel: { var: 'copy.counting' },
      endsAt: { var: 'state.codeEndsAt' },
    },
    events: { change: [{ action: 'ui.set', args: { code: { var: 'event' } } }], resend: [{ action: 'run', args: { handler: 'resend' } }] },
  },
});
