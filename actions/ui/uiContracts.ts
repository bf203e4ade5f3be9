/**
 * What the screen actions of uiActions.ts take and answer (renderer/contract.ts).
 * Read by `npm run check` and the catalogue, never by the app.
 */
import { actionContracts } from '../../renderer/contract.ts';

export const uiContracts = actionContracts({
  'ui.toast': {
    description: 'Shows the one toast; it goes when the borrower leaves the page, unless `nextPage` keeps it for the page the chain moves to.',
    args: {
      text: { type: 'text', required: true, description: 'The words of the toast (nothing is shown when empty).' },
      durationMs: { type: 'number', description: 'How long it stays, in milliseconds (config toast.defaultMs when absent, never less than toast.minimumMs).' },
      nextPage: { type: 'boolean', description: 'true: the toast is about the page the chain goes to next, and stays there.' },
    },
  },
  'ui.set': {
    description: "Merges its arguments into the screen's local state (opens and closes popups, remembers choices).",
    args: {},
    openArgs: true,
    instant: true,
  },
  'ui.reload': {
    description: 'Reloads data sources while the screen stays drawn; with `loader` they are loading again meanwhile.',
    args: {
      sources: {
        type: 'list',
        items: { type: 'string', description: 'The name of a data source under "data".' },
        description: 'The data sources to reload; all of them when absent.',
      },
      loader: { type: 'boolean', description: "true: the sources are loading again meanwhile (a blocking one shows the screen's loader)." },
    },
  },
  'ui.wait': {
    description: 'Pauses the chain (e.g. a popup shown for 1.5 s); it ends early when the borrower leaves.',
    args: { ms: { type: 'number', required: true, description: 'How long to wait, in milliseconds (0 when absent).' } },
  },
  run: {
    description: 'Runs a named handler of the screen.',
    args: { handler: { type: 'string', ref: 'handler', required: true, description: 'The name of a chain under "handlers".' } },
  },
  runEach: {
    description:
      'Runs a named handler of the screen once per element of a list, in order; the handler reads the element as `item` and its position (from 0) as `index`.',
    args: {
      handler: { type: 'string', ref: 'handler', required: true, description: 'The name of a chain under "handlers".' },
      items: { type: 'list', required: true, description: 'The elements, e.g. the names of the checks that failed; nothing runs for an empty list.' },
    },
  },
  'ui.language': {
    description:
      'Sets the page’s language, on the pages that open in a plain browser (the LanguageSwitch of the promotion pages and the site): kept for the tab as an address’s `lang` is, the page drawn again in it; an address `lang` is rewritten to it. A language the market does not have is refused.',
    args: { lang: { type: 'string', required: true, description: 'A language of the market profile (en, fil).' } },
  },
  'ui.copy': {
    description: 'Puts a text on the clipboard; the step fails when the web view has no clipboard, so the screen can say so.',
    args: { text: { type: 'text', required: true, description: 'The text to copy (e.g. a payment code; a number is copied as its digits).' } },
  },
  'ui.takeNotice': {
    description: 'Takes, once, the confirmation the previous page kept for this one (nav.go or nav.external `notice`).',
    args: {},
    instant: true,
    result: 'The words of the notice, or null when there is none.',
  },
});
