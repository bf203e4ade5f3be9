import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** What the house rule says about `code` written as the file `path` of the project. */
async function houseSays(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, path) });
  return result.messages.filter((m) => m.ruleId === 'house/imports-run-down').map((m) => m.message);
}

describe('lint: imports run down the floors, with no circles', () => {
  it('lets a file import its own floor and the floors below', async () => {
    expect(await houseSays('widgets/Probe.tsx', "import type { JsonObject } from '../renderer/types';\nexport type P = JsonObject;\n")).toEqual([]);
    expect(await houseSays('app/probe.ts', "import { actions } from '../actions';\nexport const a = actions;\n")).toEqual([]);
  });

  it('refuses an import of a floor above, naming both files and the order of the floors', async () => {
    const said = await houseSays('app/probe.ts', "import { startSandbox } from '../sandbox/browser';\nexport const s = startSandbox;\n");
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('app/probe.ts is on the app floor and may not import sandbox/browser.ts, on the sandbox floor above it');
    expect(said[0]).toContain('renderer < actions < widgets < app < sandbox < studio < scripts');
  });

  it('refuses an import that leads back to the file, with the way round', async () => {
    // renderer/checkScreenDoc.ts imports renderer/finding.ts: finding.ts taking anything from it closes a circle.
    const said = await houseSays('renderer/finding.ts', "import { ptr } from './checkScreenDoc';\nexport const p = ptr;\n");
    expect(said).toEqual([
      expect.stringContaining(
        'renderer/finding.ts imports renderer/checkScreenDoc.ts, which leads back to it: renderer/finding.ts → renderer/checkScreenDoc.ts → renderer/finding.ts',
      ),
    ]);
  });

  it('leaves the tests apart: they may import any floor', async () => {
    expect(await houseSays('tests/unit/probe.test.ts', "import { projectNames } from '../../app/projectNames';\nexport const n = projectNames;\n")).toEqual([]);
  });

  // The house as it is: `npm run lint` (in `npm test`, before this suite) runs the rule on every file as an
  // error. Linting the house again here took 13 s of every run and proved nothing more.
});
