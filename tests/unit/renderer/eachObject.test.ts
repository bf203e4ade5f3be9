// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eachObject } from '../../../renderer/index.ts';

describe('eachObject (renderer/eachObject.ts)', () => {
  it('visits every object at any depth, through arrays and objects, outer before inner; never a string, number or null', () => {
    const seen: unknown[] = [];
    eachObject({ a: [{ b: 1 }, 'x', null, [{ c: { d: true } }]], e: 'y' }, (object) => seen.push(Object.keys(object)));
    expect(seen).toEqual([['a', 'e'], ['b'], ['c'], ['d']]);
  });

  it('finds a widget wherever a document puts it (a node in a handler, a fragment, a table cell)', () => {
    const widgets: string[] = [];
    eachObject(
      { body: [{ widget: 'Page', children: [{ widget: 'Button' }] }], handlers: { open: [{ action: 'ui.set', args: { node: { widget: 'Dialog' } } }] } },
      ({ widget }) => void (typeof widget === 'string' && widgets.push(widget)),
    );
    expect(widgets).toEqual(['Page', 'Button', 'Dialog']);
  });
});
