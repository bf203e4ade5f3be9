// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { SCENARIOS_GLOB, scenariosModulePlugin } from '../../../scripts/scenariosModulePlugin.ts';
import { rawScenarios } from '../../../sandbox/scenarios.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const dir = join(root, 'sandbox', 'scenarios');
const source = join(root, 'sandbox', 'scenarios.ts');

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'transform' | 'load' | 'resolveId') => plugin[name] as unknown as Hook;

describe('the scenarios as one module in vitest (scripts/scenariosModulePlugin.ts)', () => {
  it('gives the tests every scenario file, as written, under its name', () => {
    const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThan(100);
    expect(Object.keys(rawScenarios).sort()).toEqual(files.map((name) => name.replace(/\.json$/, '')).sort());
    for (const name of files) expect(rawScenarios[name.replace(/\.json$/, '')], name).toEqual(JSON.parse(readFileSync(join(dir, name), 'utf8')));
  });

  it("replaces scenarios.ts's glob with the one module, whose keys are the glob's", () => {
    const plugin = scenariosModulePlugin(root);
    const code = readFileSync(source, 'utf8');
    expect(code).toContain(SCENARIOS_GLOB);
    const out = hook(plugin, 'transform').call({}, code, source) as { code: string };
    expect(out.code).not.toContain('import.meta.glob');
    expect(out.code).toMatch(/^import __scenarioFiles from 'virtual:sandbox-scenarios';/);
    const resolved = hook(plugin, 'resolveId').call({}, 'virtual:sandbox-scenarios') as string;
    const watched: string[] = [];
    const module = hook(plugin, 'load').call({ addWatchFile: (file: string) => watched.push(file) }, resolved) as string;
    expect(module).toContain('"./scenarios/default.json": {');
    expect(watched).toContain(join(dir, 'default.json'));
    expect(hook(plugin, 'transform').call({}, 'export const x = 1;', join(root, 'sandbox', 'other.ts'))).toBeUndefined();
  });

  it('stops in words when scenarios.ts no longer has the glob it replaces', () => {
    const plugin = scenariosModulePlugin(root);
    const changed = readFileSync(source, 'utf8').replace(
      SCENARIOS_GLOB,
      "import.meta.glob<Scenario>('./scenarios/**/*.json', { eager: true, import: 'default' })",
    );
    expect(() => hook(plugin, 'transform').call({}, changed, source)).toThrow(/no longer has import\.meta\.glob.*update SCENARIOS_GLOB/);
  });
});
