/**
 * What the app does with a failure no step of a chain caught (renderer's
 * onUnhandledError): the words in a toast, once. A failure already shown
 * (an error page, a field's message) is not said again.
 */
import type { ActionError } from '../renderer/index.ts';
import { showToast } from '../actions/ui/toastStore.ts';
import { settings } from './settings.ts';

export function toastUnhandledError(error: ActionError): void {
  if (!error.shown) showToast(error.message, settings);
}
