/** The names nearest to a misspelt one, for the fix a check suggests. */

/** Edit distance, so a misspelt name suggests the one that was meant. */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length];
}

/** The options nearest to `name`, nearest first (at most six). */
export function closest(name: string, options: string[]): string {
  const lower = name.toLowerCase();
  return [...options]
    .sort((x, y) => distance(lower, x.toLowerCase()) - distance(lower, y.toLowerCase()))
    .slice(0, 6)
    .join(', ');
}
