/**
 * How the bundler writes one built file's links to another, read and rewritten after the build by
 * scripts/inlineEntry.ts (`start` handed over in the page) and scripts/routeMerge.ts (a route's files as one). One
 * reading for both: the shapes below are the bundler's (minified ES modules in `assets/`), and a file named in any
 * other shape is left alone or stops the build, never half rewritten.
 */
import { escapeRegExp } from '../renderer/index.ts';

/** The folder of the built files, under the output folder and in their addresses (`/assets/…`). */
export const ASSETS = 'assets';

/** The files of the pages' own entries (vite.config.ts `input`: the product's web views and the promotion pages). */
export const PAGE_ENTRIES = ['main', 'promo'];

/** The bundler's runtime helpers, a file of their own that the app's file and the routes' files import (the page carries them, scripts/inlineEntry.ts). */
export const RUNTIME = 'rolldown-runtime';

/** `/assets/f.js` or `assets/f.js` → `f.js`. */
export const bareName = (file: string) => file.replace(new RegExp(`^/?${ASSETS}/`), '');

/** The export list a built file ends in: `export{a as t,b};`, its names in group 1. */
export const EXPORT_LIST = /export\{([^}]*)\};?\s*$/;

/** The pairs of a list of names (`a as t,b` → [['a', 't'], ['b', undefined]]): an import's (exported, local) or an export's (local, exported). */
export const namePairs = (names: string): [string, string?][] =>
  names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => name.split(/\s+as\s+/) as [string, string?]);

/** `text` matched as it is inside a regular expression (a built file's name: its dots). */
export { escapeRegExp };

/** The shapes in which a built file names `file`, as global regular expressions. */
export function references(file: string) {
  const f = escapeRegExp(file);
  return {
    /** `import{a as b,c}from"./f.js";` (names in group 1). */
    named: new RegExp(`import\\{([^}]*)\\}from"\\./${f}";?`, 'g'),
    /** `import"./f.js";`: for its effects only. */
    bare: new RegExp(`import"\\./${f}";?`, 'g'),
    /** ``import(`./f.js`).then(e=>e.t)``: a dynamic import whose namespace is read once (the name in group 2). */
    dynamic: new RegExp(`import\\(\`\\./${f}\`\\)\\.then\\((\\w+)=>\\1\\.([\\w$]+)\\)`, 'g'),
    /** Any quoted `./f.js`. */
    any: new RegExp(`["'\`]\\./${f}["'\`]`, 'g'),
  };
}
