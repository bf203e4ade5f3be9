/**
 * ui.toast  {text, durationMs?, nextPage?}  the one toast (3 s default, 300 ms
 *                                minimum); it goes when the borrower leaves the page,
 *                                unless `nextPage` says it is about the page the
 *                                chain goes to next (it then stays there)
 * ui.set    {name: value, ...}   merge into the screen's local state (opens and
 *                                closes popups, remembers choices)
 * ui.reload {sources?: [names], loader?: true}  reload data sources; the screen stays
 *                                drawn. With `loader` the sources are loading again
 *                                meanwhile (a blocking one shows the screen's loader:
 *                                the error page's 'Try again')
 * ui.wait   {ms}                 pause the chain (e.g. a modal shown for 1.5 s)
 * run       {handler}            run a named handler of the screen
 * runEach   {handler, items}     run it once per element of a list, in order, the
 *                                element as `item` and its position as `index`
 *                                (one tracking event per failed check)
 * ui.copy   {text}               put text on the clipboard (below)
 * ui.language {lang}            the language a visitor chose on a browser page
 *                                (LanguageSwitch): kept for the tab and the page
 *                                redrawn in it (languageKeeper.ts); a language the
 *                                market does not have is refused
 * ui.takeNotice {}               the confirmation the previous page kept for this
 *                                one (nav.go/nav.external `notice`), once; null when
 *                                there is none. The screen puts it in its state and
 *                                shows it in a SuccessNotice.
 */
import type { ActionRegistry, JsonObject } from '../../renderer/types.ts';
import { showToast } from './toastStore.ts';
import { pendingNotice } from '../nav/pendingNotice.ts';
import { languageKeeper } from './languageKeeper.ts';

/** The page's path: the app passes it as env.path; a headless run falls back to the address. */
function pagePath(env: JsonObject | undefined): string {
  if (typeof env?.path === 'string') return env.path;
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/**
 * A step's `signal` aborts when the borrower leaves the screen. The runtime
 * starts no step after that; these actions also check it themselves, so one
 * called for a page that is gone (or still running when it went) shows nothing.
 */
const left = (signal: AbortSignal | undefined) => signal?.aborted === true;

export const uiActions: ActionRegistry = {
  'ui.toast': ({ args, signal, context }) => {
    if (left(signal)) return;
    showToast(typeof args.text === 'string' ? args.text : String(args.text ?? ''), context.config, {
      durationMs: args.durationMs as number | null,
      nextPage: args.nextPage === true,
    });
  },
  'ui.set': ({ args, setState }) => setState(args as JsonObject),
  'ui.reload': ({ args, reload }) => reload(Array.isArray(args.sources) ? args.sources.map(String) : undefined, { loader: args.loader === true }),
  // Ends early when the borrower leaves: the chain stops there, no timer is left behind.
  'ui.wait': ({ args, signal }) =>
    new Promise<void>((resolve) => {
      if (left(signal)) return resolve();
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, typeof args.ms === 'number' ? Math.max(0, args.ms) : 0);
      signal?.addEventListener('abort', done);
    }),
  run: ({ args, runHandler }) => runHandler(String(args.handler ?? '')),
  runEach: async ({ args, runHandler, signal }) => {
    const items = Array.isArray(args.items) ? args.items : [];
    for (const [index, item] of items.entries()) {
      if (left(signal)) return;
      await runHandler(String(args.handler ?? ''), { item, index });
    }
  },
  // A page the borrower already left leaves the words for nobody: they are not taken.
  'ui.takeNotice': ({ context, signal }) => (left(signal) ? null : pendingNotice.take(pagePath(context.env))),
};

/**
 * ui.copy {text}: puts the text on the clipboard. Web views without the
 * async clipboard (older iOS, http pages) use a hidden text field and
 * execCommand('copy'); when neither works the step fails, so the schema can
 * say so instead of claiming success.
 */
uiActions['ui.copy'] = async ({ args, signal }) => {
  if (left(signal)) return;
  const value = typeof args.text === 'string' ? args.text : String(args.text ?? '');
  try {
    await navigator.clipboard.writeText(value);
    return;
  } catch {
    // Fall through to the older way, unless the borrower left meanwhile.
  }
  if (left(signal)) return;
  const field = document.createElement('textarea');
  field.value = value;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  const copied = document.execCommand?.('copy') ?? false;
  field.remove();
  if (!copied) throw { kind: 'internal', message: 'The clipboard is not available' };
};

/**
 * The switch of the pages that open in a plain browser (no app to pass
 * `lang`): the choice is kept as the address's `lang` is, for the tab, and
 * the page is drawn again in it. Only a language of the market profile: a
 * made-up code would leave the page in a language it has no words for.
 */
uiActions['ui.language'] = ({ args, context, signal }) => {
  if (left(signal)) return;
  const market = context.config.market as JsonObject | undefined;
  const languages = Array.isArray(market?.languages) ? market.languages : [];
  const lang = typeof args.lang === 'string' ? args.lang : '';
  if (!languages.includes(lang)) throw { kind: 'rejected', message: '' };
  languageKeeper().choose(lang);
};
