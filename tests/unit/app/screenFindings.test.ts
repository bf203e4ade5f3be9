/**
 * The run-time meta-schema check without its weight (issue 18): a document
 * the build accepted passes on its fingerprint, so the page downloads no
 * validator; any other document is checked in full.
 */
import { join } from 'node:path';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { checkedScreenFingerprints } from '../../../scripts/screenValidatorPlugin';
import { withoutReadersNotes } from '../../../scripts/leanSchemasPlugin';
import { screenFingerprint } from '../../../app/screenFingerprint';
import { screenFindings } from '../../../app/screenFindings';
import { loadScreenSource, screenIdsOnDisk } from '../../support/loadScreenDoc';
import orderDetail from '../../../schemas/screens/orderDetail.json';

const root = join(import.meta.dirname, '..', '..', '..');
const metaSchema = join(root, 'schemas', 'screen.schema.json');

const validator = vi.hoisted(() => ({ calls: 0 }));
vi.mock('virtual:screen-checked', async () => {
  const { screenFingerprint: fp } = await import('../../../app/screenFingerprint');
  const doc = (await import('../../../schemas/screens/orderDetail.json')).default;
  return { checkedScreens: [fp(doc)] };
});
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

describe("the build's list of checked documents", () => {
  it('holds every screen document on disk (all valid), as written and as a build bundles it, and not one the meta-schema refuses', () => {
    const dir = mkdtempSync(join(tmpdir(), 'screens-'));
    const broken = { id: 'broken', body: 'oops' };
    writeFileSync(join(dir, 'broken.json'), JSON.stringify(broken));
    writeFileSync(join(dir, 'orderDetail.json'), JSON.stringify(orderDetail));
    expect(checkedScreenFingerprints(metaSchema, dir)).toEqual([screenFingerprint(orderDetail), screenFingerprint(withoutReadersNotes(orderDetail))]);
    const checked = checkedScreenFingerprints(metaSchema, join(root, 'schemas', 'screens'));
    for (const id of screenIdsOnDisk()) {
      const doc = JSON.parse(readFileSync(join(root, 'schemas', 'screens', `${id}.json`), 'utf8'));
      expect(checked).toContain(screenFingerprint(doc));
      expect(checked).toContain(screenFingerprint(withoutReadersNotes(doc)));
    }
  });

  it('a fingerprint changes with any change to the document', () => {
    const changed = { ...orderDetail, title: 'x' };
    expect(screenFingerprint(changed)).not.toBe(screenFingerprint(orderDetail));
    expect(screenFingerprint(JSON.parse(JSON.stringify(orderDetail)))).toBe(screenFingerprint(orderDetail));
  });
});

describe('the run-time check', () => {
  it('passes a document the build checked without the validator', async () => {
    await expect(screenFindings('orderDetail', orderDetail)).resolves.toEqual({ findings: [], lines: [] });
    expect(validator.calls).toBe(0);
  });

  it('checks any other document in full, and says what is wrong', async () => {
    await expect(screenFindings('complaint', loadScreenSource('complaint'))).resolves.toEqual({ findings: [], lines: [] });
    const { findings, lines } = await screenFindings('orderDetail', { ...orderDetail, body: 'oops' });
    expect(findings).toContainEqual(expect.objectContaining({ file: 'schemas/screens/orderDetail.json', pointer: '/body', message: 'must be a list ([…])' }));
    expect(lines[0]).toContain('orderDetail.json#/body');
    expect(validator.calls).toBe(2);
  });
});
