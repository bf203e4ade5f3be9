/**
 * Lint: a relative import names its file with its extension, and a JSON import carries `with { type: 'json' }`
 * (scripts/eslint/importsNameTheirFile.js): what keeps Vite's config-loader warnings out of every build and test run.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });
const fixer = new ESLint({ cwd: root, fix: true });

const RULE = 'house/imports-name-their-file';

async function said(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

async function fixed(path: string, code: string): Promise<string | undefined> {
  const [result] = await fixer.lintText(code, { filePath: resolve(root, path) });
  return result.output;
}

describe('lint: imports name their file', () => {
  it('passes an import written with its file, a package, and a JSON import that says it is JSON', async () => {
    const code = [
      "import type { JsonObject } from '../renderer/types.ts';",
      "import { useState } from 'react';",
      "import config from '../schemas/config.json' with { type: 'json' };",
      "import type Copy from '../schemas/copy.json';",
      'export const x: [JsonObject, unknown, unknown, Copy | null] = [{}, useState, config, null];',
      '',
    ].join('\n');
    expect(await said('app/probe.ts', code)).toEqual([]);
  });

  it('names the file of an import without its extension, and of a folder, and fixes both', async () => {
    const code = "import { actions } from '../actions';\nimport { Button } from '../widgets/Button';\nexport const a = [actions, Button];\n";
    expect(await said('app/probe.ts', code)).toEqual([expect.stringContaining("'../actions/index.ts'"), expect.stringContaining("'../widgets/Button.tsx'")]);
    expect(await fixed('app/probe.ts', code)).toContain("from '../actions/index.ts';\nimport { Button } from '../widgets/Button.tsx';");
  });

  it('reads dynamic imports and re-exports too', async () => {
    const code = "export { settings } from './settings';\nexport const later = () => import('./startApp');\n";
    expect(await said('app/probe.ts', code)).toEqual([expect.stringContaining("'./settings.ts'"), expect.stringContaining("'./startApp.ts'")]);
  });

  it('asks a JSON import for its type, and says when an import names no file', async () => {
    expect(await said('app/probe.ts', "import lender from '../schemas/lender.json';\nexport const l = lender;\n")).toEqual([
      expect.stringContaining("with { type: 'json' }"),
    ]);
    expect(await fixed('app/probe.ts', "import lender from '../schemas/lender.json';\nexport const l = lender;\n")).toContain(
      "import lender from '../schemas/lender.json' with { type: 'json' };",
    );
    expect(await said('app/probe.ts', "import { gone } from './noSuchFile';\nexport const g = gone;\n")).toEqual([
      expect.stringContaining("'./noSuchFile' names no file"),
    ]);
  });
});
