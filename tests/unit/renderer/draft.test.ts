// @vitest-environment node
/**
 * The engine's drafts (renderer/draft.ts, renderer/draftKeeper.ts, the
 * runtime's `drafts` option): a screen that declares one gets back what was
 * typed when it opens again in the tab (back, forward, reload: a new runtime),
 * never a value `never` names, and nothing once the step that sends it
 * succeeded. A storage that is full or refused never breaks the page.
 */
import { allFeatures } from '../../../renderer/allFeatures.ts';
import { describe, expect, it } from 'vitest';
import { createScreenRuntime } from '../../../renderer/runtime.ts';
import { draftOf, restoredDraft } from '../../../renderer/draft.ts';
import type { DraftStore } from '../../../renderer/draftKeeper.ts';
import { readyContext } from '../../../renderer/context.ts';
import type { ActionRegistry, DraftSpec, Json, JsonObject, ScreenDoc } from '../../../renderer/types.ts';

/** The tab's storage as a map; `refuse` makes a method throw like a full or blocked sessionStorage. */
function memoryStore(refuse: { read?: boolean; write?: boolean; remove?: boolean } = {}) {
  const kept = new Map<string, string>();
  const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  const store: DraftStore = {
    read: (id) => {
      if (refuse.read) throw new DOMException('The operation is insecure.', 'SecurityError');
      return kept.get(id) ?? null;
    },
    write: (id, text) => {
      if (refuse.write) throw quota();
      kept.set(id, text);
    },
    remove: (id) => {
      if (refuse.remove) throw new DOMException('The operation is insecure.', 'SecurityError');
      kept.delete(id);
    },
  };
  return { store, kept };
}

const actions: ActionRegistry = {
  'ui.set': ({ args, setState }) => setState(args),
  'api.send': () => ({ ok: true }),
  'api.refuse': () => {
    throw { kind: 'server', message: 'Try again tomorrow.' };
  },
  'api.fields': () => ({
    items: [
      { code: 'name', secret: false },
      { code: 'cardNo', secret: true },
      { code: 'otherCard', secret: true },
    ],
  }),
};

const SECRET_CODES: Json = { map: [{ filter: [{ var: 'data.fields.items' }, { var: 'secret' }] }, { var: 'code' }] };

/** A form screen: a text, pictures (kept when uploaded), a values object whose card numbers are never kept. */
function formScreen(draft: Partial<DraftSpec> = {}): ScreenDoc {
  return {
    id: 'form',
    body: [],
    state: { text: '', pictures: [], values: {}, again: [], sent: false },
    data: { fields: { action: 'api.fields' } },
    draft: {
      owner: { var: 'query.orderId' },
      keep: {
        text: true,
        pictures: { filter: [{ var: 'state.pictures' }, { '==': [{ var: 'status' }, 'done'] }] },
        values: true,
      },
      never: { values: SECRET_CODES },
      askAgain: 'again',
      clearedBy: ['api.send'],
      ...draft,
    },
  };
}

/** Opens the screen as a page of the tab does (a new runtime: back, forward or a reload) and loads it. */
async function open(screen: ScreenDoc, store: DraftStore, orderId = '7') {
  const runtime = createScreenRuntime(screen, { query: { orderId }, actions, drafts: store, features: allFeatures });
  runtime.start();
  await runtime.load();
  return runtime;
}

const type = (runtime: Awaited<ReturnType<typeof open>>, patch: JsonObject) => runtime.run([{ action: 'ui.set', args: patch }]);
const state = (runtime: Awaited<ReturnType<typeof open>>) => runtime.store.getState().state;

describe('a draft brings back what was typed', () => {
  it('keeps the declared state for the next page of the tab, and only that', async () => {
    const { store } = memoryStore();
    const first = await open(formScreen(), store);
    await type(first, { text: 'My money never came', sent: 'no' });
    const again = await open(formScreen(), store);
    expect(state(again).text).toBe('My money never came');
    // Not declared: starts as the screen says.
    expect(state(again).sent).toBe(false);
  });

  it('keeps what its expression gives (the pictures already uploaded, not one still uploading)', async () => {
    const { store } = memoryStore();
    const first = await open(formScreen(), store);
    const done = { localId: 'a', status: 'done', url: 'https://img.example.com/a.jpg' };
    await type(first, { pictures: [done, { localId: 'b', status: 'uploading', url: '' }] });
    expect(state(await open(formScreen(), store)).pictures).toEqual([done]);
  });

  it("is restored before the first draw: the first state the page has is the borrower's", async () => {
    const { store } = memoryStore();
    await type(await open(formScreen(), store), { text: 'typed' });
    const runtime = createScreenRuntime(formScreen(), { query: { orderId: '7' }, actions, drafts: store, features: allFeatures });
    expect(runtime.store.getState().state.text).toBe('typed');
  });

  it("is not restored for another owner (another order's form), and that one's draft is left alone until this page keeps its own", async () => {
    const { store, kept } = memoryStore();
    await type(await open(formScreen(), store, '7'), { text: 'about order 7' });
    const other = await open(formScreen(), store, '8');
    expect(state(other).text).toBe('');
    expect(state(await open(formScreen(), store, '7')).text).toBe('about order 7');
    await type(other, { text: 'about order 8' });
    expect(JSON.parse(kept.get('form')!).owner).toBe('8');
  });

  it('writes nothing while nothing is typed, and removes the draft when all of it is taken back', async () => {
    const { store, kept } = memoryStore();
    const runtime = await open(formScreen(), store);
    expect(kept.size).toBe(0);
    await type(runtime, { text: 'x' });
    expect(kept.size).toBe(1);
    await type(runtime, { text: '' });
    expect(kept.size).toBe(0);
  });

  it('restores no value of another kind than the screen starts with, and no entry it cannot read', () => {
    const screen = formScreen();
    const entry = (stateValue: JsonObject) => JSON.stringify({ owner: '7', state: stateValue, withheld: [] });
    expect(restoredDraft(screen, entry({ text: ['not', 'text'], pictures: 'none', values: { name: 'Juan' } }), '7')).toEqual({ values: { name: 'Juan' } });
    expect(restoredDraft(screen, '{not json', '7')).toEqual({});
    expect(restoredDraft(screen, 'null', '7')).toEqual({});
    expect(restoredDraft(screen, entry({ text: 'x' }), '8')).toEqual({});
  });
});

