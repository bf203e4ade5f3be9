/**
 * The receipt and draft code another screen loads later (app/screenFeatures.ts)
 * does not make the page on show start again: its runtime stays, so its data
 * is not asked for a second time and nothing typed is lost.
 */
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { MemoryLocation } from '../../../app/location/MemoryLocation.tsx';
import { AppScreenView } from '../../../app/AppScreenView.tsx';
import { loadScreenFeatures, screenFeatures } from '../../../app/screenFeatures.ts';
import { widgets } from '../../../widgets/index.ts';
import { clearRequestLog, requestLog } from '../../../sandbox/requestLog.ts';
import type { ScreenDoc } from '../../../renderer/index.ts';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';
import { addressOf } from '../../support/scenarioAddresses.ts';
import { waitForState } from '../../support/waitForState.ts';

describe('code loaded later', () => {
  it('the order page keeps its runtime when a receipt and a draft code arrive for another screen', async () => {
    const doc = loadScreenDoc('orderDetail');
    const address = addressOf('orderDetail', 'default', 'en')!;
    const tree = () => (
      <MemoryLocation initialEntries={[address]}>
        <AppScreenView screen={doc} widgets={widgets} />
      </MemoryLocation>
    );
    clearRequestLog();
    const { container, rerender } = render(tree());
    await waitForState(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    const sent = requestLog.map((r) => r.endpoint);
    expect(sent.length).toBeGreaterThan(0);

    const before = screenFeatures();
    await act(() => loadScreenFeatures({ receipt: {}, draft: {} } as unknown as ScreenDoc));
    expect(screenFeatures(), 'the code did arrive meanwhile').not.toBe(before);
    rerender(tree());
    await act(async () => {});
    expect(requestLog.map((r) => r.endpoint)).toEqual(sent);
  });
});
