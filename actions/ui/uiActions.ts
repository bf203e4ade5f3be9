/**
 * ui.toast  {text, durationMs?}  the one toast (3 s default, 300 ms minimum)
 * ui.set    {name: value, ...}   merge into the screen's local state (opens and
 *                                closes popups, remembers choices)
 * ui.reload {sources?: [names]}  reload data sources; the screen stays drawn
 * ui.wait   {ms}                 pause the chain (e.g. a modal shown for 1.5 s)
 * run       {handler}            run a named handler of the screen
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