describe('what is never kept', () => {
  it('a value `never` names is not written, is noted by name only, and the page asks for it again', async () => {
    const { store, kept } = memoryStore();
    const first = await open(formScreen(), store);
    await type(first, { values: { name: 'Juan', cardNo: '4111111111111111' } });
    const text = kept.get('form')!;
    expect(text).not.toContain('4111111111111111');
    expect(JSON.parse(text)).toMatchObject({ state: { values: { name: 'Juan' } }, withheld: ['cardNo'] });

    const again = await open(formScreen(), store);
    expect(state(again).values).toEqual({ name: 'Juan' });
    expect(state(again).again).toEqual(['cardNo']);
    // Left on the page again before typing it: it is still asked for.
    await type(again, { text: 'more' });
    expect(state(await open(formScreen(), store)).again).toEqual(['cardNo']);
  });

  it('a name `never` gave once stays never written on that page, even when it gives it no more (a field no longer on screen)', async () => {
    const { store, kept } = memoryStore();
    const screen = formScreen({ never: { values: { if: [{ var: 'state.bank' }, SECRET_CODES, []] } } });
    screen.state = { ...screen.state, bank: true };
    const runtime = await open(screen, store);
    await type(runtime, { values: { name: 'Juan', cardNo: '4111111111111111' } });
    await type(runtime, { bank: false, text: 'switched to e-wallet' });
    expect(kept.get('form')).not.toContain('4111111111111111');
  });

  it('a key whose `never` names cannot be worked out is not kept at all', () => {
    const screen = formScreen({ never: { values: { rule: 'missing' } } });
    const context = readyContext(screen, { query: { orderId: '7' }, state: { text: 'hi', values: { cardNo: '4111111111111111' } } });
    const entry = draftOf(screen, context)!;
    expect(entry.state).toEqual({ text: 'hi', pictures: [] });
  });
});

describe('sending', () => {
  it('a successful send removes the draft, and nothing is written after it on that page', async () => {
    const { store, kept } = memoryStore();
    const runtime = await open(formScreen(), store);
    await type(runtime, { text: 'Please help' });
    await runtime.run([{ action: 'api.send' }]);
    expect(kept.size).toBe(0);
    await type(runtime, { text: 'after sending' });
    expect(kept.size).toBe(0);
    expect(state(await open(formScreen(), store)).text).toBe('');
  });

  it('a failed send keeps the draft', async () => {
    const { store } = memoryStore();
    const runtime = await open(formScreen(), store);
    await type(runtime, { text: 'Please help' });
    await runtime.run([{ action: 'api.refuse', catch: [] }]);
    expect(state(await open(formScreen(), store)).text).toBe('Please help');
  });

  it('a step that is skipped (its `if` is false) sends nothing and keeps the draft', async () => {
    const { store } = memoryStore();
    const runtime = await open(formScreen(), store);
    await type(runtime, { text: 'Please help' });
    await runtime.run([{ action: 'api.send', if: false }]);
    expect(state(await open(formScreen(), store)).text).toBe('Please help');
  });
});

describe('a storage that is full or refused never breaks the form', () => {
  it('a write refused (quota exceeded): the page goes on, and the older draft is removed rather than brought back as if it were all', async () => {
    const ok = memoryStore();
    await type(await open(formScreen(), ok.store), { text: 'first words' });
    const full = memoryStore({ write: true });
    full.kept.set('form', ok.kept.get('form')!);
    const runtime = await open(formScreen(), full.store);
    expect(state(runtime).text).toBe('first words');
    await type(runtime, { text: 'first words and more' });
    expect(state(runtime).text).toBe('first words and more');
    expect(full.kept.size).toBe(0);
  });

  it('storage blocked altogether (private mode): the page opens empty and takes typing', async () => {
    const { store } = memoryStore({ read: true, write: true, remove: true });
    const runtime = await open(formScreen(), store);
    await type(runtime, { text: 'still works' });
    await runtime.run([{ action: 'api.send' }]);
    expect(state(runtime).text).toBe('still works');
  });

  it('a screen without a declaration keeps nothing, and one without a store neither', async () => {
    const { store, kept } = memoryStore();
    const { draft: _draft, ...plain } = formScreen();
    await type(await open(plain, store), { text: 'x' });
    expect(kept.size).toBe(0);
    const noStore = createScreenRuntime(formScreen(), { query: {}, actions });
    await noStore.run([{ action: 'ui.set', args: { text: 'y' } }]);
    expect(noStore.store.getState().state.text).toBe('y');
  });
});
