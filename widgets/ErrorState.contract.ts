import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'The error page’s body (or, compact, a part of a page that did not load): an icon, a heading, the message and its buttons, every word a prop.',
  props: {
    icon: {
      type: 'string',
      enum: ['offline', 'error', 'notFound'],
      description: 'offline (no connection, too slow), error (anything else; the default) or notFound (an address with no page).',
    },
    heading: { type: 'text', description: 'A short title in the borrower’s words ("We couldn’t load this page").' },
    level: { type: 'number', enum: [1, 2], description: '1 when nothing above it is the page’s heading (no screen title), else 2 (the default).' },
    message: { type: 'text', required: true, description: 'What happened and what to do, in the borrower’s words (announced as an alert).' },
    actions: {
      type: 'list',
      description: 'The buttons, in order, the first the main one ("Try again"); one without event or label is not drawn.',
      fields: {
        event: { type: 'string', ref: 'event', description: 'The event the button emits (no payload): a name under the node’s `events`.' },
        label: { type: 'text', description: 'The button’s words.' },
        variant: {
          type: 'string',
          enum: ['primary', 'secondary', 'link'],
          description: 'How it looks; default primary for the first button, secondary for the others.',
        },
      },
    },
    compact: { type: 'boolean', description: 'Inside a page (a part of it failed): no full-height block around it.' },
  },
  openEvents: true,
  example: {
    widget: 'ErrorState',
    key: 'notFound',
    props: { icon: 'notFound', message: { var: 'copy.notFoundMessage' }, actions: [{ event: 'back', label: { var: 'copy.back' }, variant: 'primary' }] },
    events: { back: [{ action: 'nav.back' }] },
  },
  // Drawn before any screen's own widgets arrive (the loader, the error page, a node's stand-in).
  code: { atStart: true },
});
