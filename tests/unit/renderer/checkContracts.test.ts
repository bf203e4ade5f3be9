// @vitest-environment node
/**
 * The contract check on small documents: the typos product staff and
 * developers made in issue 19 (a misspelt prop, event, value; a misspelt
 * handler inside a table row) each fail with the place and the fix.
 */
import { describe, expect, it } from 'vitest';
import { checkContracts, type Contracts } from '../../../renderer/checkContracts.ts';
import type { ScreenDoc } from '../../../renderer/types.ts';

const contracts: Contracts = {
  widgets: {
    Banner: {
      description: 'A banner.',
      props: {
        text: { type: 'text', required: true, description: 'What it says.' },
        tone: { type: 'string', enum: ['info', 'warning', 'danger'], description: 'Its colour.' },
        dismissLabel: { type: 'text', description: 'Name of the close button.' },
      },
      events: { dismiss: 'Closed.' },
      example: { widget: 'Banner', props: { text: 'Hi' } },
    },
    Button: {
      description: 'A button.',
      props: {
        label: { type: 'text', required: true, description: 'Its words.' },
        variant: { type: 'string', enum: ['primary', 'secondary'], description: 'Look.' },
      },
      events: { press: 'Tapped.' },
      example: { widget: 'Button', props: { label: 'OK' } },
    },
    Bar: { description: 'A bar.', props: {}, children: true, example: { widget: 'Bar' } },
    Menu: {
      description: 'A menu.',
      props: {
        links: {
          type: 'list',
          fields: { label: { type: 'text', description: 'Words.' }, path: { type: 'string', ref: 'route', description: 'Where.' } },
          description: 'Links.',
        },
      },
      openEvents: true,
      example: { widget: 'Menu' },
    },
    Oops: {
      description: 'An error with its ways out.',
      props: {
        actions: {
          type: 'list',
          fields: { event: { type: 'string', ref: 'event', description: 'What it emits.' }, label: { type: 'text', description: 'Words.' } },
          description: 'Its buttons.',
        },
      },
      openEvents: true,
      example: { widget: 'Oops' },
    },
  },
  actions: {
    run: { description: 'Runs a handler.', args: { handler: { type: 'string', ref: 'handler', required: true, description: 'Its name.' } } },
    'nav.go': { description: 'Goes.', args: { to: { type: 'string', ref: 'route', required: true, description: 'A path.' } } },
    'ui.set': { description: 'Sets state.', args: {}, openArgs: true },
  },
};

const scope = { contracts, routes: { '/repay': 'repay', '/orderDetail': 'orderDetail' } };
const doc = (over: Partial<ScreenDoc>): ScreenDoc => ({ id: 't', body: [], handlers: { repay: [], rollover: [] }, ...over }) as ScreenDoc;
const check = (d: ScreenDoc) => checkContracts('schemas/screens/t.json', d, scope);

