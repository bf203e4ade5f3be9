/**
 * ui.toast  {text, durationMs?}  the one toast (3 s default, 300 ms minimum)
 * ui.set    {name: value, ...}   merge into the screen's local state (opens and
 *                                closes popups, remembers choices)
 * ui.reload {sources?: [names]}  reload data sources; the screen stays drawn
 * ui.wait   {ms}                 pause the chain (e.g. a modal shown for 1.5 s)
 * run       {handler}            run a named handler of the screen
 * ui.copy   {text}               put text on the clipboard (below)
 */
import type { ActionRegistry, JsonObject } from '../../renderer/types';
import { showToast } from './toastStore';

/**
 * A step's `signal` aborts when the borrower leaves the screen. The runtime
 * starts no step after that; these actions also check it themselves, so one
 * called for a page that is gone (or still running when it went) shows nothing.
 */
const left = (signal: AbortSignal | undefined) => signal?.aborted === true;

export const uiActions: ActionRegistry = {
  'ui.toast': ({ args, signal }) => {
    if (left(signal)) return;
    showToast(typeof args.text === 'string' ? args.text : String(args.text ?? ''), args.durationMs as number | null);
  },
  'ui.set': ({ args, setState }) => setState(args as JsonObject),
  'ui.reload': ({ args, reload }) =>
    reload(Array.isArray(args.sources) ? args.sources.map(String) : undefined),
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
