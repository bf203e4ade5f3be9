/**
 * Saved state read by a later page (issue 16, "another order's pay code"),
 * walked from the schemas: every storage.set and storage.get of every screen
 * (a step anywhere, or a data source).
 *
 * - a write names whom the entry belongs to (`owner`) and handles a refused
 *   write (its `catch`: the page tells the borrower or passes the news on);
 * - a read names the owner it expects and a maximum age kept as a screen
 *   constant (product staff can see and change it);
 * - every reading data source, run on its screen, gets nothing from an entry
 *   written for another owner, from one older than its maximum age, or from
 *   one left behind by a write the browser refused; it does get a fresh entry
 *   of its own owner.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Json, JsonObject, ScreenDoc } from '../../../renderer/types.ts';
import { STORAGE_PREFIX, savedEntryText, storageActions } from '../../../actions/storage/storageActions.ts';
import { evaluate } from '../../../renderer/expressions.ts';
import { loadAllScreenDocs } from '../../support/loadScreenDoc.ts';
import { runScreen } from '../../support/runScreen.ts';

interface Use {
  screen: ScreenDoc;
  action: 'storage.set' | 'storage.get';
  step: JsonObject;
  /** The data source name when the read is one. */
  source?: string;
}

const isObj = (v: unknown): v is JsonObject => !!v && typeof v === 'object' && !Array.isArray(v);

function uses(screen: ScreenDoc): Use[] {
  const out: Use[] = [];
  const walk = (v: unknown, source?: string) => {
    if (Array.isArray(v)) return v.forEach((x) => walk(x));
    if (!isObj(v)) return;
    if (v.action === 'storage.set' || v.action === 'storage.get') out.push({ screen, action: v.action, step: v, source });
    for (const [k, x] of Object.entries(v)) walk(x, source === undefined && (v as unknown) === screen.data ? k : undefined);
  };
  walk(screen as unknown as JsonObject);
  return out;
}

const USES = loadAllScreenDocs('en').flatMap(uses);
const WRITES = USES.filter((u) => u.action === 'storage.set');
const READS = USES.filter((u) => u.action === 'storage.get');
const name = (u: Use) => `${u.screen.id} ${u.source ? `data.${u.source}` : 'step'} ${JSON.stringify((u.step.args as JsonObject).key)}`;
const HOUR = 3_600_000;

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('saved-state pairs found in the schemas', () => {
  it('finds the repayment info pair and the test page', () => {
    expect(WRITES.map((u) => u.screen.id)).toEqual(expect.arrayContaining(['repay', 'repayDelay', 'testPreview']));
    expect(READS.map((u) => u.screen.id)).toEqual(expect.arrayContaining(['repaymentOfCode2', 'testPreview']));
  });

  it.each(WRITES.map((u) => [name(u), u]))('%s: names its owner and handles a refused write', (_n, u) => {
    expect(u.step.args).toHaveProperty('owner');
    expect(Array.isArray(u.step.catch), 'a catch: the page says it, or passes it on').toBe(true);
  });

  it.each(READS.map((u) => [name(u), u]))('%s: names the owner it expects and a maximum age kept as a constant', (_n, u) => {
    const args = u.step.args as JsonObject;
    expect(args).toHaveProperty('owner');
    const maxAge = args.maxAgeMs as JsonObject;
    expect(maxAge, 'maxAgeMs from the screen constants').toEqual({ var: expect.stringMatching(/^constants\./) });
    const value = (u.screen.constants ?? {})[String(maxAge.var).slice('constants.'.length)];
    expect(typeof value === 'number' && value > 0).toBe(true);
  });

  it('every read key is written by some screen (no reader of a key nobody writes)', () => {
    const keyOf = (u: Use) => JSON.stringify(evaluate((u.step.args as JsonObject).key as Json, { constants: u.screen.constants ?? {} } as never, u.screen));
    const written = new Set(WRITES.map(keyOf));
    for (const r of READS) expect(written.has(keyOf(r)), name(r)).toBe(true);
  });
});

const SOURCE_READS = READS.filter((u) => u.source);

describe('a reading page gets only its own, fresh entry', () => {
  /** What the page asks for: key, owner and maximum age, evaluated on the screen as the scenario opens it. */
  async function open(u: Use) {
    const run = await runScreen(u.screen.id, 'default');
    const args = evaluate((u.step.args ?? {}) as Json, run.runtime.getContext(), u.screen) as JsonObject;
    const key = STORAGE_PREFIX + String(args.key);
    const owner = String(args.owner ?? '');
    const maxAge = Number(args.maxAgeMs);
    // This visit's entries (`visit: true`, e.g. the promotion's registration) are in the tab's storage.
    const store = args.visit === true ? sessionStorage : localStorage;
    const read = async (text: string | null) => {
      localStorage.clear();
      store.removeItem(key);
      if (text !== null) store.setItem(key, text);
      return reread();
    };
    /** The page reads what storage holds now. */
    const reread = async () => {
      await run.runtime.load();
      return run.runtime.store.getState().data[u.source!];
    };
    return { key, owner, maxAge, visit: args.visit === true, read, reread };
  }

  it.each(SOURCE_READS.map((u) => [name(u), u]))('%s: its own fresh entry is read', async (_n, u) => {
    const { owner, read } = await open(u);
    expect(await read(savedEntryText({ mine: 1 }, owner, Date.now()))).toEqual({ mine: 1 });
  });

  it.each(SOURCE_READS.map((u) => [name(u), u]))("%s: another owner's entry is not read", async (_n, u) => {
    const { owner, read } = await open(u);
    expect(owner, 'the page knows whose entry it reads (scenario default)').not.toBe('');
    expect(await read(savedEntryText({ theirs: 1 }, `${owner}-other`, Date.now()))).toBeNull();
  });

  it.each(SOURCE_READS.map((u) => [name(u), u]))('%s: an entry older than its maximum age is not read', async (_n, u) => {
    const { owner, maxAge, read } = await open(u);
    expect(await read(savedEntryText({ old: 1 }, owner, Date.now() - maxAge - HOUR))).toBeNull();
  });

  it.each(SOURCE_READS.map((u) => [name(u), u]))('%s: after a refused write, the older entry is not read', async (_n, u) => {
    const { key, owner, visit, read, reread } = await open(u);
    expect(await read(savedEntryText({ older: 1 }, owner, Date.now())), 'the older entry was readable').toEqual({ older: 1 });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const write = () =>
      storageActions['storage.set']({
        args: { key: key.slice(STORAGE_PREFIX.length), owner, value: { newer: 1 }, visit },
        context: {},
        setState: () => {},
        reload: async () => {},
        runHandler: async () => {},
      } as never);
    expect(write).toThrow();
    vi.restoreAllMocks();
    expect(await reread()).toBeNull();
  });
});
