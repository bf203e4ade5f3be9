/**
 * The tab switcher as the bank form uses it: the chosen tab is the selected
 * one and the only one in the tab order; a tap or an arrow key emits the
 * other tab's value as the data has it (a number stays a number); arrows wrap
 * and carry the focus along.
 */
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { Tabs } from '../../../widgets/Tabs.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const bindBank = loadScreenDoc('bindBank');
const channels = bindBank.constants!.channels as { value: string; label: string }[];
const cardTypes = bindBank.constants!.cardTypes as { value: number; label: string }[];
const channelLabel = screenCopy(bindBank, 'channelLabel');

/** The tabs as a screen draws them: it keeps the value from `change` (ui.set), so the next key starts from there. */
function draw(initial: unknown, tabs: unknown[] = channels) {
  const emit = vi.fn(async (_event: string, _value?: unknown) => {});
  function Screen() {
    const [value, setValue] = useState(initial);
    const keep = (event: string, chosen?: unknown) => {
      setValue(chosen);
      return emit(event, chosen);
    };
    return <Tabs nodeId="channel" busy={false} emit={keep} label={channelLabel} tabs={tabs as never} value={value} variant="chips" />;
  }
  render(<Screen />);
  return { emit, tabs: view.getAllByRole('tab') };
}

describe('<Tabs>', () => {
  it('a tab list named by its label: the chosen tab is selected and the only one reached by Tab', () => {
    const { tabs } = draw(channels[1].value);
    expect(view.getByRole('tablist', { name: channelLabel })).toBeTruthy();
    expect(tabs.map((t) => t.textContent)).toEqual(channels.map((c) => c.label));
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('a tap on another tab emits its value; a tap on the chosen one emits nothing', () => {
    const { emit, tabs } = draw(channels[0].value);
    fireEvent.click(tabs[0]);
    expect(emit).not.toHaveBeenCalled();
    fireEvent.click(tabs[2]);
    expect(emit.mock.calls).toEqual([['change', channels[2].value]]);
  });

  it('a number value matches its tab, and the other tab is emitted as a number', () => {
    const { emit, tabs } = draw(cardTypes[0].value, cardTypes);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tabs[1]);
    expect(emit.mock.calls).toEqual([['change', cardTypes[1].value]]);
  });

  it('arrow keys choose the neighbour, wrap at both ends and move the focus to it', () => {
    const { emit, tabs } = draw(channels[2].value);
    fireEvent.keyDown(tabs[2], { key: 'ArrowRight' });
    expect(emit).toHaveBeenLastCalledWith('change', channels[0].value);
    expect(document.activeElement).toBe(tabs[0]);
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(emit).toHaveBeenLastCalledWith('change', channels[2].value);
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2], { key: 'Enter' });
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('without tabs it draws nothing', () => {
    const { container } = render(<Tabs nodeId="t" busy={false} emit={vi.fn(async () => {})} label={channelLabel} tabs={[]} value="" />);
    expect(container.innerHTML).toBe('');
  });
});
