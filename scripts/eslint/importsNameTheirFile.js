/**
 * A relative import names its file, extension included ('./Button.tsx',
 * '../renderer/index.ts', never './Button' or '../renderer'), and a JSON
 * import says it is JSON (`with { type: 'json' }`).
 *
 * Why: Vite loads vite.config.ts and the 50-odd files it imports with its
 * config loader, which prints a warning for every import its native loader
 * would refuse (about 160 lines on every build and every vitest run), and
 * Node's own module loader refuses them too. One way for every file keeps the
 * output clean and lets any file move into the configuration's graph. The fix
 * is offered (`eslint --fix`) when the file is found on disk.
 */
import { dirname, resolve } from 'node:path';
import { importedFile, isFile } from './resolveImport.js';

export const importsNameTheirFile = {
  meta: {
    type: 'problem',
    fixable: 'code',
    docs: { description: 'A relative import names its file with its extension; a JSON import carries its type.' },
    schema: [],
    messages: {
      extension: "Write the file this import names, extension included: '{{fixed}}' (Vite's config loader and Node refuse '{{written}}').",
      unknown: "'{{written}}' names no file: write the file with its extension ('./name.ts', './name.tsx', './folder/index.ts').",
      json: "A JSON import says so: add `with { type: 'json' }` (Vite's config loader and Node refuse it without).",
    },
  },
  create(context) {
    const file = context.filename;
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const written = source.value;
      if (isFile(resolve(dirname(file), written.split('?')[0]))) return;
      const fixed = importedFile(file, written)?.written;
      if (!fixed) return context.report({ node: source, messageId: 'unknown', data: { written } });
      const quote = source.raw[0];
      context.report({ node: source, messageId: 'extension', data: { written, fixed }, fix: (fixer) => fixer.replaceText(source, `${quote}${fixed}${quote}`) });
    };
    const checkJson = (node) => {
      if (node.importKind === 'type' || !/\.json$/.test(String(node.source?.value))) return;
      const attributes = node.attributes ?? node.assertions ?? [];
      if (attributes.some((a) => (a.key.name ?? a.key.value) === 'type' && a.value.value === 'json')) return;
      context.report({ node, messageId: 'json', fix: (fixer) => fixer.insertTextAfter(node.source, " with { type: 'json' }") });
    };
    return {
      ImportDeclaration: (node) => {
        check(node, node.source);
        checkJson(node);
      },
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
