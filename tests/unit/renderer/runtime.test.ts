// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createScreenRuntime } from '../../../renderer/runtime.ts';
import { ENGINE_FALLBACK_TEXT } from '../../../renderer/engineCopy.ts';
import { uiActions } from '../../../actions/ui/uiActions.ts';
import type { ActionRegistry, ActionStep, JsonObject, ScreenDoc } from '../../../renderer/types.ts';
import { waitForState } from '../../support/waitForState.ts';

function setup(screen: Partial<ScreenDoc>, extra: ActionRegistry = {}, config?: JsonObject) {
  const calls: { action: string; args: unknown }[] = [];
  const record = (name: string) => (env: { args: unknown }) => {
    calls.push({ action: name, args: env.args });
  };
  const actions: ActionRegistry = {
    'ui.set': ({ args, setState }) => setState(args),
    log: record('log'),
    fail: () => {
      throw { kind: 'server', message: 'Nope', code: '9' };
    },
    failNetwork: () => {
      throw { kind: 'network', message: 'ECONNREFUSED' };
    },
    echo: ({ args }) => args.value ?? null,
    run: ({ args, runHandler }) => runHandler(String(args.handler)),
    ...extra,
  };
  const errors: string[] = [];
  const runtime = createScreenRuntime({ id: 't', body: [], ...screen } as ScreenDoc, {
    query: { orderId: '7' },
    actions,
    appCopy: { networkError: 'No connection' },
    ...(config ? { config } : {}),
    onUnhandledError: (e) => errors.push(e.message),
  });
  return { runtime, calls, errors };
}

const chain = (...steps: ActionStep[]) => steps;

