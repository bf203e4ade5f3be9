/**
 * What a screen's first render reads of what only the browser knows: the page's address (its query), the browser
 * (`env.userAgent`) and the day (`env.today`). The build draws each screen's first render once with these watched
 * (app/prerenderPage.tsx): a first render that read none of them is the same at every address, on every phone and
 * every day, so its markup goes into the HTML and the browser adopts it; one that read any is drawn by the app over
 * the loader. Found by drawing, not by reading the document, so a rule or table that reads the query counts too.
 */
import type { JsonObject } from '../renderer/index.ts';

export interface AddressReads {
  /** The query to draw with: reading any key, or listing the keys, is noted. */
  query: { [key: string]: string };
  /** `env` as given, with its address-dependent entries watched. */
  env: JsonObject;
  /** What was read (`query.id`, `query` for a listing, `env.userAgent`). */
  reads: Set<string>;
}

/** The entries of `env` that differ by phone or by day (`lang` is in the hydrate key, `path` is the route's). */
const WATCHED_ENV = new Set(['userAgent', 'today']);

export function addressReads(env: JsonObject): AddressReads {
  const reads = new Set<string>();
  const query = new Proxy({} as { [key: string]: string }, {
    get(target, key) {
      if (typeof key === 'string') reads.add(`query.${key}`);
      return Reflect.get(target, key);
    },
    has(target, key) {
      if (typeof key === 'string') reads.add(`query.${key}`);
      return Reflect.has(target, key);
    },
    ownKeys(target) {
      reads.add('query');
      return Reflect.ownKeys(target);
    },
  });
  const watchedEnv = new Proxy(env, {
    get(target, key) {
      if (typeof key === 'string' && WATCHED_ENV.has(key)) reads.add(`env.${key}`);
      return Reflect.get(target, key);
    },
  });
  return { query, env: watchedEnv, reads };
}