describe('widget contracts', () => {
  it('names a misspelt prop with the prop meant', () => {
    const [f, ...rest] = check(doc({ body: [{ widget: 'Banner', props: { text: 'x', dismisLabel: 'Dismiss it' } }] }));
    expect(rest).toEqual([]);
    expect(f.pointer).toBe('/body/0/props/dismisLabel');
    expect(f.message).toBe('Banner has no prop "dismisLabel"');
    expect(f.fix).toMatch(/^Did you mean dismissLabel\? Banner takes: text, tone, dismissLabel \(its contract is widgets\/Banner\.contract\.ts\)/);
  });

  it('names a misspelt event with the event meant', () => {
    const [f] = check(doc({ body: [{ widget: 'Banner', props: { text: 'x' }, events: { dimiss: [] } }] }));
    expect(f).toMatchObject({ pointer: '/body/0/events/dimiss', message: 'Banner has no event "dimiss"' });
    expect(f.fix).toMatch(/^Did you mean dismiss\?/);
  });

  it('refuses a value outside the allowed ones, nearest first', () => {
    const [f] = check(doc({ body: [{ widget: 'Banner', props: { text: 'x', tone: 'danjer' } }] }));
    expect(f).toMatchObject({ pointer: '/body/0/props/tone', message: '"tone" of Banner cannot be "danjer"' });
    expect(f.fix).toMatch(/^Use one of: danger, /);
  });

  it('refuses a value of the wrong type and a missing required prop', () => {
    const findings = check(doc({ body: [{ widget: 'Banner', props: { tone: 3 } }] }));
    expect(findings.map((f) => f.message)).toEqual(['Banner needs the prop "text"', '"tone" of Banner must be a text, not 3']);
  });

  it('leaves values it cannot know alone (expressions over data and state)', () => {
    expect(check(doc({ body: [{ widget: 'Banner', props: { text: { var: 'data.x' }, tone: { var: 'state.tone' } } }] }))).toEqual([]);
  });

  it('follows a value through a table, a rule and a constant to where it is written', () => {
    const d = doc({
      constants: { tone: 'loud' },
      rules: { tone: { if: [{ var: 'state.a' }, 'info', { var: 'constants.tone' }] } },
      tables: { look: { inputs: {}, rows: [{ when: true, then: { tone: 'shout' } }], else: { tone: 'info' } } },
      body: [
        { widget: 'Banner', props: { text: 'a', tone: { get: [{ table: 'look' }, 'tone'] } } },
        { widget: 'Banner', props: { text: 'b', tone: { rule: 'tone' } } },
      ],
    });
    expect(check(d).map((f) => [f.pointer, f.message])).toEqual([
      ['/tables/look/rows/0/then/tone', '"tone" of Banner cannot be "shout"'],
      ['/constants/tone', '"tone" of Banner cannot be "loud"'],
    ]);
  });

  it('follows every way json-logic picks a value: ?:, or with a default, var with a default, get with a dotted path', () => {
    const d = doc({
      constants: { look: { banner: { tone: 'loud' } } },
      body: [
        { widget: 'Banner', props: { text: 'a', tone: { '?:': [{ var: 'state.a' }, 'info', 'shout'] } } },
        { widget: 'Banner', props: { text: 'b', tone: { or: [{ var: 'state.tone' }, 'yell'] } } },
        { widget: 'Banner', props: { text: 'c', tone: { var: ['state.tone', 'roar'] } } },
        { widget: 'Banner', props: { text: 'd', tone: { get: [{ var: 'constants.look' }, 'banner.tone'] } } },
      ],
    });
    expect(check(d).map((f) => [f.pointer, f.message])).toEqual([
      ['/body/0/props/tone/?:/2', '"tone" of Banner cannot be "shout"'],
      ['/body/1/props/tone/or/1', '"tone" of Banner cannot be "yell"'],
      ['/body/2/props/tone/var/1', '"tone" of Banner cannot be "roar"'],
      ['/constants/look/banner/tone', '"tone" of Banner cannot be "loud"'],
    ]);
  });

  it('checks the branches it can know beside one it cannot (data from the server), and skips what or never answers', () => {
    const d = doc({
      body: [
        { widget: 'Banner', props: { text: 'a', tone: { if: [{ var: 'state.a' }, { var: 'data.tone' }, 'shout'] } } },
        { widget: 'Banner', props: { text: 'b', tone: { or: ['', { var: 'data.tone' }, 'info'] } } },
      ],
    });
    expect(check(d).map((f) => [f.pointer, f.message])).toEqual([['/body/0/props/tone/if/2', '"tone" of Banner cannot be "shout"']]);
  });

  it('reports a button whose event no chain handles, where the event is written, with the events the node has', () => {
    const d = doc({
      tables: { ways: { inputs: {}, rows: [{ when: true, then: [{ event: 'bakc', label: 'Back' }] }], else: [] } },
      body: [
        {
          widget: 'Oops',
          props: {
            actions: [
              { event: 'retyr', label: 'Ask once more' },
              { event: '', label: 'Not drawn' },
            ],
          },
          events: { retry: [], back: [] },
        },
        { widget: 'Oops', props: { actions: { table: 'ways' } }, events: { retry: [], back: [] } },
        { widget: 'Oops', props: { actions: [{ event: 'retry' }] } },
      ],
    });
    const findings = check(d);
    expect(findings.map((f) => [f.pointer, f.message])).toEqual([
      ['/body/0/props/actions/0/event', 'no chain for event "retyr" (field "event" of "actions" of Oops)'],
      ['/tables/ways/rows/0/then/0/event', 'no chain for event "bakc" (field "event" of "actions" of Oops)'],
      ['/body/2/props/actions/0/event', 'no chain for event "retry" (field "event" of "actions" of Oops)'],
    ]);
    expect(findings[0].fix).toMatch(/^Use one of: retry, /);
    expect(findings[2].fix).toBe('Add "retry" under the node\'s "events", with the steps it runs.');
  });

  it('reports a children list on a widget that draws none', () => {
    const [f] = check(doc({ body: [{ widget: 'Button', props: { label: 'x' }, children: [{ widget: 'Bar' }] }] }));
    expect(f).toMatchObject({ pointer: '/body/0/children', message: 'Button does not draw children' });
  });

  it('checks the fields of a list and accepts any event of a widget with open events', () => {
    const d = doc({ body: [{ widget: 'Menu', props: { links: [{ label: 'A', path: '/repai' }, { lable: 'B' }] }, events: { anything: [] } }] });
    expect(check(d).map((f) => [f.pointer, f.message])).toEqual([
      ['/body/0/props/links/0/path', 'no route "/repai" (field "path" of "links" of Menu)'],
      ['/body/0/props/links/1/lable', '"links" of Menu has no field "lable"'],
    ]);
  });
});

describe('references inside data', () => {
  const buttons = (handler: string) =>
    doc({
      tables: {
        statusButtons: {
          inputs: { status: { var: 'data.status' } },
          rows: [{ when: { '==': [{ var: 'status' }, '170'] }, then: [{ key: 'repay', label: { var: 'copy.ok' }, handler, variant: 'primary' }] }],
          else: [],
        },
      },
      body: [
        {
          widget: 'Bar',
          children: [
            {
              widget: 'Button',
              forEach: { table: 'statusButtons' },
              as: 'button',
              props: { label: { var: 'button.label' }, variant: { var: 'button.variant' } },
              events: { press: [{ action: 'run', args: { handler: { var: 'button.handler' } } }] },
            },
          ],
        },
      ],
    });

  it('a misspelt handler in a table row fails at that row, with the handler meant', () => {
    const findings = check(buttons('repayy'));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ pointer: '/tables/statusButtons/rows/0/then/0/handler', message: 'unknown handler "repayy" ("handler" of run)' });
    expect(findings[0].fix).toMatch(/^Use one of: repay, /);
  });

  it('passes when the row names a handler of the screen', () => {
    expect(check(buttons('repay'))).toEqual([]);
  });

  it('checks action arguments: unknown, missing, and routes', () => {
    const d = doc({
      onLoad: [{ action: 'nav.go', args: { to: '/repai', replce: true } }, { action: 'run' }, { action: 'ui.set', args: { anything: 1 } }],
    });
    expect(check(d).map((f) => [f.pointer, f.message])).toEqual([
      ['/onLoad/0/args/replce', 'nav.go has no argument "replce"'],
      ['/onLoad/0/args/to', 'no route "/repai" ("to" of nav.go)'],
      ['/onLoad/1', 'run needs "handler"'],
    ]);
  });
});
