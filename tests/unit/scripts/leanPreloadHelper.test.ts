// @vitest-environment node
/**
 * scripts/leanPreloadHelper.ts: where Vite's module preloading is off, its
 * preload helper is the import itself (a failure rejects as the import does),
 * and a stylesheet that no page would link fails the build in words.
 */
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { LEAN_HELPER, PRELOAD_HELPER, leanPreloadHelper, unlinkedStylesheets } from '../../../scripts/leanPreloadHelper.ts';

const chunk = (fileName: string, { imports = [] as string[], lazy = [] as string[], css = [] as string[], isEntry = false } = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  dynamicImports: lazy,
  isEntry,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
});

type Helper = { __vitePreload: <T>(load: () => Promise<T>, deps?: string[]) => Promise<T> };
const helper = (): Promise<Helper> => import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(LEAN_HELPER)}`) as Promise<Helper>;

describe('leanPreloadHelper', () => {
  it('gives its own helper for Vite’s, and leaves every other module alone', () => {
    const load = leanPreloadHelper().load as (id: string) => string | undefined;
    expect(load(PRELOAD_HELPER)).toBe(LEAN_HELPER);
    expect(load('/app/main.tsx')).toBeUndefined();
  });

  it('the helper is the import: its module when it arrives, its failure when it does not, whatever files it names', async () => {
    const { __vitePreload } = await helper();
    await expect(__vitePreload(() => Promise.resolve({ startApp: 1 }), ['assets/start.css'])).resolves.toEqual({ startApp: 1 });
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(__vitePreload(() => Promise.reject(failure), [])).rejects.toBe(failure);
  });

  it('only where Vite’s own preloading is off', () => {
    const apply = leanPreloadHelper().apply as (config: object, env: { command: string }) => boolean;
    expect(apply({ build: { modulePreload: false } }, { command: 'build' })).toBe(true);
    expect(apply({ build: {} }, { command: 'build' })).toBe(false);
    expect(apply({ build: { modulePreload: false } }, { command: 'serve' })).toBe(false);
  });

  it('a stylesheet the entries reach through their static imports is linked by the page: nothing to report', () => {
    const bundle = {
      'assets/main.js': chunk('assets/main.js', { imports: ['assets/start.js'], lazy: ['assets/app.js'], isEntry: true }),
      'assets/start.js': chunk('assets/start.js', { css: ['assets/start.css'] }),
      'assets/app.js': chunk('assets/app.js', { imports: ['assets/start.js'], css: ['assets/start.css'] }),
    };
    expect(unlinkedStylesheets(bundle as never)).toEqual({});
  });

  it('a stylesheet only a lazily loaded file imports is reported, and the build stops in words', () => {
    const bundle = {
      'assets/main.js': chunk('assets/main.js', { isEntry: true, lazy: ['assets/app.js'], css: ['assets/main.css'] }),
      'assets/app.js': chunk('assets/app.js', { lazy: ['assets/Picker.js'] }),
      'assets/Picker.js': chunk('assets/Picker.js', { css: ['assets/Picker.css'] }),
    };
    expect(unlinkedStylesheets(bundle as never)).toEqual({ 'assets/Picker.css': 'assets/Picker.js' });
    const errors: string[] = [];
    const generate = (leanPreloadHelper() as Plugin & { generateBundle: (this: unknown, o: unknown, b: unknown) => void }).generateBundle;
    generate.call({ error: (message: string) => errors.push(message) }, {}, bundle);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('assets/Picker.css (imported by assets/Picker.js)');
    expect(errors[0]).toContain('app/main.tsx');
  });

  it('per page: a stylesheet another entry links (the preview’s) is still unlinked on a page that loads it lazily', () => {
    const bundle = {
      'assets/main.js': chunk('assets/main.js', { isEntry: true, lazy: ['assets/Studio.js'] }),
      'assets/studio.js': chunk('assets/studio.js', { isEntry: true, imports: ['assets/Studio.js'] }),
      'assets/Studio.js': chunk('assets/Studio.js', { css: ['assets/studio.css'] }),
    };
    expect(unlinkedStylesheets(bundle as never)).toEqual({ 'assets/studio.css': 'assets/Studio.js' });
  });
});
