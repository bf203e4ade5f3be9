import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Studio } from '../../../studio/Studio';
import copy from '../../../studio/copy.json';
import serviceScreen from '../../../schemas/screens/customerService.json';

/** A text of the screen being edited, as its copy has it now. */
const complain = serviceScreen.copy.en.complain;

describe('live preview: edits are never lost without a word', () => {
  it('keeps an edit as a draft, and says so', async () => {
    window.history.replaceState(null, '', '/studio/?screen=customerService&scenario=default');
    render(<Studio />);
    const editor = await screen.findByRole('textbox', { name: copy.editorLabel }, { timeout: 3000 });
    await vi.waitFor(() => expect((editor as HTMLTextAreaElement).value).toContain('"customerService"'));
    fireEvent.change(editor, { target: { value: (editor as HTMLTextAreaElement).value.replace(complain, 'Complain') } });
    await vi.waitFor(() => expect(localStorage.getItem('studio.draft.customerService')).toContain('Complain'));
    expect(screen.getByText(new RegExp(copy.draftKept.slice(0, 20)))).toBeTruthy();
  });

  it('says when the browser refuses to keep the draft', async () => {
    localStorage.clear();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    window.history.replaceState(null, '', '/studio/?screen=customerService&scenario=default');
    render(<Studio />);
    const editor = await screen.findByRole('textbox', { name: copy.editorLabel }, { timeout: 3000 });
    await vi.waitFor(() => expect((editor as HTMLTextAreaElement).value).toContain('"customerService"'));
    fireEvent.change(editor, { target: { value: (editor as HTMLTextAreaElement).value.replace(complain, 'Complain') } });
    expect((await screen.findByRole('alert')).textContent).toBe(copy.draftNotKept);
  });
});
