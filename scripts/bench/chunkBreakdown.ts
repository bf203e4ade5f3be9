/**
 * What a route's JavaScript is made of: the production build is run again in
 * memory (same vite.config.ts, nothing written) to learn which modules went
 * into which chunk; each chunk's gzip size is then shared out among packages
 * and app folders by their rendered (pre-minification) length. Approximate,
 * but it names what weighs.
 */
import { join } from 'node:path';
import { build, type Plugin } from 'vite';

const root = join(import.meta.dirname, '..', '..');

/** Chunk name without its content hash: assets/boot-DvWkzuwo.js → boot. */
export const chunkName = (file: string) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');

/** node_modules/@rjsf/core/... → @rjsf/core; renderer/x.ts → renderer/; virtual modules by name. */
function groupOf(id: string): string {
  const rel = id.startsWith(root) ? id.slice(root.length + 1) : id;
  const nm = rel.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = rel.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (rel.includes('virtual:') || rel.startsWith('\0')) return rel.replace(/^\0/, '').replace(/\?.*$/, '');
  return rel.includes('/') ? `${rel.split('/')[0]}/` : rel;
}

/** chunk name → group → share of the chunk (0..1). */
export type Breakdown = Map<string, Map<string, number>>;

export async function chunkBreakdown(): Promise<Breakdown> {
  const out: Breakdown = new Map();
  const collect: Plugin = {
    name: 'bench-chunk-breakdown',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const groups = new Map<string, number>();
        let total = 0;
        for (const [id, mod] of Object.entries(chunk.modules)) {
          groups.set(groupOf(id), (groups.get(groupOf(id)) ?? 0) + mod.renderedLength);
          total += mod.renderedLength;
        }
        for (const [g, n] of groups) groups.set(g, total ? n / total : 0);
        out.set(chunkName(chunk.fileName), groups);
      }
    },
  };
  await build({ root, logLevel: 'error', build: { write: false }, plugins: [collect] });
  return out;
}

/** KiB gzip per group over the given chunks ({file, gzip}), heaviest first. */
export function weighGroups(breakdown: Breakdown, chunks: { file: string; gzip: number }[]): [string, number][] {
  const sums = new Map<string, number>();
  for (const c of chunks) {
    const groups = breakdown.get(chunkName(c.file));
    if (!groups) {
      sums.set(chunkName(c.file), (sums.get(chunkName(c.file)) ?? 0) + c.gzip);
      continue;
    }
    for (const [g, share] of groups) sums.set(g, (sums.get(g) ?? 0) + share * c.gzip);
  }
  return [...sums].sort((a, b) => b[1] - a[1]);
}
