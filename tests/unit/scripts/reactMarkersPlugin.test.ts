// @vitest-environment node
/**
 * scripts/reactMarkersPlugin.ts: react-dom's production client, as the build bundles it, makes no error while its
 * module runs (each one costs a parse of the whole module where a debugger is attached, docs/decisions/056), and its
 * markers still look to React as they did; a react-dom whose markers changed stops the build in words.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { REACT_MARKERS, reactMarkers, withStacklessMarkers } from '../../../scripts/reactMarkersPlugin.ts';

const require = createRequire(import.meta.url);
const clientPath = join(dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js');
const client = readFileSync(clientPath, 'utf8');

/** Runs a react-dom client module as the bundle does, counting the errors made while it runs; returns its markers. */
function runClient(code: string) {
  const made: string[] = [];
  const CountedError = new Proxy(Error, {
    construct: (target, args, newTarget) => (made.push(String(args[0])), Reflect.construct(target, args, newTarget)),
    apply: (target, self, args) => (made.push(String(args[0])), Reflect.apply(target, self, args)),
  });
  const module = { exports: {} };
  const run = new Function('module', 'exports', 'require', 'Error', `${code}\nreturn { ${REACT_MARKERS.join(', ')} };`);
  const markers = run(module, module.exports, require, CountedError) as Record<string, unknown>;
  return { made, markers };
}

describe('reactMarkers', () => {
  it('react-dom’s client as bundled makes no error while its module runs (as published it makes one per marker)', () => {
    expect(runClient(client).made).toHaveLength(REACT_MARKERS.length);
    expect(runClient(withStacklessMarkers(client)).made).toEqual([]);
  });

  it('each marker is still an Error to React and to a reader: its prototype and React’s own message, and no stack', () => {
    const { markers } = runClient(withStacklessMarkers(client));
    for (const name of REACT_MARKERS) {
      const marker = markers[name] as Error;
      expect(marker, name).toBeInstanceOf(Error);
      expect(marker.message, name).toMatch(/^Minified React error #\d+; visit https:\/\/react\.dev\/errors\/\d+/);
      expect(Object.prototype.hasOwnProperty.call(marker, 'stack'), name).toBe(false);
    }
    // Distinct objects: React tells them apart by identity.
    expect(new Set(REACT_MARKERS.map((name) => markers[name])).size).toBe(REACT_MARKERS.length);
  });

  it('a react-dom whose markers changed stops the build, naming them and the file to update', () => {
    const renamed = client.replace('SuspenseyCommitException = Error(', 'SuspenseyCommitError = Error(');
    expect(() => withStacklessMarkers(renamed)).toThrow(/SuspenseyCommitException.*REACT_MARKERS in scripts\/reactMarkersPlugin\.ts/);
    const twice = `${client}\nvar SuspenseException = Error(formatProdErrorMessage(460));`;
    expect(() => withStacklessMarkers(twice)).toThrow(/SuspenseException/);
  });

  it('rewrites react-dom’s production client only, and only in a build', () => {
    const plugin = reactMarkers() as Plugin & { transform: (code: string, id: string) => { code: string } | null };
    expect(plugin.apply).toBe('build');
    expect(plugin.transform(client, clientPath)?.code).toBe(withStacklessMarkers(client));
    expect(plugin.transform('const x = Error(formatProdErrorMessage(460));', '/work/app/boot.tsx')).toBeNull();
    expect(plugin.transform(client, clientPath.replace('production', 'development'))).toBeNull();
  });
});
