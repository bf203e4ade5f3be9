/**
 * What the navigation actions of navActions.ts take and answer (renderer/contract.ts).
 * Read by `npm run check` and the catalogue, never by the app.
 */
import { actionContracts } from '../../renderer/contract.ts';

const query = {
  type: 'object',
  description: 'Query parameters added to the address (values as text; null ones left out).',
} as const;
const replace = { type: 'boolean', description: 'true: replaces the current page in the history instead of adding one.' } as const;
const omitEmpty = { type: 'boolean', description: 'true: query parameters that are "" are left out.' } as const;

export const navContracts = actionContracts({
  'nav.go': {
    description: "Moves to a page of the app, carrying the current address's common parameters along.",
    args: {
      to: { type: 'string', ref: 'route', required: true, description: 'The path of a route of schemas/routes.json (e.g. /orderDetail).' },
      query,
      replace,
      omitEmpty,
      notice: { type: 'text', description: 'Words the page at `to` shows once as its success banner (it takes them with ui.takeNotice).' },
    },
  },
  'nav.external': {
    description: 'Leaves for an address that passes the URL check; a refused one fails (kind rejected) and is never followed.',
    args: {
      url: { type: 'string', required: true, description: 'The address to open (a path of this site passes as its own address).' },
      query,
      replace,
      omitEmpty,
      notice: { type: 'text', description: 'Words the page shows once, kept only when the address is a page of this site.' },
    },
  },
  'nav.check': {
    description: 'Checks an address against the URL check without leaving (for a frame); a refused one fails with kind rejected.',
    args: { url: { type: 'string', required: true, description: 'The address to check (a path of this site passes as its own address).' } },
    result: 'The address as it passed the check.',
  },
  'nav.mail': {
    description:
      "Opens the person's e-mail app with a message (a mailto: address); they send it from there, so the page can say only that it asked. A `to` that is not one plain address fails (kind rejected).",
    args: {
      to: { type: 'string', required: true, description: 'The one recipient (e.g. config.lender.supportEmail).' },
      subject: { type: 'text', description: 'The subject line.' },
      body: { type: 'text', description: 'The message; line breaks are kept.' },
    },
  },
  'nav.back': {
    description: "Goes back in the app's history, or closes the web view on the first page the shell opened.",
    args: {},
  },
});
