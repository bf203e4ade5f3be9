/**
 * Back then forward, or a reload, must not erase what was typed (issue 29):
 * every screen that declares a draft, in English and Filipino, through the
 * real runtime and the sandbox, with the tab's storage as a map. A new run on
 * the same storage is the page opened again (back, forward, reload).
 *
 * - What was typed comes back; a failed send keeps it; a successful send
 *   removes it and a new page starts empty.
 * - The bank form, in every scenario whose cardInit has fields: no card or
 *   account number (a field whose input mask is bankCard) is ever written, in
 *   any form (digits grouped or not), whichever account type is on screen
 *   when the borrower leaves; every other field is kept; the restored page
 *   asks for the number again by its name, until it is typed.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../../support/runScreen.ts';
import { loadAllScreenDocs, loadScreenDoc } from '../../../support/loadScreenDoc.ts';
import { scenario, scenarioNames } from '../../../../sandbox/scenarios.ts';
import { itemsToForm } from '../../../../renderer/forms/fieldForm.ts';
import { readyContext } from '../../../../renderer/context.ts';
import { evaluate } from '../../../../renderer/expressions.ts';
import { settings } from '../../../../app/settings.ts';
import { appCopyIn } from '../../../../app/localized.ts';
import type { DraftStore } from '../../../../renderer/draftKeeper.ts';
import type { Json, JsonObject, ScreenDoc, ViewNode } from '../../../../renderer/types.ts';
import { answerIn } from '../../../support/answerIn.ts';

const LANGUAGES = ['en', 'fil'];

function memoryStore() {
  const kept = new Map<string, string>();
  const store: DraftStore = { read: (id) => kept.get(id) ?? null, write: (id, text) => void kept.set(id, text), remove: (id) => void kept.delete(id) };
  /** Everything the tab's storage holds, as one text. */
  const all = () => [...kept.values()].join('\n');
  return { store, kept, all };
}

const state = (run: ScreenRun) => run.runtime.store.getState().state as JsonObject;
/** A kept value as the borrower sees it: an empty field is the same as no field (a never-kept number's empty prefill is not written). */
const shown = (value: Json | undefined): Json | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '')) : value;
const node = (run: ScreenRun, match: (n: ViewNode) => boolean) => findNode(run.tree().nodes, match);
const copyOf = (run: ScreenRun) => run.screen.copy as Record<string, Json>;

/** How a borrower fills and sends each screen that declares a draft; a new declaration needs its entry here. */
interface Walk {
  query: Record<string, string>;
  /** Types something into every kept part of the form. */
  type(run: ScreenRun): Promise<void>;
  /** The state keys the borrower's typing shows in, as a new page must have them again. */
  kept: string[];
  send(run: ScreenRun): Promise<void>;
  /** Scenarios where the send succeeds and where it fails. */
  sent: string[];
  refused: string[];
}

const PICTURE = () => new Blob(['png'], { type: 'image/png' });
const COMPLAINT_QUERY = { problemType: '1', problemSonType: '12', orderNo: 'PH20261120001' };
const BANK_TYPED = {
  walletPhone: '09171234567',
  walletName: 'Juan Dela Cruz',
  birthday: '1990-05-17',
  city: 'CEB',
  monthlyIncome: '25000.50',
  idNumber: '123456789',
};

const WALKS: Record<string, Walk> = {
  complainPageNext: {
    query: COMPLAINT_QUERY,
    async type(run) {
      await run.tap((n) => n.widget === 'ImagePicker', 'pick', { localId: 'a', file: PICTURE() } as never);
      await run.tap((n) => n.widget === 'TextArea', 'change', 'The money never reached my wallet.');
    },
    kept: ['text', 'images'],
    send: (run) => run.tap((n) => n.props.label === copyOf(run).send),
    sent: ['default'],
    refused: ['complaint-save-failure'],
  },
  bindBank: {
    query: { productId: '1001', product_id: '1001', orderId: '900001' },
    async type(run) {
      const values = state(run).values as JsonObject;
      await run.tap((n) => n.widget === 'SchemaForm', 'change', { ...values, ...BANK_TYPED });
    },
    kept: ['cardType', 'channel', 'values'],
    send: (run) => run.tap((n) => n.props.label === copyOf(run).next),
    sent: ['default', 'bank-from-order'],
    refused: ['bank-bind-failure', 'bank-change-failure'],
  },
};

const DRAFT_SCREENS = loadAllScreenDocs('en').filter((d) => d.draft);

const open = (id: string, scenarioName: string, lang: string, store: DraftStore) =>
  runScreen(id, scenarioName, { ...WALKS[id].query, ...(scenario(scenarioName)?.query ?? {}) }, { lang, drafts: store });

describe('the forms that keep a draft', () => {
  it('the complaint and the bank form declare one, and every screen that does has its walk here', () => {
    const ids = DRAFT_SCREENS.map((d) => d.id);
    expect(ids).toEqual(expect.arrayContaining(['complainPageNext', 'bindBank']));
    expect(Object.keys(WALKS).sort()).toEqual([...ids].sort());
  });
});

