// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { toastUnhandledError } from '../../../app/toastUnhandledError.ts';
import { clearToast, toastStore } from '../../../actions/ui/toastStore.ts';

describe('a failure no step caught', () => {
  afterEach(() => clearToast());

  it('is said in a toast, in the words it carries', () => {
    toastUnhandledError({ kind: 'network', message: 'No connection. Check your internet and try again.' });
    expect(toastStore.getState().text).toBe('No connection. Check your internet and try again.');
  });

  it('is not said again when the page already shows it', () => {
    toastUnhandledError({ kind: 'server', message: 'Already on the error page', shown: true });
    expect(toastStore.getState().text).toBeNull();
  });
});
