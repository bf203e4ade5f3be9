// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveScreen } from '../../../renderer/resolveScreen.ts';
import { readyContext } from '../../../renderer/context.ts';
import { createScreenRuntime } from '../../../renderer/runtime.ts';
import type { ActionRegistry, ActionStep, Json, JsonObject, NodeSpec, ScreenDoc, ViewNode } from '../../../renderer/types.ts';

/** Tabs, each with its rows (a complaint list): a row's loop scope holds its tab, and the tab holds every row. */
function tabbedScreen(rowEvents: { [event: string]: ActionStep[] }, extra: Partial<ScreenDoc> = {}): ScreenDoc {
  const row: NodeSpec = {
    widget: 'ListItem',
    key: 'row',
    forEach: { var: 'tab.list' },
    as: 'entry',
    props: { title: { var: 'entry.type' } },
    events: rowEvents,
  };
  return {
    id: 'scale',
    data: { list: { action: 'api.list' } },
    body: [{ widget: 'TabPanel', key: 'tab', forEach: { var: 'data.list.tabs' }, as: 'tab', props: { title: { var: 'tab.title' } }, children: [row] }],
    ...extra,
  };
}

const tabs = (rows: number): Json => ({
  tabs: ['Open', 'Closed'].map((title, t) => ({
    title,
    list: Array.from({ length: rows }, (_, i) => ({ id: `${t}-${i}`, type: `Type ${i}`, content: `Complaint number ${i}, told at some length.` })),
  })),
});

const open = (screen: ScreenDoc, data: Json) => resolveScreen(screen, readyContext(screen, { query: {}, data: { list: data } }));

const rows = (nodes: ViewNode[]): ViewNode[] => nodes.flatMap((n) => [...(n.widget === 'ListItem' ? [n] : []), ...rows(n.children ?? [])]);

/** Resolves with data, then emits `event` on the row at [tab, row] through the runtime; what the recording action got. */
async function emitOnRow(screen: ScreenDoc, data: Json, at: [number, number], event = 'select'): Promise<JsonObject[]> {
  const got: JsonObject[] = [];
  const actions: ActionRegistry = {
    record: ({ args }) => {
      got.push(args);
    },
    run: ({ args, runHandler }) => runHandler(String(args.handler)),
    fail: () => {
      throw { kind: 'server', message: 'No' };
    },
  };
  const runtime = createScreenRuntime(screen, { query: {}, actions });
  runtime.store.setState({ data: { list: data }, sources: { list: { status: 'ready' } } });
  const tree = resolveScreen(screen, runtime.getContext());
  const node = tree.nodes[at[0]].children![at[1]];
  // What the runtime gets is what survives JSON (the snapshot, the live preview's postMessage).
  await runtime.emit(JSON.parse(JSON.stringify(node)) as ViewNode, event, 'tapped');
  return got;
}

describe('a node keeps only the loop scope its events read', () => {
  const select = { select: [{ action: 'record', args: { id: { var: 'entry.id' } } }] };

  it('grows linearly with the list: per row the same bytes for 10 and for 1,000 rows', () => {
    const screen = tabbedScreen(select);
    const small = JSON.stringify(open(screen, tabs(10)));
    const large = JSON.stringify(open(screen, tabs(1000)));
    // Carrying the whole tab on each row (n²) makes the large tree ~100× bigger per row than the small one.
    expect(large.length / 1000).toBeLessThan((small.length / 10) * 1.2);
    const [first] = rows(open(screen, tabs(1000)).nodes);
    expect(first.scope).toEqual({ entry: { id: '0-0' } });
  });

  it('an event in a nested loop still sees the outer loop, the index and its own item', async () => {
    const screen = tabbedScreen({
      select: [{ action: 'record', args: { tab: { var: 'tab.title' }, index: { var: 'index' }, id: { var: 'entry.id' }, event: { var: 'event' } } }],
    });
    expect(await emitOnRow(screen, tabs(3), [1, 2])).toEqual([{ tab: 'Closed', index: 2, id: '1-2', event: 'tapped' }]);
    const [first] = rows(open(screen, tabs(1000)).nodes);
    // The outer item is cut down to the field read: not the tab's 1,000 rows.
    expect(first.scope).toEqual({ tab: { title: 'Open' }, index: 0, entry: { id: '0-0' } });
  });

  it('follows a `run` handler, the rules and table inputs it reads, and then/catch chains', async () => {
    const screen = tabbedScreen(
      { select: [{ action: 'run', args: { handler: 'open' } }] },
      {
        rules: { label: { cat: [{ var: 'tab.title' }, '/', { table: 'kind' }] } },
        tables: { kind: { inputs: { type: { var: 'entry.type' } }, rows: [{ when: { '==': [{ var: 'type' }, 'Type 1'] }, then: 'one' }], else: 'other' } },
        handlers: {
          open: [
            {
              action: 'fail',
              catch: [{ action: 'record', args: { label: { rule: 'label' }, position: { var: 'index' }, content: { var: 'entry.content' } } }],
            },
          ],
        },
      },
    );
    expect(await emitOnRow(screen, tabs(3), [0, 1])).toEqual([{ label: 'Open/one', position: 1, content: 'Complaint number 1, told at some length.' }]);
  });

  it('a handler named by an expression: every handler is followed', async () => {
    const screen = tabbedScreen(
      { select: [{ action: 'run', args: { handler: { if: [{ '==': [{ var: 'index' }, 0] }, 'first', 'other'] } } }] },
      {
        handlers: {
          first: [{ action: 'record', args: { first: { var: 'entry.id' } } }],
          other: [{ action: 'record', args: { other: { var: 'tab.title' } } }],
        },
      },
    );
    expect(await emitOnRow(screen, tabs(3), [1, 0])).toEqual([{ first: '1-0' }]);
    expect(await emitOnRow(screen, tabs(3), [1, 2])).toEqual([{ other: 'Closed' }]);
  });

  it('a computed name ({"var": expression}) keeps the whole scope, so the event still finds it', async () => {
    const screen = tabbedScreen({ select: [{ action: 'record', args: { picked: { var: { cat: ['entry.', 'content'] } } } }] });
    expect(await emitOnRow(screen, tabs(2), [0, 1])).toEqual([{ picked: 'Complaint number 1, told at some length.' }]);
  });

  it('a node whose events read no loop name carries no scope', () => {
    const screen = tabbedScreen({ select: [{ action: 'record', args: { at: { var: 'state.tab' } } }] });
    expect(rows(open(screen, tabs(5)).nodes).every((n) => n.scope === undefined)).toBe(true);
  });
});
