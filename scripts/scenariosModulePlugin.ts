/**
 * In vitest only: the sandbox's scenarios (sandbox/scenarios/*.json) as one
 * module instead of one module per file. Each unit test file starts with the
 * repository's modules loaded afresh (tests/freshFile.ts), and evaluating 139
 * scenario modules was about 0.18 s of every file's setup (about 44 s of
 * worker time a run, two workers). `sandbox/scenarios.ts` keeps its
 * `import.meta.glob` for the dev server and the builds (a new scenario file
 * is found at once there); here the glob becomes `virtual:sandbox-scenarios`,
 * the same files under the same keys, read when vitest starts and read again
 * when one is added, removed or edited (watch mode). The run stops, in
 * words, if scenarios.ts no longer has the glob this replaces.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:sandbox-scenarios';
const RESOLVED = '\0' + ID;

/** The glob of sandbox/scenarios.ts, as written there. */
export const SCENARIOS_GLOB = "import.meta.glob<Scenario>('./scenarios/*.json', { eager: true, import: 'default' })";

/** The module's text: every scenario file under the key the glob gives it. */
export function scenariosModule(dir: string, watch: (file: string) => void = () => {}): string {
  const entries = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = join(dir, name);
      watch(file);
      return `  ${JSON.stringify(`./scenarios/${name}`)}: ${readFileSync(file, 'utf8').trim()},`;
    });
  return `export default {\n${entries.join('\n')}\n};\n`;
}

export function scenariosModulePlugin(root: string): Plugin {
  const source = resolve(root, 'sandbox/scenarios.ts');
  const dir = resolve(root, 'sandbox/scenarios');
  return {
    name: 'scenarios-module',
    // Before Vite's own glob transform, which would otherwise have turned the glob into 139 imports.
    enforce: 'pre',
    apply: () => !!process.env.VITEST,
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      return scenariosModule(dir, (file) => this.addWatchFile(file));
    },
    transform(code, id) {
      if (id.split('?')[0] !== source) return undefined;
      if (!code.includes(SCENARIOS_GLOB)) {
        throw new Error(
          `scripts/scenariosModulePlugin.ts: sandbox/scenarios.ts no longer has ${SCENARIOS_GLOB}; update SCENARIOS_GLOB to the glob it has, or remove the plugin from vite.config.ts.`,
        );
      }
      return { code: `import __scenarioFiles from '${ID}';\n${code.replace(SCENARIOS_GLOB, '(__scenarioFiles as Record<string, Scenario>)')}`, map: null };
    },
    configureServer(server) {
      // A scenario added or removed in watch mode: read the folder again.
      const again = (file: string) => {
        if (!resolve(file).startsWith(dir + sep)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED);
        if (module) server.moduleGraph.invalidateModule(module);
      };
      server.watcher.on('add', again);
      server.watcher.on('unlink', again);
    },
  };
}
