/**
 * The payment guide (schemas/screens/paymentGuide.json; SPEC 'Payment
 * guidance page for a local payment provider'): static steps for paying by
 * two e-wallets' bill-pay and at an offline store with a reference number,
 * and pictures that open full size. Drawn with the real widgets in each
 * language: every step numbered in order with the market's lender named in
 * it (config.lender.tradeName, never a name written into the copy), the
 * guide's pictures opening full size, and nothing asked of the server.
 * Words are the screen's copy.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen as view, within } from '@testing-library/react';
import { drawScreen, visibleText } from '../../support/drawScreen.tsx';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';
import { runScreen } from '../../support/runScreen.ts';
import { actions } from '../../../actions/index.ts';
import { settings } from '../../../app/settings.ts';
import type { JsonObject } from '../../../renderer/types.ts';

interface Group {
  name: string;
  steps: string[];
}

const tradeName = String((settings.lender as JsonObject).tradeName);
const filled = (text: string, name = tradeName) => text.replaceAll('{lender.tradeName}', name);

describe('how to pay', () => {
  it.each(['en', 'fil'])('%s: the two e-wallets and the store, each with its steps numbered in order, the lender named in them', async (lang) => {
    const guide = loadScreenDoc('paymentGuide', lang);
    const groups = [...(guide.copy!.wallets as unknown as Group[]), ...(guide.copy!.store as unknown as Group[])];
    expect(groups.length).toBeGreaterThanOrEqual(3);
    const { container } = await drawScreen(guide, actions, {});
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(groups.map((g) => filled(g.name)));
    const lists = [...container.querySelectorAll('ol')].map((ol) => [...ol.querySelectorAll('li')].map((li) => li.textContent));
    expect(lists).toEqual(groups.map((g) => g.steps.map((s) => filled(s))));
    expect(visibleText(container)).toContain(tradeName);
    expect(visibleText(container)).not.toMatch(/\{[\w.]+\}/);
  });

  it("another market's lender: its trade name in every step that names the lender, never the sample lender's", async () => {
    const other = 'Kaagapay Lending';
    const market = { ...settings, lender: { ...(settings.lender as JsonObject), tradeName: other } };
    const guide = loadScreenDoc('paymentGuide', undefined, market);
    const { container } = await drawScreen(guide, actions, {}, market);
    const naming = (guide.copy!.wallets as unknown as Group[]).flatMap((g) => g.steps).filter((s) => s.includes('{lender.tradeName}'));
    expect(naming.length).toBeGreaterThan(0);
    const steps = [...container.querySelectorAll('li')].map((li) => li.textContent);
    for (const step of naming) expect(steps).toContain(filled(step, other));
    expect(visibleText(container)).not.toContain(tradeName);
  });

  it('the pictures: one button each, named by what it shows; a tap shows that picture full size until closed', async () => {
    const guide = loadScreenDoc('paymentGuide');
    const pictures = guide.constants!.pictures as string[];
    const alts = guide.copy!.pictureAlts as string[];
    const labels = guide.copy!.pictureLabels as { close: string; full: string };
    const { container } = await drawScreen(guide, actions, {});
    const openers = within(container).getAllByRole('button');
    expect(openers).toHaveLength(pictures.length);
    openers.forEach((b, i) => expect(b.getAttribute('aria-label')).toContain(filled(alts[i])));
    fireEvent.click(openers[1]);
    expect(view.getByRole('dialog', { name: labels.full }).querySelector('img')?.getAttribute('src')).toBe(pictures[1]);
    fireEvent.click(view.getByRole('button', { name: labels.close }));
    expect(view.queryByRole('dialog')).toBeNull();
  });

  it('static: asks the server for nothing and is ready at once', async () => {
    const run = await runScreen('paymentGuide', 'default');
    expect(run.tree().phase).toBe('ready');
    expect(run.effects.requests).toEqual([]);
  });
});
