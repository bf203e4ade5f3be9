// @vitest-environment node
/**
 * `npm run check` on draft declarations (renderer/checkDraft.ts): local state
 * the screen does not have, a `never` for a key not kept, an askAgain key
 * that is not there, and a sending action no step runs are refused, with the
 * pointer and the fix; the declarations as written pass.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkProject, type Finding } from '../../../scripts/schemaCheck.ts';
import { projectNames } from '../../../app/projectNames.ts';
import { scratchProject } from '../../support/scratchProject.ts';

const scratch = scratchProject();

const BANK = 'schemas/screens/bindBank.json';
const COMPLAINT = 'schemas/screens/complainPageNext.json';
const draftOf = (doc: Record<string, unknown>) => doc.draft as Record<string, Record<string, unknown> & unknown>;
const findingsFor = (file: string, edit: (doc: Record<string, unknown>) => void): Finding[] =>
  checkProject(scratch.edit(file, edit), projectNames()).filter((f) => f.pointer.startsWith('/draft'));

afterEach(() => scratch.remove());

describe('npm run check on drafts', () => {
  it('passes the declarations as written (every screen: one project check)', () => {
    expect(findingsFor(BANK, () => {})).toEqual([]);
  });

  it('refuses a kept key the screen has no local state for, naming the nearest', () => {
    const [f] = findingsFor(COMPLAINT, (d) => (draftOf(d).keep.txt = true));
    expect(f).toMatchObject({ file: COMPLAINT, pointer: '/draft/keep/txt' });
    expect(f.message).toMatch(/local state "txt", which the screen does not have/);
    expect(f.fix).toMatch(/"state": text/);
  });

  it('refuses a kept expression that reads state the screen does not have', () => {
    const [f] = findingsFor(COMPLAINT, (d) => (draftOf(d).keep.images = { var: 'state.imagez' }));
    expect(f).toMatchObject({ pointer: '/draft/keep/images/var' });
    expect(f.message).toMatch(/local state "imagez"/);
  });

  it('refuses `never` for a key the draft does not keep', () => {
    const [f] = findingsFor(BANK, (d) => (draftOf(d).never = { valuez: { rule: 'accountNumberFields' } }));
    expect(f).toMatchObject({ pointer: '/draft/never/valuez' });
    expect(f.fix).toMatch(/values/);
  });

  it('refuses `never` that reads a rule the screen does not have', () => {
    const [f] = findingsFor(BANK, (d) => (draftOf(d).never = { values: { rule: 'accountNumbers' } }));
    expect(f).toMatchObject({ pointer: '/draft/never/values/rule' });
  });

  it('refuses an askAgain key the screen does not have', () => {
    const [f] = findingsFor(BANK, (d) => (draftOf(d).askAgain = 'retyped' as never));
    expect(f).toMatchObject({ pointer: '/draft/askAgain' });
    expect(f.fix).toMatch(/retype/);
  });

  it('refuses an askAgain key the draft also keeps', () => {
    const [f] = findingsFor(BANK, (d) => (draftOf(d).keep.retype = true));
    expect(f).toMatchObject({ pointer: '/draft/askAgain' });
    expect(f.message).toMatch(/both kept and asked again into/);
  });

  it('refuses a sending action no step of the screen runs: the draft would never be removed', () => {
    const [f] = findingsFor(COMPLAINT, (d) => (draftOf(d).clearedBy = ['api.problemSav'] as never));
    expect(f).toMatchObject({ pointer: '/draft/clearedBy/0' });
    expect(f.fix).toMatch(/api\.problemSave/);
  });

  it('refuses a declaration without what it keeps or what sends it (the meta-schema)', () => {
    const found = checkProject(
      scratch.edit(COMPLAINT, (d) => delete draftOf(d).clearedBy),
      projectNames(),
    ).filter((f) => f.file === COMPLAINT);
    expect(found.map((f) => f.message).join('\n')).toMatch(/"clearedBy" is missing/);
  });
});
