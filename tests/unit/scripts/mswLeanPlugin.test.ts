// @vitest-environment node
/**
 * scripts/mswLeanPlugin.ts: the sandbox's handlers as a build bundles them carry neither tough-cookie (with its
 * public suffix list) nor an `Error` per handler (decision 058); msw's files still ask for what the plugin
 * replaces, in the form it replaces, and a msw that changed stops the build in words.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { mswLean, withoutCallFrame } from '../../../scripts/mswLeanPlugin.ts';

const require = createRequire(import.meta.url);
const root = resolve(import.meta.dirname, '../../..');
const core = join(dirname(require.resolve('msw/package.json')), 'lib', 'core');
const mswFile = (path: string) => readFileSync(join(core, path), 'utf8');

/** sandbox/handlers.ts bundled for the browser, with these plugins: its code. */
async function bundledHandlers(plugins: Plugin[]): Promise<string> {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins,
    build: { write: false, minify: false, lib: { entry: resolve(root, 'sandbox/handlers.ts'), formats: ['es'] } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  return (Array.isArray(out) ? out : [out])
    .flatMap((o) => o.output)
    .map((chunk) => ('code' in chunk ? chunk.code : ''))
    .join('\n');
}

describe('mswLean', () => {
  it('the sandbox’s handlers as built have no tough-cookie and make no Error (as published they have both)', async () => {
    const published = await bundledHandlers([]);
    expect(published).toMatch(/publicsuffix/i);
    expect(published).toMatch(/getCallFrame\((\/\* @__PURE__ \*\/ )?new Error\(\)\)/);
    const lean = await bundledHandlers([mswLean(root)]);
    expect(lean).not.toMatch(/publicsuffix|tough-cookie/i);
    expect(lean).not.toMatch(/new Error\(\)/);
    expect(lean).toContain('getCookiesSync');
    expect(lean.length).toBeLessThan(published.length * 0.75);
  }, 30_000);

  it('msw still asks its jar the two things sandbox/cookieJar.ts answers, by the name the plugin replaces', () => {
    expect(mswFile('utils/request/getRequestCookies.mjs')).toMatch(
      /import \{ cookieStore \} from '\.\.\/cookieStore\.mjs';[\s\S]*cookieStore\.getCookiesSync\(request\.url\)/,
    );
    expect(mswFile('utils/request/storeResponseCookies.mjs')).toMatch(
      /import \{ cookieStore \} from '\.\.\/cookieStore\.mjs';[\s\S]*cookieStore\.setCookie\(responseCookies, request\.url\)/,
    );
  });

  it('replaces the jar for msw’s request modules only', () => {
    const plugin = mswLean(root) as Plugin & { resolveId: (source: string, importer?: string) => string | null };
    expect(plugin.resolveId('../cookieStore.mjs', join(core, 'utils/request/getRequestCookies.mjs'))).toBe(resolve(root, 'sandbox/cookieJar.ts'));
    expect(plugin.resolveId('../cookieStore.mjs', resolve(root, 'app/boot.tsx'))).toBeNull();
    expect(plugin.resolveId('./cookieStore.mjs', join(core, 'utils/request/getRequestCookies.mjs'))).toBeNull();
  });

  it('a msw whose handlers record their frame otherwise stops the build, naming the file to update', () => {
    const handler = mswFile('handlers/RequestHandler.mjs');
    expect(withoutCallFrame(handler, 'RequestHandler.mjs')).not.toContain('new Error()');
    expect(() => withoutCallFrame(handler.replace('getCallFrame(new Error())', 'getCallFrame(new Error("x"))'), 'RequestHandler.mjs')).toThrow(
      /RequestHandler\.mjs has `getCallFrame\(new Error\(\)\)` 0 times.*scripts\/mswLeanPlugin\.ts/,
    );
  });
});
