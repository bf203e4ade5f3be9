/**
 * `npm run preview` (and the e2e server) serve the build the way README
 * "Hosting" says a host should: scripts/hostingRule.ts decides which file an
 * address gets, with its status; pages go out with the preview's headers
 * (the Content-Security-Policy). Vite's own serving handles everything else.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { hostedFile } from './hostingRule';

export function hosting(): Plugin {
  return {
    name: 'hosting-rule',
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir);
      const headers = server.config.preview.headers ?? {};
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        const { file, status } = hostedFile(dir, pathname);
        if (!file) {
          // A missing file (an old chunk, a mistyped picture) is a plain 404, never a page.
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          return res.end('Not found');
        }
        // Files (assets, pictures, the service worker) are Vite's; pages are served here.
        if (!file.endsWith('.html')) return next();
        const body = readFileSync(file);
        res.statusCode = status;
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value as string);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
