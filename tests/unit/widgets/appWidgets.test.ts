// @vitest-environment node
/**
 * The app downloads a widget with the screens that draw it (widgets/appWidgets.ts):
 * its registry and loaders must name every widget of the whole registry, give
 * the same components, and a screen's list must hold every widget it can draw.
 */
import { describe, expect, it } from 'vitest';
import { widgets } from '../../../widgets/index.ts';
import { appWidgets, loadWidgets } from '../../../widgets/appWidgets.ts';
import { widgetLoaders } from '../../../widgets/widgetLoaders.ts';
import { screenWidgets } from '../../../app/screenWidgets.ts';
import SchemaForm from '../../../widgets/form/SchemaForm.tsx';
import type { NodeSpec } from '../../../renderer/types.ts';
import { loadAllScreenDocs } from '../../support/loadScreenDoc.ts';

/** Every widget a node list names, nested children included (whatever their `if` says). */
function drawnNames(nodes: NodeSpec[] | undefined): string[] {
  return (nodes ?? []).flatMap((node) => [node.widget, ...drawnNames(node.children)]);
}

describe("the app's widget registry", () => {
  it('holds from the start what a page draws without its screen (loader, error page, fallback), and loads nothing else yet', () => {
    expect(Object.keys(appWidgets).sort()).toEqual(['ErrorState', 'Fallback', 'Loader', 'Page']);
    for (const name of Object.keys(appWidgets)) expect(appWidgets[name], name).toBe(widgets[name]);
  });

  it('can load every other widget of widgets/index.ts, and no name twice', () => {
    const loadable = Object.keys(widgetLoaders);
    expect(loadable.filter((name) => name in appWidgets)).toEqual([]);
    expect([...loadable, ...Object.keys(appWidgets)].sort()).toEqual(Object.keys(widgets).sort());
  });

  it('loads the very components of the whole registry; the form itself, so a first render never waits for it', async () => {
    await loadWidgets(Object.keys(widgetLoaders));
    for (const name of Object.keys(widgetLoaders)) expect(appWidgets[name], name).toBe(name === 'SchemaForm' ? SchemaForm : widgets[name]);
  });

  it('leaves a name no loader knows to the renderer (drawn as Fallback)', async () => {
    await expect(loadWidgets(['NoSuchWidget'])).resolves.toBeUndefined();
    expect(appWidgets.NoSuchWidget).toBeUndefined();
  });
});

describe("a screen's widgets", () => {
  it.each(loadAllScreenDocs().map((doc) => [doc.id, doc] as const))('%s: every widget its nodes name, and the error page’s', (_id, doc) => {
    const names = screenWidgets(doc);
    for (const name of drawnNames(doc.body)) expect(names).toContain(name);
    expect(names).toEqual(expect.arrayContaining(['Loader', 'Page', 'ErrorState', 'Fallback']));
  });

  it('a widget shown only under a condition, deep in the tree, is loaded too; a broken body is no error', () => {
    const doc = {
      id: 'x',
      body: [{ widget: 'Page', children: [{ widget: 'Section', if: false, children: [{ widget: 'Dialog', children: [{ widget: 'Steps' }] }] }] }],
    };
    expect(screenWidgets(doc)).toEqual(expect.arrayContaining(['Section', 'Dialog', 'Steps']));
    expect(screenWidgets({ id: 'y', body: 'oops' } as never)).toEqual(['Loader', 'Page', 'ErrorState', 'Fallback']);
  });
});
