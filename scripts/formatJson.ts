/**
 * Puts the JSON documents of schemas/ and sandbox/scenarios/ in the
 * project's one layout (studio/jsonLayout.ts says which).
 *
 *   npm run format:schemas            rewrite every document in place
 *   npm run format:schemas -- --check list the documents that are not in this layout (exit 1)
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatJson } from '../studio/jsonLayout.ts';

export { formatJson };

/** The documents the layout applies to. */
export function formattedFiles(root: string): string[] {
  const dirs = ['schemas', 'schemas/screens', 'schemas/parts', 'schemas/content', 'schemas/markets', 'sandbox/scenarios'];
  return dirs.flatMap((dir) => {
    try {
      return readdirSync(join(root, dir))
        .filter((f) => f.endsWith('.json'))
        .map((f) => join(root, dir, f));
    } catch {
      return [];
    }
  });
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const root = join(import.meta.dirname, '..');
  const check = process.argv.includes('--check');
  const off: string[] = [];
  for (const file of formattedFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const formatted = formatJson(JSON.parse(text));
    if (formatted === text) continue;
    off.push(relative(root, file));
    if (!check) writeFileSync(file, formatted);
  }
  if (check && off.length) {
    console.error(`Not in the project's JSON layout (run npm run format):\n${off.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(check ? 'Every JSON document is in the project layout.' : `Formatted ${off.length} document(s).`);
}