describe('action chains', () => {
  it('runs steps in order, passes `result` to then, skips a false `if`', async () => {
    const { runtime, calls } = setup({});
    await runtime.run(
      chain(
        { action: 'echo', args: { value: 5 }, then: [{ action: 'log', args: { got: { var: 'result' } } }] },
        { action: 'log', if: false, args: { skipped: true } },
        { action: 'log', args: { order: { var: 'query.orderId' } } },
      ),
    );
    expect(calls).toEqual([
      { action: 'log', args: { got: 5 } },
      { action: 'log', args: { order: '7' } },
    ]);
  });

  it('a failure with catch runs the catch with `error`, then the chain goes on', async () => {
    const { runtime, calls, errors } = setup({});
    await runtime.run(
      chain(
        { action: 'fail', then: [{ action: 'log', args: { never: true } }], catch: [{ action: 'log', args: { msg: { var: 'error.message' } } }] },
        { action: 'log', args: { after: true } },
      ),
    );
    expect(calls).toEqual([
      { action: 'log', args: { msg: 'Nope' } },
      { action: 'log', args: { after: true } },
    ]);
    expect(errors).toEqual([]);
  });

  it('a failure without catch stops the chain and is reported once in user words', async () => {
    const { runtime, calls, errors } = setup({});
    await runtime.run(chain({ action: 'failNetwork' }, { action: 'log' }));
    expect(calls).toEqual([]);
    expect(errors).toEqual(['No connection']);
  });

  it('an unknown action is reported, not thrown', async () => {
    const { runtime, errors } = setup({});
    await expect(runtime.run(chain({ action: 'nope' }))).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it('runs named handlers through `run`', async () => {
    const { runtime, calls } = setup({ handlers: { h: [{ action: 'log', args: { from: 'h' } }] } });
    await runtime.run(chain({ action: 'run', args: { handler: 'h' } }));
    expect(calls).toEqual([{ action: 'log', args: { from: 'h' } }]);
  });

  it('ignores a second tap on the same node while its chain runs', async () => {
    let release: () => void = () => {};
    const slow = vi.fn(() => new Promise<void>((r) => (release = r)));
    const { runtime } = setup({}, { slow });
    const node = { id: 'body.submit', events: { press: [{ action: 'slow' }] } };
    const first = runtime.emit(node, 'press');
    expect(runtime.store.getState().busy['body.submit#press']).toBe(true);
    await runtime.emit(node, 'press');
    await runtime.emit(node, 'press');
    release();
    await first;
    expect(slow).toHaveBeenCalledTimes(1);
    expect(runtime.store.getState().busy['body.submit#press']).toBeUndefined();
  });

  // Two fields of one form filled in one moment (typing handed over when the app takes a page over, app/holdInput.ts):
  // the second value is not a second tap (config valueEvents).
  it('a value event that comes while its chain runs is kept, and its newest value runs once that chain ends', async () => {
    const releases: (() => void)[] = [];
    const slow = vi.fn(() => new Promise<void>((r) => releases.push(r)));
    const { runtime } = setup({}, { slow }, { valueEvents: { events: ['change'] } });
    const node = {
      id: 'body.form',
      events: { change: [{ action: 'ui.set', args: { values: { var: 'event' } } }, { action: 'slow' }], press: [{ action: 'slow' }] },
    };
    const first = runtime.emit(node, 'change', { mobile: '0917' });
    await runtime.emit(node, 'change', { mobile: '0917', captcha: 'A' });
    await runtime.emit(node, 'change', { mobile: '0917', captcha: 'AB' });
    expect(runtime.store.getState().state.values).toEqual({ mobile: '0917' });
    await waitForState(() => expect(releases).toHaveLength(1));
    releases.shift()!();
    await waitForState(() => expect(releases).toHaveLength(1));
    // The newest value, once: the one in between is skipped.
    expect(runtime.store.getState().state.values).toEqual({ mobile: '0917', captcha: 'AB' });
    releases.shift()!();
    await first;
    expect(slow).toHaveBeenCalledTimes(2);
    expect(runtime.store.getState().busy['body.form#change']).toBeUndefined();
    // A tap is still a tap: its second one meanwhile is ignored.
    const tap = runtime.emit(node, 'press');
    await runtime.emit(node, 'press');
    await waitForState(() => expect(releases).toHaveLength(1));
    releases.shift()!();
    await tap;
    expect(slow).toHaveBeenCalledTimes(3);
  });

  it('a tap acts on what was typed before it: it waits for the value chains still running', async () => {
    const { runtime } = setup({}, {}, { valueEvents: { events: ['change'] } });
    const form = { id: 'body.form', events: { change: [{ action: 'ui.set', args: { values: { var: 'event' } } }, { action: 'echo' }] } };
    const apply = { id: 'body.apply', events: { press: [{ action: 'ui.set', args: { sent: { var: 'state.values' } } }] } };
    // As a page taken over hands them: two values and a tap in one moment.
    const typed = [runtime.emit(form, 'change', { mobile: '0917' }), runtime.emit(form, 'change', { mobile: '0917', captcha: 'AB' })];
    await runtime.emit(apply, 'press');
    await Promise.all(typed);
    expect(runtime.store.getState().state.sent).toEqual({ mobile: '0917', captcha: 'AB' });
  });

  it('without the setting, a value event meanwhile is ignored like a second tap', async () => {
    let release: () => void = () => {};
    const slow = vi.fn(() => new Promise<void>((r) => (release = r)));
    const { runtime } = setup({}, { slow });
    const node = { id: 'body.form', events: { change: [{ action: 'ui.set', args: { values: { var: 'event' } } }, { action: 'slow' }] } };
    const first = runtime.emit(node, 'change', { mobile: '0917' });
    await runtime.emit(node, 'change', { mobile: '0917', captcha: 'A' });
    await waitForState(() => expect(slow).toHaveBeenCalledTimes(1));
    release();
    await first;
    expect(runtime.store.getState().state.values).toEqual({ mobile: '0917' });
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('another event of the same node still runs while one is busy', async () => {
    let release: () => void = () => {};
    const slow = vi.fn(() => new Promise<void>((r) => (release = r)));
    const quick = vi.fn();
    const { runtime } = setup({}, { slow, quick });
    const node = { id: 'body.images', events: { pick: [{ action: 'slow' }], remove: [{ action: 'quick' }] } };
    const first = runtime.emit(node, 'pick');
    await runtime.emit(node, 'remove');
    expect(quick).toHaveBeenCalledTimes(1);
    release();
    await first;
  });
});

describe('state', () => {
  it('setting the values already there changes nothing: no new state, nobody told, nothing drawn again', async () => {
    const { runtime } = setup({ state: { open: false, notice: { text: 'Saved', at: [1, 2] }, stars: 0 } });
    const before = runtime.store.getState();
    const told = vi.fn();
    runtime.store.subscribe(told);
    await runtime.run(chain({ action: 'ui.set', args: { open: false, notice: { text: 'Saved', at: [1, 2] } } }));
    expect(told).not.toHaveBeenCalled();
    expect(runtime.store.getState()).toBe(before);
    // A value that differs anywhere, however deep, or a key not there yet, is a change.
    const changes: JsonObject[] = [{ stars: 1 }, { notice: { text: 'Saved', at: [1, 3] } }, { notice: { text: 'Saved' } }, { fresh: false }, { open: 0 }];
    for (const args of changes) {
      await runtime.run(chain({ action: 'ui.set', args }));
      expect(runtime.store.getState().state).toMatchObject(args);
    }
    expect(told).toHaveBeenCalledTimes(5);
  });
});

describe('data sources', () => {
  it('loads, stores data, runs onLoad', async () => {
    const { runtime } = setup({
      data: { d: { action: 'echo', args: { value: { n: 1 } } } },
      onLoad: [{ action: 'ui.set', args: { loaded: { var: 'data.d.n' } } }],
    });
    await runtime.load();
    const s = runtime.store.getState();
    expect(s.sources.d).toEqual({ status: 'ready' });
    expect(s.data.d).toEqual({ n: 1 });
    expect(s.state.loaded).toBe(1);
  });

  it('a failed load leaves the error state in user words (no loader left) and skips onLoad', async () => {
    const { runtime } = setup({
      data: { d: { action: 'failNetwork' } },
      onLoad: [{ action: 'ui.set', args: { loaded: true } }],
    });
    await runtime.load();
    const s = runtime.store.getState();
    expect(s.sources.d).toEqual({ status: 'error', error: { kind: 'network', message: 'No connection' } });
    expect(s.state.loaded).toBeUndefined();
  });

  it('an answer without what `complete` asks for fails the source with the screen words (or dataIncomplete) and skips onLoad', async () => {
    const { runtime } = setup({
      data: {
        d: { action: 'echo', args: { value: { amount: null } }, complete: { '!!': [{ var: 'result.amount' }] }, incompleteText: 'No terms' },
        e: { action: 'echo', args: { value: {} }, complete: { var: 'data.e.id' } },
      },
      onLoad: [{ action: 'ui.set', args: { loaded: true } }],
    });
    await runtime.load();
    const s = runtime.store.getState();
    expect(s.sources.d).toEqual({ status: 'error', error: { kind: 'server', code: 'incomplete', message: 'No terms' } });
    expect(s.sources.e).toMatchObject({ status: 'error', error: { code: 'incomplete', message: ENGINE_FALLBACK_TEXT.dataIncomplete } });
    expect(s.data.d).toBeUndefined();
    expect(s.state.loaded).toBeUndefined();
  });

  it('a complete answer loads as before; an incomplete soft reload keeps the complete one on screen', async () => {
    let value: unknown = { amount: 5 };
    const { runtime, errors } = setup({ data: { d: { action: 'give', complete: { '!!': [{ var: 'result.amount' }] } } } }, { give: () => value as never });
    await runtime.load();
    expect(runtime.store.getState().data.d).toEqual({ amount: 5 });
    value = {};
    await runtime.load({ soft: true });
    expect(runtime.store.getState().data.d).toEqual({ amount: 5 });
    expect(errors).toEqual([ENGINE_FALLBACK_TEXT.dataIncomplete]);
  });

  it('a soft reload that fails keeps what is on screen and reports once', async () => {
    let fail = false;
    const { runtime, errors } = setup(
      { data: { d: { action: 'maybe' } } },
      {
        maybe: () => {
          if (fail) throw { kind: 'timeout', message: 'slow' };
          return { ok: true };
        },
      },
    );
    await runtime.load();
    fail = true;
    await runtime.load({ soft: true });
    expect(runtime.store.getState().sources.d).toEqual({ status: 'ready' });
    expect(runtime.store.getState().data.d).toEqual({ ok: true });
    expect(errors).toHaveLength(1);
  });

  it('reloading one source keeps the first answer of another still on its way, and onLoad runs once both are there', async () => {
    let releaseSlow: (v: unknown) => void = () => {};
    let quickCalls = 0;
    const { runtime } = setup(
      {
        data: { slow: { action: 'slow' }, quick: { action: 'quick', blocking: false } },
        onLoad: [{ action: 'ui.set', args: { loaded: { var: 'data.slow.n' } } }],
      },
      {
        slow: () => new Promise((resolve) => (releaseSlow = resolve)) as never,
        quick: () => ({ call: ++quickCalls }),
      },
    );
    const first = runtime.load();
    await Promise.resolve();
    await runtime.load({ names: ['quick'] });
    releaseSlow({ n: 7 });
    await first;
    const s = runtime.store.getState();
    expect(s.sources.slow).toEqual({ status: 'ready' });
    expect(s.data.slow).toEqual({ n: 7 });
    expect(s.data.quick).toEqual({ call: 2 });
    expect(s.state.loaded).toBe(7);
  });

  it('start after dispose (StrictMode remount) keeps one load and its answer', async () => {
    const load = vi.fn(() => ({ n: 2 }));
    const { runtime } = setup({ data: { d: { action: 'count' } } }, { count: load });
    runtime.start();
    runtime.dispose();
    runtime.start();
    await new Promise((r) => setTimeout(r, 5));
    expect(load).toHaveBeenCalledTimes(1);
    expect(runtime.store.getState().data.d).toEqual({ n: 2 });
  });

  it('a disposed screen drops late answers', async () => {
    let release: (v: unknown) => void = () => {};
    const { runtime } = setup({ data: { d: { action: 'late' } } }, { late: () => new Promise((r) => (release = r)) as never });
    const loading = runtime.load();
    runtime.dispose();
    await new Promise((r) => setTimeout(r, 5));
    release({ n: 1 });
    await loading;
    expect(runtime.store.getState().data.d).toBeUndefined();
  });

  it('native messages run the screen chain, and say when there is none', async () => {
    const { runtime, calls } = setup({ native: { goBack: [{ action: 'log', args: { back: true } }] } });
    expect(runtime.handleNative('goBack', null)).toBe(true);
    expect(runtime.handleNative('other', null)).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toEqual([{ action: 'log', args: { back: true } }]);
  });

  it.each(['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'])(
    'the built-in name %s is no chain of the screen: nothing runs, nothing is reported',
    async (name) => {
      const { runtime, calls, errors } = setup({ native: { goBack: [{ action: 'log' }] } });
      expect(runtime.handleNative(name, null)).toBe(false);
      const bare = setup({});
      expect(bare.runtime.handleNative(name, null)).toBe(false);
      await new Promise((r) => setTimeout(r, 0));
      expect([calls, errors, bare.calls, bare.errors]).toEqual([[], [], [], []]);
    },
  );
});

describe('runEach: a handler once per element', () => {
  it('runs the handler for each element in order, the element as `item` and its position as `index`; nothing for an empty list', async () => {
    const { runtime, calls } = setup(
      { handlers: { report: [{ action: 'log', args: { check: { var: 'item' }, at: { var: 'index' }, screen: { var: 'screen.id' } } }] } },
      { runEach: uiActions.runEach },
    );
    await runtime.run([{ action: 'runEach', args: { handler: 'report', items: ['planSum', 'capEir'] } }]);
    await runtime.run([{ action: 'runEach', args: { handler: 'report', items: [] } }]);
    expect(calls).toEqual([
      { action: 'log', args: { check: 'planSum', at: 0, screen: 't' } },
      { action: 'log', args: { check: 'capEir', at: 1, screen: 't' } },
    ]);
  });

  it('a data source runs a handler the same way: each element reaches the handler it runs', async () => {
    const { runtime, calls } = setup(
      {
        data: { checks: { action: 'runEach', args: { handler: 'report', items: ['planSum', 'capEir'] } } },
        handlers: { report: [{ action: 'log', args: { check: { var: 'item' }, at: { var: 'index' } } }] },
      },
      { runEach: uiActions.runEach },
    );
    await runtime.load();
    expect(runtime.store.getState().sources.checks).toEqual({ status: 'ready' });
    expect(calls).toEqual([
      { action: 'log', args: { check: 'planSum', at: 0 } },
      { action: 'log', args: { check: 'capEir', at: 1 } },
    ]);
  });
});
