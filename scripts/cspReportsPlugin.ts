/**
 * Collects Content-Security-Policy violation reports on the preview server
 * (POST /__csp-report, the policy's report-uri) into a JSON-lines file, so the
 * Playwright run can fail when any page broke the policy (tests/e2e/cspTeardown.ts).
 * GET answers the reports collected so far (the CSP probe test reads them).
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export const CSP_REPORT_PATH = '/__csp-report';

export function readReports(file: string): unknown[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as unknown);
}

export function cspReports(file: string): Plugin {
  return {
    name: 'csp-reports',
    configurePreviewServer(server) {
      server.middlewares.use(CSP_REPORT_PATH, (req, res) => {
        if (req.method === 'GET') {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(readReports(file)));
          return;
        }
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          try {
            appendFileSync(file, JSON.stringify(JSON.parse(body)) + '\n');
          } catch {
            appendFileSync(file, JSON.stringify({ unreadable: body }) + '\n');
          }
          res.statusCode = 204;
          res.end();
        });
      });
    },
  };
}
