/**
 * The production build turns Vite's module preloading off (`modulePreload: false`, decision 036 amended): the
 * route's HTML already links the files its first render needs (scripts/routePreloads.ts), so the lists of every
 * dynamic import's files Vite wrote into the app's code (≈ 0.5 KiB on every page) bought nothing. With it, Vite
 * also stopped linking the files an entry imports statically (`start`), which the browser would then find only
 * after the entry's own file: a round trip. This links them, as Vite did.
 */
import type { ConfigEnv, Plugin, UserConfig } from 'vite';

/** A build where Vite's own module preloading is off (the production and e2e builds): the plugins that stand in for it apply there only. */
export const vitePreloadingOff = (config: UserConfig, { command }: Pick<ConfigEnv, 'command'>): boolean =>
  command === 'build' && config.build?.modulePreload === false;

export function entryPreloads(): Plugin {
  let base = '/';
  return {
    name: 'entry-preloads',
    // Only where Vite's own preloading is off (the production and e2e builds): elsewhere Vite links them itself.
    apply: vitePreloadingOff,
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { chunk, bundle }) {
        if (!chunk || !bundle) return undefined;
        const files: string[] = [];
        const visit = (file: string) => {
          if (files.includes(file)) return;
          files.push(file);
          const inner = bundle[file];
          if (inner?.type === 'chunk') inner.imports.forEach(visit);
        };
        chunk.imports.forEach(visit);
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}
