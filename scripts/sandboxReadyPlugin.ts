/**
 * `virtual:sandbox-ready`: what the page's boot code waits for before its
 * first request (app/main.tsx, app/promoMain.tsx). In the sandbox's builds
 * (`npm start`, the e2e build: mode "sandbox") it starts the sandbox's
 * service worker, which answers the API; in every other build it is a
 * promise already kept, and the sandbox is not in the bundle at all. The
 * build composes the two; the app does not import the sandbox, which sits
 * above it (it drives the app's shell and settings).
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:sandbox-ready';
const RESOLVED = '\0' + ID;

export function sandboxReadyModule(root: string): Plugin {
  let mode = '';
  return {
    name: 'sandbox-ready',
    configResolved: (config) => {
      mode = config.mode;
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (mode !== 'sandbox') return 'export async function sandboxReady() {}';
      const browser = JSON.stringify(resolve(root, 'sandbox/browser.ts'));
      return `export async function sandboxReady() {\n  const { startSandbox } = await import(${browser});\n  await startSandbox();\n}`;
    },
  };
}
