// @vitest-environment node
/**
 * scripts/entryPreloadsPlugin.ts: with Vite's module preloading off, the HTML
 * still links every file its entry imports statically (at once, not after
 * the entry's own file), each once, under the site's base.
 */
import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';
import { entryPreloads } from '../../../scripts/entryPreloadsPlugin.ts';

type Hook = { handler: (html: string, ctx: IndexHtmlTransformContext) => HtmlTagDescriptor[] | undefined };

function run(plugin: Plugin, ctx: Partial<IndexHtmlTransformContext>, base = '/') {
  (plugin.configResolved as (config: { base: string }) => void)({ base });
  return (plugin.transformIndexHtml as Hook).handler('', ctx as IndexHtmlTransformContext);
}

const chunk = (fileName: string, imports: string[] = []) => ({ type: 'chunk', fileName, imports });

describe('entryPreloads', () => {
  it('links the entry’s static imports and theirs, once each, before anything else runs', () => {
    const bundle = {
      'assets/main-1.js': chunk('assets/main-1.js', ['assets/start-1.js', 'assets/runtime-1.js']),
      'assets/start-1.js': chunk('assets/start-1.js', ['assets/runtime-1.js', 'assets/helpers-1.js']),
      'assets/runtime-1.js': chunk('assets/runtime-1.js'),
      'assets/helpers-1.js': chunk('assets/helpers-1.js'),
    };
    const tags = run(entryPreloads(), { chunk: bundle['assets/main-1.js'], bundle } as never, '/web/');
    expect(tags?.map((t) => t.attrs)).toEqual(
      ['assets/start-1.js', 'assets/runtime-1.js', 'assets/helpers-1.js'].map((file) => ({ rel: 'modulepreload', crossorigin: true, href: `/web/${file}` })),
    );
    expect(tags?.every((t) => t.tag === 'link' && t.injectTo === 'head')).toBe(true);
  });

  it('a page without an entry chunk (the dev server) is left alone', () => {
    expect(run(entryPreloads(), {})).toBeUndefined();
  });

  it('only where Vite’s own preloading is off', () => {
    const apply = entryPreloads().apply as (config: object, env: { command: string }) => boolean;
    expect(apply({ build: { modulePreload: false } }, { command: 'build' })).toBe(true);
    expect(apply({ build: {} }, { command: 'build' })).toBe(false);
    expect(apply({ build: { modulePreload: false } }, { command: 'serve' })).toBe(false);
  });
});
