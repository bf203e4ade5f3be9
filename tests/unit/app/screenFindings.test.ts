// @vitest-environment node
/**
 * The run-time meta-schema check without its weight (issues 18 and 31): a
 * build refuses a screen document the meta-schema refuses, in words, so a
 * built page checks nothing again and never fetches the check's code; where a
 * document may be anything (the dev server, these tests), the page checks it
 * in full and says what is wrong.
 */
import { join } from 'node:path';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import type { Plugin } from 'vite';
import { everyScreenChecked } from 'virtual:screen-checked';
import { refusedScreens, screenValidator } from '../../../scripts/screenValidatorPlugin.ts';
import { screenFindings } from '../../../app/screenFindings.ts';
import { checkScreen } from '../../../app/screens.ts';
import { loadScreenSource } from '../../support/loadScreenDoc.ts';
import orderDetail from '../../../schemas/screens/orderDetail.json' with { type: 'json' };

const root = join(import.meta.dirname, '..', '..', '..');
const metaSchema = join(root, 'schemas', 'screen.schema.json');

const validator = vi.hoisted(() => ({ calls: 0 }));
vi.mock('virtual:screen-validator', async (original) => {
  const real = (await original()) as { validateScreen: ((doc: unknown) => boolean) & { errors?: unknown } };
  const validateScreen = Object.assign(
    (doc: unknown) => {
      validator.calls++;
      const ok = real.validateScreen(doc);
      validateScreen.errors = real.validateScreen.errors;
      return ok;
    },
    { errors: null as unknown },
  );
  return { validateScreen };
});

/** A project root holding the meta-schema and these screen documents. */
function projectWith(screens: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'screens-'));
  mkdirSync(join(dir, 'schemas', 'screens'), { recursive: true });
  copyFileSync(metaSchema, join(dir, 'schemas', 'screen.schema.json'));
  for (const [id, doc] of Object.entries(screens)) writeFileSync(join(dir, 'schemas', 'screens', `${id}.json`), JSON.stringify(doc));
  return dir;
}

/** What the plugin's build start says for this project (null when it lets the build go on). */
function buildStartOf(project: string, command: 'build' | 'serve'): string | null {
  const plugin = screenValidator(project) as Plugin & { configResolved: (c: unknown) => void; buildStart: (this: unknown) => void };
  plugin.configResolved({ command });
  try {
    plugin.buildStart.call({
      error: (message: string) => {
        throw new Error(message);
      },
    });
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('a build checks every screen document it bundles', () => {
  it('every document on disk passes, so the build goes on', () => {
    expect(refusedScreens(metaSchema, join(root, 'schemas', 'screens'))).toBe('');
    expect(buildStartOf(root, 'build')).toBeNull();
  });

  it('a document the meta-schema refuses stops the build, naming the file, the place and what is wrong', () => {
    const project = projectWith({ orderDetail, broken: { ...orderDetail, id: 'broken', body: 'oops' } });
    const said = buildStartOf(project, 'build');
    expect(said).toContain('schemas/screens/broken.json#/body');
    expect(said).toContain('must be a list ([…])');
    expect(said).not.toContain('orderDetail.json');
    expect(said).toContain('npm run check:schemas');
    // The dev server lets it through: its page checks what it loads.
    expect(buildStartOf(project, 'serve')).toBeNull();
  });
});

describe('the run-time check where a document may be anything', () => {
  it('is on outside a build', () => {
    expect(everyScreenChecked).toBe(false);
  });

  it('checks a document in full, and says what is wrong', async () => {
    validator.calls = 0;
    await expect(screenFindings('complaint', loadScreenSource('complaint'))).resolves.toEqual({ findings: [], lines: [] });
    const { findings, lines } = await screenFindings('orderDetail', { ...orderDetail, body: 'oops' });
    expect(findings).toContainEqual(expect.objectContaining({ file: 'schemas/screens/orderDetail.json', pointer: '/body', message: 'must be a list ([…])' }));
    expect(lines[0]).toContain('orderDetail.json#/body');
    expect(validator.calls).toBe(2);
  });

  it("the app's check of a screen runs the validator", async () => {
    validator.calls = 0;
    await checkScreen('paymentGuide', { idle: false });
    expect(validator.calls).toBe(1);
  });
});
