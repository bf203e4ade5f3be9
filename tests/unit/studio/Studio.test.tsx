import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Studio } from '../../../studio/Studio.tsx';
import copy from '../../../studio/copy.json' with { type: 'json' };
import serviceScreen from '../../../schemas/screens/customerService.json' with { type: 'json' };
import repayCommon from '../../../schemas/parts/repayCommon.json' with { type: 'json' };
import { waitForState } from '../../support/waitForState.ts';

/** A text of the screen being edited, as its copy has it now. */
const complain = serviceScreen.copy.en.complain;

describe('live preview: edits are never lost without a word', () => {
  it('keeps an edit as a draft, and says so', async () => {
    window.history.replaceState(null, '', '/studio/?screen=customerService&scenario=default');
    render(<Studio />);
    const editor = await screen.findByRole('textbox', { name: copy.editorLabel });
    await waitForState(() => expect((editor as HTMLTextAreaElement).value).toContain('"customerService"'));
    fireEvent.change(editor, { target: { value: (editor as HTMLTextAreaElement).value.replace(complain, 'Complain') } });
    await waitForState(() => expect(localStorage.getItem('studio.draft.customerService')).toContain('Complain'));
    expect(screen.getByText(new RegExp(copy.draftKept.slice(0, 20)))).toBeTruthy();
  });

  it('says when the browser refuses to keep the draft', async () => {
    localStorage.clear();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    window.history.replaceState(null, '', '/studio/?screen=customerService&scenario=default');
    render(<Studio />);
    const editor = await screen.findByRole('textbox', { name: copy.editorLabel });
    await waitForState(() => expect((editor as HTMLTextAreaElement).value).toContain('"customerService"'));
    fireEvent.change(editor, { target: { value: (editor as HTMLTextAreaElement).value.replace(complain, 'Complain') } });
    expect((await screen.findByRole('alert')).textContent).toBe(copy.draftNotKept);
  });

  it('offers the shared parts a screen uses, and keeps a draft of a part apart from the screen draft', async () => {
    localStorage.clear();
    window.history.replaceState(null, '', '/studio/?screen=repay&scenario=default');
    render(<Studio />);
    const screenEditor = await screen.findByRole('textbox', { name: copy.editorLabel });
    await waitForState(() => expect((screenEditor as HTMLTextAreaElement).value).toContain('"uses": ["repayCommon"]'));
    const partTab = screen.getByRole('tab', { name: new RegExp(`^${copy.partDocument}.*schemas/parts/repayCommon\\.json`) });
    fireEvent.click(partTab);
    const partEditor = screen.getByRole('textbox', { name: copy.partEditorLabel }) as HTMLTextAreaElement;
    expect(partEditor.value).toContain('"id": "repayCommon"');
    const usedBy = screen.getByText(new RegExp(`^${copy.usedBy}`)).textContent;
    expect(usedBy).toContain('(repay)');
    expect(usedBy).toContain('(repayDelay)');
    // What the part is for, in its own file's words.
    expect(screen.getByText(repayCommon.description)).toBeTruthy();

    const pay = JSON.stringify(repayCommon.copy.en.paymentMethod);
    fireEvent.change(partEditor, { target: { value: partEditor.value.replace(pay, '"Pay another way"') } });
    await waitForState(() => expect(localStorage.getItem('studio.draft.part.repayCommon')).toContain('Pay another way'));
    expect(localStorage.getItem('studio.draft.repay')).toBeNull();
    expect(screen.getByRole('tab', { name: new RegExp(`${copy.partDocument}.*${copy.edited}`) }).getAttribute('aria-selected')).toBe('true');

    // The screen's own document, and back: the part's draft is still there.
    fireEvent.click(screen.getByRole('tab', { name: new RegExp(`^${copy.screenDocument}`) }));
    expect((screen.getByRole('textbox', { name: copy.editorLabel }) as HTMLTextAreaElement).value).toContain('"id": "repay"');
    fireEvent.click(partTab);
    expect((screen.getByRole('textbox', { name: copy.partEditorLabel }) as HTMLTextAreaElement).value).toContain('Pay another way');

    // Back to the file forgets the part's draft.
    fireEvent.click(screen.getByRole('button', { name: copy.reset }));
    await waitForState(() => expect(localStorage.getItem('studio.draft.part.repayCommon')).toBeNull());
  });

  it('shows a screen without shared parts as one document', async () => {
    window.history.replaceState(null, '', '/studio/?screen=customerService&scenario=default');
    render(<Studio />);
    await screen.findByRole('textbox', { name: copy.editorLabel });
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
