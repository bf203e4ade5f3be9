// @vitest-environment node
/**
 * The receipt and draft code and the operation packs reach the runtime only
 * from whoever loaded them (renderer/screenFeatures.ts): a screen that
 * declares a receipt or a draft, or names a packed operation, drawn without
 * its code, fails at once in words; it never goes on without its receipt,
 * and never shows a figure worked out without the code that works it out.
 */
import { describe, expect, it } from 'vitest';
import { createScreenRuntime } from '../../../renderer/runtime.ts';
import { allFeatures } from '../../../renderer/allFeatures.ts';
import { evaluate, OPERATIONS, packedOperations } from '../../../renderer/expressions.ts';
import { PACKED_OPERATIONS, packsOf, withPacks } from '../../../renderer/operationPacks.ts';
import { resolveScreen } from '../../../renderer/resolveScreen.ts';
import { readyContext } from '../../../renderer/context.ts';
import type { DraftStore, ReceiptSetup, ScreenDoc } from '../../../renderer/index.ts';
import { loadScreenSource } from '../../support/loadScreenDoc.ts';
import { readScreen, screenIdsIn } from '../../../scripts/readScreen.ts';
import { loadScreenFeatures, screenFeatures } from '../../../app/screenFeatures.ts';
import { featureSources } from '../../../app/featureSources.ts';
import { settingsFor } from '../../../app/settings.ts';
import { engineSettings } from '../../support/engineSettings.ts';

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
    // Its tracker's actions only (actions/actionPacks.ts): no receipt, draft or operation code.
    expect(featureSources(screen)).toEqual(['actions/track/trackActions.ts']);
    expect(() => createScreenRuntime(screen, { query: {}, actions: {}, receipts, drafts: store }).dispose()).not.toThrow();
  });

  it('the app loads what a screen declares, once, and hands the same object until more loads', async () => {
    const before = screenFeatures();
    await loadScreenFeatures({} as ScreenDoc);
    expect(screenFeatures()).toBe(before);
    await loadScreenFeatures({ draft: {} } as ScreenDoc);
    expect(screenFeatures().draftKeeper).toBe(allFeatures.draftKeeper);
    const withDraft = screenFeatures();
    await loadScreenFeatures({ draft: {} } as ScreenDoc);
    expect(screenFeatures()).toBe(withDraft);
    await loadScreenFeatures({ receipt: {} } as ScreenDoc);
    expect(screenFeatures()).toEqual({ receiptRecorder: allFeatures.receiptRecorder, draftKeeper: allFeatures.draftKeeper });
    // A screen that names an operation of each pack (here, in a rule) loads the three packs' code.
    await loadScreenFeatures({
      rules: { a: { fieldForm: [[], {}] }, b: { eir: [1, [], '2026-11-21'] }, c: { mobile: ['0917 123 4567'] } },
    } as unknown as ScreenDoc);
    expect(screenFeatures()).toEqual(allFeatures);
    const withPacks = screenFeatures();
    await loadScreenFeatures({ rules: { a: { formValues: [{}, {}, {}] } } } as unknown as ScreenDoc);
    expect(screenFeatures()).toBe(withPacks);
  });
});

describe('operation packs', () => {
  it("every packed operation is one of the engine's, with its pack named, and no other", () => {
    expect(Object.keys(packedOperations).sort()).toEqual(Object.keys(PACKED_OPERATIONS).sort());
    for (const name of Object.keys(PACKED_OPERATIONS)) expect(OPERATIONS.has(name), name).toBe(true);
    // Every pack named has its code in the set tests and the live preview hand over.
    expect(Object.keys(allFeatures.packs).sort()).toEqual([...new Set(Object.values(PACKED_OPERATIONS))].sort());
  });

  it('a screen finds the packs of the operations it names, wherever they are, its parts included', () => {
    expect(packsOf({ id: 'x', body: [] })).toEqual([]);
    expect(packsOf({ rules: { a: { if: [true, { cat: ['+', { mobile: [{ var: 'state.m' }] }] }, ''] } } })).toEqual(['mobile']);
    expect(packsOf({ body: [{ widget: 'W', props: { f: { fieldForm: [[], {}] } } }], handlers: { go: [{ args: { eir: [1, [], ''] } }] } })).toEqual([
      'forms',
      'rates',
    ]);
    // A field that happens to share a name, beside others, is not an operation.
    expect(packsOf({ copy: { en: { mobile: 'x', title: 'y' } } })).toEqual([]);
    expect(packsOf(readScreen('bindBank'))).toContain('forms');
    expect(packsOf(readScreen('confirmLoan'))).toContain('rates'); // through the confirmCommon part
    expect(packsOf(readScreen('orderDetail'))).toEqual([]);
    // Most screens need none: the point of the packs.
    expect(screenIdsIn().filter((id) => packsOf(readScreen(id)).length === 0).length).toBeGreaterThan(15);
  });

  it("the build links a screen's packs with its route", () => {
    expect(featureSources(readScreen('bindBank'))).toContain('renderer/forms/fieldForm.ts');
    expect(featureSources(readScreen('confirmLoan'))).toContain('renderer/effectiveRate.ts');
    expect(featureSources(readScreen('promoRegister'))).toContain('renderer/mobileNumber.ts');
    expect(featureSources(readScreen('orderDetail')).filter((source) => source.startsWith('renderer/'))).toEqual([]);
  });

  it('a packed operation without its code refuses in words, naming the screen and the operation', () => {
    const context = readyContext({ id: 'demo', body: [] }, { query: {}, config: settingsFor('PH') });
    expect(() => evaluate({ mobile: ['0917 123 4567'] }, context, { id: 'demo' })).toThrow(
      /Screen "demo" uses the operation "mobile", but its code was not handed/,
    );
    expect(evaluate({ mobile: ['0917 123 4567'] }, context, withPacks({ id: 'demo' }, allFeatures))).toBe('09171234567');
  });

  it('the bank form draws its server fields with the forms pack; without it, the placeholder in their place', () => {
    const screen = loadScreenSource('bindBank') as ScreenDoc;
    const context = readyContext(screen, {
      query: {},
      config: engineSettings,
      data: { bankForm: { items: [{ code: 'acc', name: 'Account', type: 'input' }] } },
    });
    type Drawn = { widget: string; children?: Drawn[] };
    const widgets = (nodes: Drawn[]): string[] => nodes.flatMap((n) => [n.widget, ...widgets(n.children ?? [])]);
    const drawn = widgets(resolveScreen(screen, context, { features: allFeatures }).nodes as Drawn[]);
    expect(drawn).toContain('SchemaForm');
    expect(drawn).not.toContain('Fallback');
    const without = widgets(resolveScreen(screen, context).nodes as Drawn[]);
    expect(without).not.toContain('SchemaForm');
    expect(without).toContain('Fallback');
  });
});
