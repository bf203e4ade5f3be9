/**
 * `npm run preview` (and the e2e server) serve the build the way docs/hosting.md says a host should: scripts/sendHosted.ts answers every address
 * (scripts/hostingRule.ts decides the file and status, scripts/cacheControl.ts
 * how long it may be kept, with 304s to revalidations), with the preview's
 * headers (the Content-Security-Policy) as Vite's own file serving sends them,
 * the hashes of the pages' own scripts added (the build's, scripts/inlineEntry.ts).
 * Other methods (the CSP reports' POST) go on to the next middleware.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { withScriptHashes, readScriptHashes } from './csp.ts';
import { sendHosted } from './sendHosted.ts';

export function hosting(): Plugin {
  return {
    name: 'hosting-rule',
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir);
      const headers = withScriptHashes(
        Object.fromEntries(Object.entries(server.config.preview.headers ?? {}).map(([name, value]) => [name, String(value)])),
        readScriptHashes(dir),
      );
      server.middlewares.use((req, res, next) => {
        if (!sendHosted(req, res, dir, { headers: () => headers })) next();
      });
    },
  };
}
