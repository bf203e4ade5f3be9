/**
 * React's client makes five errors when its module runs (`var SuspenseException = Error(…)`, decision 056). They
 * are markers it throws to itself and recognises by identity (a component suspends, a hydration mismatch); no
 * borrower ever sees one. Where a debugger asks V8 for the stack of every new error (Playwright, so every e2e page
 * load; DevTools; a debuggable web view while DevTools is attached), V8 parses react-dom's whole module again to
 * record where each was made: 100–200 ms on this machine, in the task that runs the app's code. Lighthouse does not
 * ask, and a phone with nothing attached never pays it (both measured: decision 056).
 *
 * In a build the markers are made without a stack: objects of Error's prototype with React's own message
 * (`instanceof Error` and `message` as before, no `stack`). React compares them only by identity. The transform
 * keeps every line where it was, and gives no source map of its own.
 *
 * The build stops if react-dom no longer makes exactly these markers, once each, in this form, so that an upgrade
 * of React cannot drop the change unseen.
 */
import type { Plugin } from 'vite';

/** The markers in react-dom 19's production client, by their names there. */
export const REACT_MARKERS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const MARKER = new RegExp(`\\b(${REACT_MARKERS.join('|')}) = Error\\(formatProdErrorMessage\\((\\d+)\\)\\)`, 'g');

/** An error-like marker that records no stack: `instanceof Error`, React's message, nothing else. */
const stackless = (message: string) => `Object.create(Error.prototype, { message: { value: ${message}, writable: true, configurable: true } })`;

/** react-dom's production client with its markers made without a stack; throws when they are not all there, once each. */
export function withStacklessMarkers(code: string): string {
  const found: string[] = [];
  const out = code.replace(MARKER, (_all, name: string, id: string) => {
    found.push(name);
    return `${name} = ${stackless(`formatProdErrorMessage(${id})`)}`;
  });
  const missing = REACT_MARKERS.filter((name) => found.filter((f) => f === name).length !== 1);
  if (missing.length)
    throw new Error(
      `reactMarkers: react-dom's production client no longer makes ${missing.join(', ')} as \`Name = Error(formatProdErrorMessage(N))\`, once each. ` +
        "Read the new version's markers and update REACT_MARKERS in scripts/reactMarkersPlugin.ts (docs/decisions/056).",
    );
  return out;
}

/** The Vite plugin: rewrites react-dom's production client in every build that bundles it. */
export function reactMarkers(): Plugin {
  return {
    name: 'react-markers',
    apply: 'build',
    transform(code, id) {
      if (!CLIENT.test(id)) return null;
      return { code: withStacklessMarkers(code), map: null };
    },
  };
}
