// @vitest-environment node
/**
 * `npm run check` on onLoad steps that set what a field's change sets
 * (renderer/checkTypedKept.ts): refused when the page can already be typed
 * into (a source that is not blocking, a step before it that waits, inside a
 * waiting step's `then`, through a handler), or when it would run again on a
 * reload; bindBank's defaults set once, and state no field sets, pass. The
 * developer test page as it was (its restore after the bridge log) is refused.
 */
import { describe, expect, it } from 'vitest';
import { checkTypedKept } from '../../../renderer/checkTypedKept.ts';
import { actionContractsByName } from '../../../actions/contracts.ts';
import { valueEvents } from '../../../renderer/valueEvents.ts';
import testPreview from '../../../schemas/screens/testPreview.json' with { type: 'json' };
import config from '../../../schemas/config.json' with { type: 'json' };
import type { ActionStep, DataSource, ScreenDoc } from '../../../renderer/types.ts';

const EVENTS = valueEvents(config);
const FILE = 'schemas/screens/x.json';
/** A field whose change sets local state "name". */
const FIELD = { widget: 'TextInput', events: { change: [{ action: 'ui.set', args: { name: { var: 'event' } } }] } };
const RESTORE: ActionStep = { action: 'ui.set', args: { name: 'kept' } };
const ONCE: ActionStep = { action: 'ui.set', if: { '!': [{ var: 'state.started' }] }, args: { name: 'kept', started: true } };
const slow: DataSource = { action: 'bridge.log', blocking: false };
const loan: DataSource = { action: 'api.loanDetails' };

const check = (doc: Partial<ScreenDoc>) =>
  checkTypedKept(FILE, { id: 'x', body: [{ widget: 'Page', children: [FIELD] }], ...doc } as ScreenDoc, actionContractsByName, EVENTS);

describe('onLoad never sets over what was typed', () => {
  it('refuses a step that runs while a source that is not blocking is on its way', () => {
    const [f, ...more] = check({ data: { loan, log: slow }, onLoad: [ONCE] });
    expect(more).toEqual([]);
    expect(f).toMatchObject({ file: FILE, pointer: '/onLoad/0' });
    expect(f.message).toMatch(/"name".*data source "log" is not blocking/);
    expect(f.fix).toMatch(/blocking data source/);
  });

  it('refuses a step after one that waits, or in the then of one that waits, with every source blocking', () => {
    const wait: ActionStep = { action: 'ui.wait', args: { ms: 10 } };
    expect(check({ data: { loan }, onLoad: [wait, ONCE] }).map((f) => f.pointer)).toEqual(['/onLoad/1']);
    expect(check({ data: { loan }, onLoad: [{ action: 'api.channelTemplate', then: [ONCE] }] }).map((f) => f.pointer)).toEqual(['/onLoad/0/then/0']);
    expect(check({ onLoad: [{ action: 'run', args: { handler: 'pause' } }, ONCE], handlers: { pause: [wait] } }).map((f) => f.pointer)).toEqual(['/onLoad/1']);
    expect(check({ onLoad: [wait, { action: 'run', args: { handler: 'restore' } }], handlers: { restore: [ONCE] } }).map((f) => f.pointer)).toEqual([
      '/handlers/restore/0',
    ]);
  });

  it('refuses a step that would run again on a reload: no if, or an if that reads nothing it sets', () => {
    expect(check({ data: { loan }, onLoad: [RESTORE] })[0].message).toMatch(/on every reload of the data/);
    const other = { ...ONCE, if: { var: 'state.other' } };
    expect(check({ data: { loan }, onLoad: [other] })[0].message).toMatch(/its "if" reads no key it sets/);
    // A rule the if names is read through: a guard kept as a rule for product staff counts.
    const byRule = { ...ONCE, if: { rule: 'notStarted' } };
    expect(check({ data: { loan }, onLoad: [byRule], rules: { notStarted: { '!': [{ var: 'state.started' }] } } })).toEqual([]);
  });

  it('passes a step that runs once before anything can be typed, after instant steps, and state no field sets', () => {
    expect(check({ data: { loan }, onLoad: [{ action: 'storage.get', args: { key: 'k' }, then: [ONCE] }] })).toEqual([]);
    expect(
      check({
        data: { loan, log: slow },
        onLoad: [
          { action: 'ui.wait', args: { ms: 1 } },
          { action: 'ui.set', args: { open: true } },
        ],
      }),
    ).toEqual([]);
    // A handler of instant steps run twice waits no more the second time.
    const twice = { action: 'run', args: { handler: 'open' } };
    expect(check({ data: { loan }, onLoad: [twice, twice, ONCE], handlers: { open: [{ action: 'ui.set', args: { open: true } }] } })).toEqual([]);
    // A change set through a handler counts as a change.
    const viaHandler = { widget: 'TextInput', events: { change: [{ action: 'run', args: { handler: 'typed' } }] } };
    const doc = { body: [viaHandler], handlers: { typed: [{ action: 'ui.set', args: { other: 1 } }] } } as Partial<ScreenDoc>;
    expect(check({ ...doc, data: { log: slow }, onLoad: [{ action: 'ui.set', args: { other: 2 } }] }).map((f) => f.pointer)).toEqual(['/onLoad/0']);
  });

  it('refuses the developer test page as it was: its restore ran after the bridge log, over the first field typed', () => {
    // Its onLoad until 2026-12-01: read the kept fields once every source (the bridge log among them) had arrived.
    const restore: ActionStep = {
      action: 'storage.get',
      if: { '!': [{ var: 'state.restored' }] },
      args: { key: { var: 'constants.storageKey' }, owner: { var: 'constants.storageOwner' } },
      then: [{ action: 'ui.set', args: { device: { pickText: [{ var: 'result' }, { var: 'constants.deviceFields' }] }, restored: true } }],
    };
    const before = { ...(testPreview as unknown as ScreenDoc), onLoad: [restore] };
    expect(checkTypedKept('schemas/screens/testPreview.json', testPreview as unknown as ScreenDoc, actionContractsByName, EVENTS)).toEqual([]);
    expect(checkTypedKept('schemas/screens/testPreview.json', before, actionContractsByName, EVENTS).map((f) => f.pointer)).toEqual(['/onLoad/0/then/0']);
  });
});
