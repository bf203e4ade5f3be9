// @vitest-environment node
/**
 * scripts/widgetGroups.ts: the shared widgets' files. A page fetches a file
 * when it needs one of its modules; the files keep what a page downloads and
 * does not draw small, without a file per widget.
 */
import { describe, expect, it } from 'vitest';
import { widgetGroups } from '../../../scripts/widgetGroups.ts';

const screens = (...lists: string[][]) => lists.map((ids) => new Set(ids));
const sizes = (entries: Record<string, number>) => Object.entries(entries).map(([id, size]) => ({ id, size }));

describe('widgetGroups', () => {
  it('modules the same screens need go together: a file costs, and none of them is ever fetched for nothing', () => {
    const files = widgetGroups(sizes({ Button: 1000, BusySign: 400, Text: 300 }), screens(['Button', 'BusySign', 'Text'], ['Button', 'BusySign', 'Text']), 100);
    expect(files).toEqual([['BusySign', 'Button', 'Text']]);
  });

  it('a big module few screens need keeps its own file; a small one rides with the common file', () => {
    const reach = screens(['Button', 'Picker'], ['Button'], ['Button'], ['Button', 'Badge'], ['Button']);
    const files = widgetGroups(sizes({ Button: 1000, Picker: 20_000, Badge: 50 }), reach, 1000);
    // Badge: 50 characters on 4 pages that do not draw it cost less than a second file on the page that does.
    expect(files).toEqual([['Badge', 'Button'], ['Picker']]);
  });

  it('merges where the pages fetching both save more in files than the others pay in bytes', () => {
    // Dialog and Card are drawn together on three pages, apart on one each: one file for both.
    const reach = screens(['Dialog', 'Card'], ['Dialog', 'Card'], ['Dialog', 'Card'], ['Dialog'], ['Card']);
    expect(widgetGroups(sizes({ Dialog: 1200, Card: 600 }), reach, 2000)).toEqual([['Card', 'Dialog']]);
    // Dearer bytes than files: apart.
    expect(widgetGroups(sizes({ Dialog: 1200, Card: 600 }), reach, 100)).toEqual([['Dialog'], ['Card']]);
  });

  it('every module is in exactly one file, whatever the order it came in', () => {
    const modules = sizes({ A: 500, B: 3000, C: 200, D: 8000, E: 700, F: 50 });
    const reach = screens(['A', 'B'], ['A', 'C', 'F'], ['D'], ['A', 'D', 'E'], ['B', 'C'], ['E', 'F']);
    const files = widgetGroups(modules, reach, 1500);
    expect(files.flat().sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    expect(widgetGroups([...modules].reverse(), reach, 1500)).toEqual(files);
  });
});
