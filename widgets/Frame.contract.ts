import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description:
    'A page shown in a frame (an agreement inside a Dialog); draws nothing without an http(s) address. It says when the page has loaded, and when it has not in time.',
  props: {
    title: { type: 'text', description: 'The frame’s accessible name.' },
    url: { type: 'string', required: true, description: 'An http(s) address the screen already passed through the URL check (nav.check).' },
    waitMs: { type: 'number', description: 'How long to wait for the page, in milliseconds, before `fail`; no `fail` without it.' },
    attempt: { type: 'number', description: 'Change it (e.g. add 1) to load the page again, after a `fail`.' },
  },
  events: {
    load: 'The page in the frame has loaded (once per attempt); no payload.',
    fail: 'The page has not loaded after `waitMs`; no payload.',
  },
  example: {
    widget: 'Frame',
    key: 'frame',
    props: { title: { var: 'copy.agreementTitle' }, url: { var: 'state.agreementUrl' }, waitMs: { var: 'constants.agreementWaitMs' } },
    events: { load: [{ action: 'ui.set', args: { agreementFrame: 'loaded' } }], fail: [{ action: 'ui.set', args: { agreementFrame: 'failed' } }] },
  },
});
