/**
 * A toast never outlives its page (issue 17: the complaint refusal followed
 * the borrower to the next page): the host clears it when the router lands
 * on another page, unless the chain said it is about that page (`nextPage`:
 * "Registration successful" before the download page), and then only once.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryLocation } from '../../../app/location/MemoryLocation.tsx';
import { useNavigate } from '../../../app/location/pageLocation.ts';
import { ToastHost } from '../../../app/ToastHost.tsx';
import { clearToast, toastStore } from '../../../actions/ui/toastStore.ts';
import { uiActions } from '../../../actions/ui/uiActions.ts';
import type { ActionEnv } from '../../../renderer/types.ts';
import { settings } from '../../../app/settings.ts';

let go: (to: string) => void = () => {};
function Navigator() {
  const navigate = useNavigate();
  go = (to) => navigate(to);
  return null;
}

const toast = (args: ActionEnv['args']) => act(() => void uiActions['ui.toast']({ args, context: { config: settings } } as unknown as ActionEnv));

function host() {
  render(
    <MemoryLocation initialEntries={['/complaint']}>
      <Navigator />
      <ToastHost />
    </MemoryLocation>,
  );
}

afterEach(() => clearToast());

describe('toast and page', () => {
  it('a toast goes the moment the borrower lands on another page', async () => {
    host();
    await toast({ text: 'Refused here' });
    expect(screen.getByRole('status').textContent).toBe('Refused here');
    act(() => go('/complainPageNext'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(toastStore.getState().text).toBeNull();
  });

  it('a toast for the next page (nextPage) is shown there, and goes on the page after', async () => {
    host();
    await toast({ text: 'Registered', nextPage: true });
    act(() => go('/downloadTemplate'));
    expect(screen.getByRole('status').textContent).toBe('Registered');
    act(() => go('/elsewhere'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a toast shown on arrival at the new page stays', async () => {
    host();
    await toast({ text: 'Old page' });
    act(() => go('/next'));
    await toast({ text: 'New page' });
    expect(screen.getByRole('status').textContent).toBe('New page');
  });
});
