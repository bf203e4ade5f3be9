// @vitest-environment node
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { sandboxReadyModule } from '../../../scripts/sandboxReadyPlugin.ts';

const root = resolve(import.meta.dirname, '../../..');

/** The plugin's hooks as plain functions (this plugin's take no context). */
interface Hooks {
  configResolved: (config: ResolvedConfig) => void;
  resolveId: (id: string) => string | undefined;
  load: (id: string) => string | undefined;
}

/** The code of `virtual:sandbox-ready` as the plugin hands it to a build in `mode`. */
function moduleIn(mode: string): string {
  const plugin = sandboxReadyModule(root) as unknown as Hooks;
  plugin.configResolved({ mode } as ResolvedConfig);
  const id = plugin.resolveId('virtual:sandbox-ready');
  expect(id).toBeDefined();
  return plugin.load(id!) ?? '';
}

describe('virtual:sandbox-ready: the build decides whether the sandbox answers the API', () => {
  it('in the sandbox builds (npm start, the e2e build), starts the sandbox before the first request', () => {
    const code = moduleIn('sandbox');
    const browser = resolve(root, 'sandbox/browser.ts');
    expect(existsSync(browser)).toBe(true);
    expect(code).toContain(`await import(${JSON.stringify(browser)})`);
    expect(code).toContain('await startSandbox()');
  });

  it.each(['production', 'studio', 'development'])('in mode %s, is ready at once and names no sandbox file', (mode) => {
    const code = moduleIn(mode);
    expect(code).toBe('export async function sandboxReady() {}');
    expect(code).not.toMatch(/sandbox\//);
  });

  it('leaves every other module to the other plugins', () => {
    const plugin = sandboxReadyModule(root) as unknown as Hooks;
    expect(plugin.resolveId('virtual:early-data')).toBeUndefined();
    expect(plugin.resolveId('./sandboxReady')).toBeUndefined();
  });
});
