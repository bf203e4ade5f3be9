/**
 * The house's import rule (issue 32), as lint: imports only run down the
 * floors, and no file reaches itself through its imports.
 *
 * Floors, from the bottom: the schemas (JSON), the engine (renderer/), the
 * actions, the widgets, the app, the sandbox, the live preview (studio/), the
 * build and tool scripts, then the configuration files at the top. A file may
 * import its own floor and the floors below it. Tests stand apart: they may
 * import anything, and the rule does not follow imports into them (the
 * bench and the screenshots borrow tests/support's helpers).
 *
 * A circle is found by following the relative imports of the files on disk
 * (TypeScript's own reading of a file's imports, so comments and the code a
 * script writes in template strings are not imports), type-only ones included:
 * a type that two files take from each other still ties them together.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { importsNameTheirFile } from './importsNameTheirFile.js';
import { importedFile } from './resolveImport.js';

// fileURLToPath, not the URL's pathname: a checkout under a folder with a space in its name is %20 there.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The floors, bottom first. A folder not named here (tests, docs) is not a floor. */
export const FLOORS = ['schemas', 'renderer', 'actions', 'widgets', 'app', 'sandbox', 'studio', 'scripts', '(configuration)'];

/** The floor of a file of the project, or -1 for one that stands apart (tests). */
export function floorOf(file) {
  const path = relative(ROOT, file);
  if (path.startsWith('..')) return -1;
  const top = path.split(sep)[0];
  if (!path.includes(sep)) return /\.config\.[jt]s$/.test(top) ? FLOORS.indexOf('(configuration)') : -1;
  return FLOORS.indexOf(top);
}

/** The file a relative import names, or null (a package, a virtual module, a file that is not there). */
export function resolveImport(from, specifier) {
  return importedFile(from, specifier)?.file ?? null;
}

const importsOf = new Map();

/** The project files a file imports (read once per lint run). */
function projectImports(file) {
  let found = importsOf.get(file);
  if (!found) {
    found = [];
    if (/\.[jt]sx?$/.test(file)) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        const target = resolveImport(file, fileName);
        if (target) found.push(target);
      }
    }
    importsOf.set(file, found);
  }
  return found;
}

/** The shortest way from `start` back to `goal` through imports, as the files on it, or null. */
function wayBack(start, goal) {
  const seen = new Set([start]);
  const queue = [[start, [start]]];
  for (let at = 0; at < queue.length; at++) {
    const [file, path] = queue[at];
    for (const next of projectImports(file)) {
      if (next === goal) return path;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([next, [...path, next]]);
    }
  }
  return null;
}

const name = (file) => relative(ROOT, file);

export const importsRunDown = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports run down the floors of the house, and no file reaches itself through its imports.' },
    schema: [],
    messages: {
      up: '{{from}} is on the {{fromFloor}} floor and may not import {{to}}, on the {{toFloor}} floor above it: imports run down ({{floors}}). Move what both need down, or hand it in from above (a registry, a parameter, a virtual module the build provides).',
      circle: '{{from}} imports {{to}}, which leads back to it: {{way}}. Move what they share into a file of its own that both import (a type, a constant).',
    },
  },
  create(context) {
    const file = context.filename;
    const fromFloor = floorOf(file);
    if (fromFloor < 0) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = resolveImport(file, source.value);
      if (!target) return;
      const toFloor = floorOf(target);
      if (toFloor > fromFloor) {
        context.report({
          node,
          messageId: 'up',
          data: { from: name(file), to: name(target), fromFloor: FLOORS[fromFloor], toFloor: FLOORS[toFloor], floors: FLOORS.join(' < ') },
        });
        return;
      }
      const way = target === file ? [] : wayBack(target, file);
      if (way) context.report({ node, messageId: 'circle', data: { from: name(file), to: name(target), way: [file, ...way, file].map(name).join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

/** The house's lint plugin (eslint.config.js): its two import rules. */
export default { rules: { 'imports-run-down': importsRunDown, 'imports-name-their-file': importsNameTheirFile } };
