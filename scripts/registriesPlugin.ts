/**
 * The dev server keeps the widget and action registries written from their contracts (decision 052): when a widget's
 * contract or component appears, goes or its contract changes, or an action group's files do, the registries are
 * written again (scripts/writeRegistries.ts, in a process of its own: it loads the contracts with tsx). So
 * `npm start` draws a new widget without a command; builds and test runs only read the registries, and
 * `npm run check` says when one is behind.
 */
import { execFile } from 'node:child_process';
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';

/** Files whose coming or going changes a registry. */
const LISTED = /^(?:widgets\/[^/]+\.(?:contract\.ts|tsx)|actions\/[^/]+\/[^/]+(?:Actions|Contracts)\.ts)$/;
/** Files whose text says something a registry is written from (`code`, `pack`). */
const READ = /^(?:widgets\/[^/]+\.contract\.ts|actions\/[^/]+\/[^/]+Contracts\.ts)$/;

export function registries(root: string): Plugin {
  return {
    name: 'registries',
    apply: 'serve',
    configureServer(server) {
      // The test runner starts a server too: it reads the registries as they are, like the check.
      if (process.env.VITEST) return;
      const { logger } = server.config;
      let running = false;
      let again = false;
      const write = () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        execFile(process.execPath, ['--import', 'tsx', 'scripts/writeRegistries.ts'], { cwd: root }, (error, stdout, stderr) => {
          for (const line of stdout.split('\n').filter(Boolean)) logger.info(`registries: ${line}`, { timestamp: true });
          // What a widget or an action is missing, in the check's words (file, pointer, fix).
          if (error) logger.warn(`registries: ${stderr.trim() || error.message}`, { timestamp: true });
          running = false;
          if (again) {
            again = false;
            write();
          }
        });
      };
      const path = (file: string) => relative(root, file).split(sep).join('/');
      const listed = (file: string) => LISTED.test(path(file)) && write();
      server.watcher.on('add', listed);
      server.watcher.on('unlink', listed);
      server.watcher.on('change', (file) => READ.test(path(file)) && write());
      write();
    },
  };
}
