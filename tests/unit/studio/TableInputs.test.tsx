/**
 * The live preview's "Try table inputs" form: what it hands the engine
 * (ScreenContext.tableInputs) for what staff choose or type, and what it
 * shows them. The engine's side is tests/unit/renderer/tableInputs.test.ts;
 * the whole round trip through the phone is tests/e2e/studio.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { DecisionTable, JsonObject } from '../../../renderer/types.ts';
import { TableInputs } from '../../../studio/TableInputs.tsx';
import type { TableInputs as Inputs } from '../../../studio/messages.ts';
import copy from '../../../studio/copy.json' with { type: 'json' };

const tables: Record<string, DecisionTable> = {
  // No domains: free text, typed like the scenario's value.
  look: { inputs: { status: { var: 'data.status' }, count: { var: 'data.count' } }, rows: [], else: null },
  // Domains: a choice of them, sent as the table declares them.
  buttons: {
    inputs: { status: { var: 'data.status' }, late: { var: 'data.late' } },
    domains: { status: ['21', '170'], late: [true, false] },
    rows: [],
    else: null,
  },
};

/** The form as the preview holds it: what it hands the engine is in `sent`. */
function renderForm(scenarioInputs: Record<string, JsonObject>, start: Inputs = {}) {
  const sent: { now: Inputs } = { now: start };
  let setOutside: (v: Inputs) => void = () => {};
  function Harness({ seen }: { seen: Record<string, JsonObject> }) {
    const [value, setValue] = useState<Inputs>(start);
    sent.now = value;
    setOutside = setValue;
    return <TableInputs tables={tables} scenarioInputs={seen} value={value} onChange={setValue} />;
  }
  const view = render(<Harness seen={scenarioInputs} />);
  return {
    sent,
    group: (name: string) => within(screen.getByRole('group', { name: new RegExp(`^${name}`) })),
    seeScenario: (seen: Record<string, JsonObject>) => view.rerender(<Harness seen={seen} />),
    forget: (v: Inputs) => act(() => setOutside(v)),
  };
}

describe('live preview: try table inputs', () => {
  it('hands the engine a typed value of the type the scenario gives the input', () => {
    const form = renderForm({ look: { status: '21', count: 3 } });
    fireEvent.change(form.group('look').getByLabelText('status'), { target: { value: '170' } });
    fireEvent.change(form.group('look').getByLabelText('count'), { target: { value: '5' } });
    expect(form.sent.now).toEqual({ look: { status: '170', count: 5 } });
    expect(screen.getByRole('group', { name: /^look/ }).textContent).toContain(copy.setByHand);
  });

  it('types again what was typed before the phone said what the scenario gives', () => {
    const form = renderForm({});
    const status = form.group('look').getByLabelText('status');
    expect(status.getAttribute('placeholder')).toBe(`${copy.fromScenario} ${copy.notReadYet}`);
    fireEvent.change(status, { target: { value: '170' } });
    expect(form.sent.now).toEqual({ look: { status: 170 } });
    form.seeScenario({ look: { status: '21', count: 3 } });
    expect(form.sent.now).toEqual({ look: { status: '170' } });
    expect((status as HTMLInputElement).value).toBe('170');
  });

  it('sends a chosen domain value as the table declares it, and says what the scenario gives', () => {
    const form = renderForm({ buttons: { status: '21', late: false } });
    const status = form.group('buttons').getByLabelText('status') as HTMLSelectElement;
    expect(status.options[0].textContent).toBe(`${copy.fromScenario} 21`);
    fireEvent.change(status, { target: { value: '1' } });
    fireEvent.change(form.group('buttons').getByLabelText('late'), { target: { value: '0' } });
    expect(form.sent.now).toEqual({ buttons: { status: '170', late: true } });
    expect(status.selectedOptions[0].textContent).toBe('170');
  });

  it('resets a table to the scenario: nothing sent for it, its fields empty, the other table kept', () => {
    const form = renderForm({ look: { status: '21', count: 3 }, buttons: { status: '21', late: false } });
    fireEvent.change(form.group('look').getByLabelText('status'), { target: { value: '170' } });
    fireEvent.change(form.group('buttons').getByLabelText('status'), { target: { value: '1' } });
    fireEvent.click(form.group('look').getByRole('button', { name: copy.resetInputs }));
    expect(form.sent.now).toEqual({ buttons: { status: '170' } });
    expect((form.group('look').getByLabelText('status') as HTMLInputElement).value).toBe('');
    expect(form.group('look').getByRole('button', { name: copy.resetInputs }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('group', { name: /^look/ }).textContent).not.toContain(copy.setByHand);
  });

  it('shows no text for a value forgotten from outside (an edit took its input away and back)', () => {
    const form = renderForm({ look: { status: '21', count: 3 } });
    const status = form.group('look').getByLabelText('status') as HTMLInputElement;
    fireEvent.change(status, { target: { value: '170' } });
    form.forget({});
    expect(form.sent.now).toEqual({});
    expect(status.value).toBe('');
  });
});
