/**
 * The receipt and draft code reaches the runtime only from whoever loaded it
 * (renderer/screenFeatures.ts): a screen that declares one, drawn without
 * its code, fails at once in words; it never goes on without its receipt.
 */
import { describe, expect, it } from 'vitest';
import { createScreenRuntime } from '../../../renderer/runtime';
import { allFeatures } from '../../../renderer/allFeatures';
import type { DraftStore, ReceiptSetup, ScreenDoc } from '../../../renderer';
import { loadScreenSource } from '../../support/loadScreenDoc';
import { featureSources, loadScreenFeatures, screenFeatures } from '../../../app/screenFeatures';

const store: DraftStore = { read: () => null, write: () => {}, remove: () => {} };
const receipts: ReceiptSetup = { drawn: {}, version: async () => 'v' };

describe('screen features', () => {
  for (const [id, key] of [
    ['confirmLoan', 'receipt'],
    ['complainPageNext', 'draft'],
  ] as const) {
    it(`${id} declares a ${key}: without its code the runtime refuses in words; with it, it runs`, () => {
      const screen = loadScreenSource(id) as ScreenDoc;
      expect(screen[key]).toBeDefined();
      const options = { query: {}, actions: {}, receipts, drafts: store };
      expect(() => createScreenRuntime(screen, options)).toThrow(new RegExp(`"${id}" declares a ${key}`));
      expect(() => createScreenRuntime(screen, { ...options, features: allFeatures }).dispose()).not.toThrow();
    });
  }

  it('a screen that declares neither needs no code', () => {
    const screen = loadScreenSource('orderDetail') as ScreenDoc;
    expect(featureSources(screen)).toEqual([]);
    expect(() => createScreenRuntime(screen, { query: {}, actions: {}, receipts, drafts: store }).dispose()).not.toThrow();
  });

  it('the app loads what a screen declares, once, and hands the same object until more loads', async () => {
    const before = screenFeatures();
    await loadScreenFeatures({});
    expect(screenFeatures()).toBe(before);
    await loadScreenFeatures({ draft: {} } as ScreenDoc);
    expect(screenFeatures().draftKeeper).toBe(allFeatures.draftKeeper);
    const withDraft = screenFeatures();
    await loadScreenFeatures({ draft: {} } as ScreenDoc);
    expect(screenFeatures()).toBe(withDraft);
    await loadScreenFeatures({ receipt: {} } as ScreenDoc);
    expect(screenFeatures()).toEqual(allFeatures);
  });
});
