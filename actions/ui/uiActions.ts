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

export const uiActions: ActionRegistry = {
  'ui.toast': ({ args }) => {
    showToast(typeof args.text === 'string' ? args.text : String(args.text ?? ''), args.durationMs as number | null);
  },
  'ui.set': ({ args, setState }) => setState(args as JsonObject),
  'ui.reload': ({ args, reload }) =>
    reload(Array.isArray(args.sources) ? args.sources.map(String) : undefined),
  'ui.wait': ({ args }) =>
    new Promise<void>((resolve) => setTimeout(resolve, typeof args.ms === 'number' ? Math.max(0, args.ms) : 0)),
  run: ({ args, runHandler }) => runHandler(String(args.handler ?? '')),
};

/**
 * ui.copy {text}: puts the text on the clipboard. Web views without the
 * async clipboard (older iOS, http pages) use a hidden text field and
 * execCommand('copy'); when neither works the step fails, so the schema can
 * say so instead of claiming success.
 */
uiActions['ui.copy'] = async ({ args }) => {
  const value = typeof args.text === 'string' ? args.text : String(args.text ?? '');
  try {
    await navigator.clipboard.writeText(value);
    return;
  } catch {
    // Fall through to the older way.
  }
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
