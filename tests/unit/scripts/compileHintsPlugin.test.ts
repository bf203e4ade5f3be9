/** The app's file begins with V8's compile hint, and no other file does (scripts/compileHintsPlugin.ts, decision 060). */
import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { COMPILE_HINT, addCompileHints, checkCompileHint, compileHints } from '../../../scripts/compileHintsPlugin.ts';

type Bundle = Record<string, Rolldown.OutputChunk | Rolldown.OutputAsset>;
const chunk = (name: string, code: string) => ({ type: 'chunk', name, fileName: `assets/${name}-x1.js`, code }) as unknown as Rolldown.OutputChunk;
const asset = (fileName: string) => ({ type: 'asset', name: fileName, fileName, source: 'body{}' }) as unknown as Rolldown.OutputAsset;

function bundle(): Bundle {
  return {
    'assets/app-x1.js': chunk('app', 'const __vite__mapDeps=1;import"./start.js";'),
    'assets/route-x1.js': chunk('route', 'export const a=1;'),
    'assets/widgetSet-x1.js': chunk('widgetSet', 'export const w=1;'),
    'assets/start-x1.css': asset('assets/start-x1.css'),
  };
}

describe('compile hints', () => {
  it('puts the hint on the first line of the app’s file, before everything Vite wrote there', () => {
    const b = bundle();
    addCompileHints(b);
    const app = b['assets/app-x1.js'] as Rolldown.OutputChunk;
    expect(app.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(app.code).toBe(`${COMPILE_HINT}const __vite__mapDeps=1;import"./start.js";`);
  });

  it('leaves every other file as it was: a route’s files hold code its page may never run', () => {
    const b = bundle();
    addCompileHints(b);
    expect((b['assets/route-x1.js'] as Rolldown.OutputChunk).code).toBe('export const a=1;');
    expect((b['assets/widgetSet-x1.js'] as Rolldown.OutputChunk).code).toBe('export const w=1;');
    expect((b['assets/start-x1.css'] as Rolldown.OutputAsset).source).toBe('body{}');
  });

  it('writes the hint once, however often the bundle is written', () => {
    const b = bundle();
    addCompileHints(b);
    addCompileHints(b);
    expect((b['assets/app-x1.js'] as Rolldown.OutputChunk).code.match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
  });

  it('runs after Vite’s own generateBundle, in builds only', () => {
    const plugin = compileHints();
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('post');
    expect((plugin.generateBundle as { order: string }).order).toBe('post');
  });
});

describe('checkCompileHint: the built app file still begins with the hint', () => {
  it('passes a build whose app file begins with it, and stops in words on one that lost it', () => {
    expect(() =>
      checkCompileHint([
        { name: 'app-x1.js', code: `${COMPILE_HINT}x` },
        { name: 'route-x1.js', code: 'y' },
      ]),
    ).not.toThrow();
    expect(() => checkCompileHint([{ name: 'app-x1.js', code: 'const __vite__mapDeps=1;' }])).toThrow(
      /app-x1\.js does not begin with \/\/# allFunctionsCalledOnLoad.*decision 060/,
    );
    expect(() => checkCompileHint([{ name: 'route-x1.js', code: 'y' }])).toThrow(/found 0/);
  });
});
