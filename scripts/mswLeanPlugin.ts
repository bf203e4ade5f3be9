/**
 * msw as the sandbox's builds bundle it (the e2e build every Playwright test loads, the live preview), without
 * two costs every page start pays and no sandbox answer uses (docs/decisions/058):
 * - **its cookie jar**, tough-cookie 4 with the public suffix list (about 150 KB of the sandbox's chunk, mapped
 *   into objects when the module runs): msw's `../cookieStore.mjs` is `sandbox/cookieJar.ts` instead, which keeps
 *   what an answer sets for the page's life (msw's kept it in localStorage; `document.cookie` still does);
 * - **a call frame per handler**: each handler makes `new Error()` to record where it was declared, for a log
 *   line msw never prints with `quiet`. Where a debugger is attached (Playwright, DevTools) V8 then parses the whole
 *   chunk again to place those frames (decision 056 measured the same for React). The handlers record none.
 *
 * Builds only: `npm start` and vitest run msw as published. The build stops, in words, when msw's files no
 * longer have what this replaces, so an upgrade cannot drop the change unseen.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** msw's modules that ask for its cookie jar, and how they name it. */
const JAR_USERS = /[\\/]msw[\\/]lib[\\/]core[\\/]utils[\\/]request[\\/][^\\/]+\.mjs$/;
const JAR = '../cookieStore.mjs';
/** The handler classes that record where they were declared. */
const HANDLERS = /[\\/]msw[\\/]lib[\\/]core[\\/]handlers[\\/](RequestHandler|WebSocketHandler)\.mjs$/;
const CALL_FRAME = 'getCallFrame(new Error())';

const stop = (what: string) =>
  new Error(`mswLean: msw ${what}. Read the new version and update scripts/mswLeanPlugin.ts (docs/decisions/058), or remove the plugin.`);

/** A handler module of msw with no call frame recorded; throws when it does not record one exactly once. */
export function withoutCallFrame(code: string, id: string): string {
  const count = code.split(CALL_FRAME).length - 1;
  if (count !== 1) throw stop(`${id} has \`${CALL_FRAME}\` ${count} times, not once`);
  return code.replace(CALL_FRAME, 'undefined');
}

export function mswLean(root: string): Plugin {
  const jar = resolve(root, 'sandbox/cookieJar.ts');
  let jarAsked = false;
  let handlersSeen = false;
  return {
    name: 'msw-lean',
    apply: 'build',
    // Before Vite's own resolver, which would find msw's jar first.
    enforce: 'pre',
    buildStart() {
      jarAsked = false;
      handlersSeen = false;
    },
    resolveId(source, importer) {
      if (source !== JAR || !importer || !JAR_USERS.test(importer)) return null;
      jarAsked = true;
      return jar;
    },
    transform(code, id) {
      if (!HANDLERS.test(id)) return null;
      handlersSeen = true;
      return { code: withoutCallFrame(code, id), map: null };
    },
    buildEnd(error) {
      // A build with msw's handlers in it asks for the jar too; one that no longer does would bundle tough-cookie again.
      if (!error && handlersSeen && !jarAsked) this.error(stop(`no longer asks for its cookie jar as ${JAR} from lib/core/utils/request/`));
    },
  };
}