describe.each(DRAFT_SCREENS.map((d) => d.id))('%s', (id) => {
  const walk = WALKS[id];
  describe.each(LANGUAGES)('in %s', (lang) => {
    it('what was typed comes back when the page opens again in the tab', async () => {
      const { store } = memoryStore();
      const first = await open(id, walk.sent[0], lang, store);
      await walk.type(first);
      const typed = state(first);
      const again = await open(id, walk.sent[0], lang, store);
      for (const key of walk.kept) expect(shown(state(again)[key]), key).toEqual(shown(typed[key]));
    });

    it.each(walk.refused)('a send that fails (%s) keeps it', async (refused) => {
      const { store } = memoryStore();
      const first = await open(id, refused, lang, store);
      await walk.type(first);
      const typed = state(first);
      await walk.send(first);
      expect(first.effects.requests.length).toBeGreaterThan(0);
      const again = await open(id, refused, lang, store);
      for (const key of walk.kept) expect(shown(state(again)[key]), key).toEqual(shown(typed[key]));
    });

    it.each(walk.sent)('a send that succeeds (%s) removes it: the page opens as new', async (sent) => {
      const { store, kept } = memoryStore();
      const first = await open(id, sent, lang, store);
      const untouched = state(first);
      await walk.type(first);
      await walk.send(first);
      expect(kept.size).toBe(0);
      const again = await open(id, sent, lang, store);
      for (const key of walk.kept) expect(shown(state(again)[key]), key).toEqual(shown(untouched[key]));
    });
  });
});

// ---------------------------------------------------------------- card and account numbers

/** Scenarios of the bank form whose cardInit answers fields (at once: a slow answer has the same fields as another). */
const BANK_SCENARIOS = scenarioNames().filter((name) => {
  const s = scenario(name)!;
  const answer = s.responses?.cardInit;
  const items = (answer?.body as { data?: { items?: unknown[] } } | undefined)?.data?.items;
  return (s.screens ?? []).includes('bindBank') && !answer?.network && !answer?.delayMs && Array.isArray(items) && items.length > 0;
});

/** A card or account number: a field the form masks as one (the input type's mask, not its name). */
function accountNumberFields(name: string, lang: string) {
  const screen: ScreenDoc = loadScreenDoc('bindBank', lang);
  const items = answerIn((scenario(name)!.responses!.cardInit.body as { data: { items: unknown[] } }).data.items, lang);
  const context = readyContext(screen, { query: {}, config: settings, appCopy: appCopyIn(lang, settings) });
  const config = evaluate({ var: 'constants.fieldConfig' }, context, screen);
  return itemsToForm(items, config).fields.filter((f) => f.mask === 'bankCard');
}

/** Distinct digits per field: what a borrower types into it. */
const NUMBERS = ['4111111111111111', '5500005555555559', '3782822463100050'];

describe('the bank form never keeps a card or account number', () => {
  it('there are such fields to walk', () => {
    expect(BANK_SCENARIOS.length).toBeGreaterThan(0);
    for (const name of BANK_SCENARIOS) expect(accountNumberFields(name, 'en').length, name).toBeGreaterThan(0);
  });

  describe.each(LANGUAGES)('in %s', (lang) => {
    it.each(BANK_SCENARIOS.flatMap((name) => [1, 2].map((onScreen) => [name, onScreen] as const)))(
      '%s, leaving with account type %i on screen: no number is written, everything else is kept, and the page asks for the number again by its name',
      async (name, onScreen) => {
        const { store, all } = memoryStore();
        const numbers = accountNumberFields(name, lang);
        const first = await open('bindBank', name, lang, store);
        await first.tap((n) => n.widget === 'Tabs' && n.props.label === copyOf(first).cardTypeLabel, 'change', 2);
        const typedNumbers = Object.fromEntries(numbers.map((f, i) => [f.code, NUMBERS[i % NUMBERS.length]]));
        await first.tap((n) => n.widget === 'SchemaForm', 'change', { ...(state(first).values as JsonObject), ...BANK_TYPED, ...typedNumbers });
        await first.tap((n) => n.widget === 'Tabs' && n.props.label === copyOf(first).cardTypeLabel, 'change', onScreen);

        const written = all();
        for (const digits of Object.values(typedNumbers)) {
          expect(written).not.toContain(digits);
          expect(written).not.toContain(digits.replace(/(\d{4})(?=\d)/g, '$1 '));
        }
        for (const value of Object.values(BANK_TYPED)) expect(written).toContain(value);

        const again = await open('bindBank', name, lang, store);
        expect(state(again)).toMatchObject({ cardType: onScreen, values: BANK_TYPED });
        for (const f of numbers) expect((state(again).values as JsonObject)[f.code] ?? '').toBe('');
        await again.tap((n) => n.widget === 'Tabs' && n.props.label === copyOf(again).cardTypeLabel, 'change', 2);
        const asked = node(again, (n) => n.widget === 'Text' && String(n.props.text).includes(numbers[0].title));
        expect(asked?.props.text).toBe(String(copyOf(again).retype).replace('{fields}', numbers.map((f) => f.title).join(', ')));

        // Typed again: the page stops asking, and it is still not written.
        await again.tap((n) => n.widget === 'SchemaForm', 'change', { ...(state(again).values as JsonObject), ...typedNumbers });
        expect(node(again, (n) => n.widget === 'Text' && String(n.props.text).includes(numbers[0].title))).toBeUndefined();
        for (const digits of Object.values(typedNumbers)) expect(all()).not.toContain(digits);
      },
    );
  });
});
