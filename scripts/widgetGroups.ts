/**
 * How the shared widgets' code is split into files (scripts/firstPaintChunks.ts, issue 31).
 *
 * One file for every widget two screens draw made each page download all of them: the loan
 * confirmation fetched the complaint form's picture picker, the bank form the order page's star
 * rating. One file per widget costs a request each. Between the two, the files are chosen by a
 * price a page pays:
 *
 *     for every screen, for every file it needs: the file's size + FILE_COST
 *
 * A screen needs a file when it reaches one of the file's modules (a widget it draws, or a module
 * such a widget imports). The split starts from one file per set of screens (modules every screen
 * needs together, or not at all: merging them costs nothing) and merges, one pair at a time, the
 * two files whose merge lowers the price most, until no merge lowers it. The same screens and the
 * same code always give the same files.
 */

/**
 * What a file costs a page besides its bytes, in the sizes' unit (characters of code before minifying): about
 * 1 KiB gzip. The files of a route are linked in its HTML and fetched side by side behind the app's file, so an
 * extra small one costs little time; its bytes are what a slow phone pays (`npm run bench` shows both per route:
 * at 7000, the bank form fetched 0.4 KiB more for one file fewer elsewhere).
 */
export const FILE_COST = 4500;

export interface GroupedModule {
  id: string;
  /** Characters of code (the price's bytes, in proportion). */
  size: number;
}

/**
 * The files of `modules`: each a list of module ids, the largest reach first. `reach` is each
 * screen's set of module ids it needs (modules outside `modules` are ignored).
 */
export function widgetGroups(modules: GroupedModule[], reach: Set<string>[], fileCost = FILE_COST): string[][] {
  const size = new Map(modules.map((m) => [m.id, m.size]));
  // One file per set of screens: the screens (by index) that reach the module, as a key.
  const bySet = new Map<string, string[]>();
  for (const { id } of [...modules].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const key = reach.flatMap((r, i) => (r.has(id) ? [i] : [])).join(',');
    bySet.set(key, [...(bySet.get(key) ?? []), id]);
  }
  interface File {
    ids: string[];
    size: number;
    /** The screens that need it (by index). */
    screens: Set<number>;
  }
  const fileOf = (ids: string[]): File => ({
    ids,
    size: ids.reduce((sum, id) => sum + (size.get(id) ?? 0), 0),
    screens: new Set(reach.flatMap((r, i) => (ids.some((id) => r.has(id)) ? [i] : []))),
  });
  let files = [...bySet.values()].map(fileOf);
  // What merging a and b saves: each screen that needs both pays one file cost less; each that needs one pays the other's bytes.
  const saving = (a: File, b: File) => {
    let saved = 0;
    for (const s of a.screens) saved += b.screens.has(s) ? fileCost : -b.size;
    for (const s of b.screens) if (!a.screens.has(s)) saved -= a.size;
    return saved;
  };
  for (;;) {
    let best: { i: number; j: number; saved: number } | null = null;
    for (let i = 0; i < files.length; i++) {
      for (let j = i + 1; j < files.length; j++) {
        const saved = saving(files[i], files[j]);
        if (saved > 0 && (!best || saved > best.saved)) best = { i, j, saved };
      }
    }
    if (!best) break;
    const merged = fileOf([...files[best.i].ids, ...files[best.j].ids]);
    files = [...files.filter((_, k) => k !== best.i && k !== best.j), merged];
  }
  return files.sort((a, b) => b.screens.size - a.screens.size || b.size - a.size || (a.ids[0] < b.ids[0] ? -1 : 1)).map((f) => f.ids.sort());
}
