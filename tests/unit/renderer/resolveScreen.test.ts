// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveScreen } from '../../../renderer/resolveScreen.ts';
import { buildContext, readyContext } from '../../../renderer/context.ts';
import { engineSettings } from '../../support/engineSettings.ts';
import type { ScreenDoc } from '../../../renderer/types.ts';
import { ENGINE_FALLBACK_TEXT } from '../../../renderer/engineCopy.ts';

const screen: ScreenDoc = {
  id: 'list',
  title: { var: 'copy.title' },
  copy: { title: 'My list', loading: 'Please wait', retry: 'Ask again' },
  data: { items: { action: 'api.x', loadingText: { var: 'copy.loading' } } },
  body: [
    { widget: 'Text', key: 'head', props: { text: { var: 'copy.title' } } },
    { widget: 'Text', if: { var: 'state.show' }, props: { text: 'shown' } },
    {
      widget: 'Button',
      key: 'row',
      forEach: { var: 'data.items' },
      as: 'entry',
      props: { label: { cat: [{ var: 'index' }, ':', { var: 'entry.name' }] } },
      events: { press: [{ action: 'ui.toast', args: { text: { var: 'entry.name' } } }] },
    },
    { widget: 'Text', key: 'broken', props: { text: { rule: 'missing' } } },
  ],
};

describe('resolveScreen', () => {
  it('is loading while a blocking source loads, with its loading text', () => {
    const tree = resolveScreen(screen, buildContext(screen, { query: {}, sources: { items: { status: 'loading' } } }));
    expect(tree).toMatchObject({ phase: 'loading', loadingText: 'Please wait', title: 'My list', nodes: [] });
  });

  it('shows the failure with a retry when a blocking source failed', () => {
    const tree = resolveScreen(
      screen,
      buildContext(screen, { query: {}, sources: { items: { status: 'error', error: { kind: 'server', message: 'No list' } } } }),
    );
    expect(tree.phase).toBe('error');
    // No copy for the heading and no error page settings: the engine's own words, and 'Try again' alone.
    expect(tree.error).toEqual({
      heading: ENGINE_FALLBACK_TEXT.errorHeading,
      message: 'No list',
      retryLabel: screen.copy?.retry,
      source: 'items',
      kind: 'server',
      wayOut: [],
    });
    expect(tree.nodes).toHaveLength(1);
  });

  it('draws the body when ready: if, forEach with scope, and a fallback for a broken node', () => {
    const tree = resolveScreen(
      screen,
      readyContext(screen, { query: {}, config: engineSettings, data: { items: [{ name: 'a' }, { name: 'b' }] }, state: { show: false } }),
    );
    expect(tree.phase).toBe('ready');
    expect(tree.nodes.map((n) => n.id)).toEqual(['body.head', 'body.row.0', 'body.row.1', 'body.broken']);
    // The scope keeps what the press chain reads (entry.name), not `index`, which only the label reads.
    expect(tree.nodes[1]).toMatchObject({ widget: 'Button', props: { label: '0:a' } });
    expect(tree.nodes[1].scope).toEqual({ entry: { name: 'a' } });
    expect(tree.nodes[2].props.label).toBe('1:b');
    expect(tree.nodes[3]).toMatchObject({ widget: 'Fallback', props: { widget: 'Text' } });
    expect(String(tree.nodes[3].props.reason)).toMatch(/Unknown rule "missing"/);
  });

  it('skips a forEach over something that is not a list (server sent null)', () => {
    const tree = resolveScreen(screen, readyContext(screen, { query: {}, config: engineSettings, data: { items: null } }));
    expect(tree.nodes.map((n) => n.widget)).toEqual(['Text', 'Fallback']);
  });

  it('is pure: the same inputs give the same tree', () => {
    const ctx = readyContext(screen, { query: {}, data: { items: [{ name: 'a' }] } });
    expect(resolveScreen(screen, ctx)).toEqual(resolveScreen(screen, ctx));
  });
});
