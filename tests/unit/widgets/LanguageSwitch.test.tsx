/**
 * The language switch as the browser pages draw it (schemas/parts/languageSwitch.json):
 * a named group of one button per language, each marked with its language,
 * the page's pressed; a tap on another language emits it, a tap on the
 * current one nothing (the page is already in it).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { LanguageSwitch } from '../../../widgets/LanguageSwitch.tsx';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';
import { findNode, runScreen } from '../../support/runScreen.ts';

const label = String(loadScreenDoc('site', 'fil').copy!.languageLabel);

describe('<LanguageSwitch>', async () => {
  // The options exactly as the site gives them (the market's languageNames).
  const run = await runScreen('site', 'default', undefined, { lang: 'fil' });
  const options = findNode(run.tree().nodes, (n) => n.widget === 'LanguageSwitch')!.props.options as { lang: string; label: string }[];

  it('a group named by the copy, one button per language with its lang, the current pressed', () => {
    render(<LanguageSwitch nodeId="language" busy={false} emit={vi.fn(async () => {})} label={label} options={options} current="fil" />);
    const group = view.getByRole('group', { name: label });
    const buttons = [...group.querySelectorAll('button')];
    expect(buttons.map((b) => [b.textContent, b.getAttribute('lang'), b.getAttribute('aria-pressed')])).toEqual(
      options.map((o) => [o.label, o.lang, String(o.lang === 'fil')]),
    );
  });

  it('a tap on another language emits it; on the current one, nothing', () => {
    const emit = vi.fn(async () => {});
    render(<LanguageSwitch nodeId="language" busy={false} emit={emit} label={label} options={options} current="fil" />);
    for (const o of options) fireEvent.click(view.getByRole('button', { name: o.label }));
    expect(emit.mock.calls).toEqual(options.filter((o) => o.lang !== 'fil').map((o) => ['choose', o.lang]));
  });

  it('an option without a code or a name is not drawn', () => {
    render(
      <LanguageSwitch
        nodeId="language"
        busy={false}
        emit={vi.fn(async () => {})}
        label={label}
        options={[...options, { lang: '', label: 'x' }, { lang: 'zz' }]}
        current="en"
      />,
    );
    expect(view.getAllByRole('button')).toHaveLength(options.length);
  });
});
