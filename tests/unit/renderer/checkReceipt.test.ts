// @vitest-environment node
/**
 * `npm run check` on receipt declarations (renderer/checkReceipt.ts): a region,
 * a figure or an action the screen does not have is refused with the file that
 * holds the mistake (a part, or the screen), the pointer and the fix.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkProject, type Finding } from '../../../scripts/schemaCheck.ts';
import { projectNames } from '../../../app/projectNames.ts';
import { scratchProject } from '../../support/scratchProject.ts';

const scratch = scratchProject();

const PART = 'schemas/parts/confirmCommon.json';
const receiptOf = (doc: Record<string, unknown>) => doc.receipt as Record<string, unknown>;
const findingsFor = (file: string, edit: (doc: Record<string, unknown>) => void, re: RegExp): Finding[] =>
  checkProject(scratch.edit(file, edit), projectNames()).filter((f) => re.test(f.message));

afterEach(() => scratch.remove());

describe('npm run check on receipts', () => {
  it('refuses a region no node has, in the part that declares it, with the keys to use', () => {
    const [f] = findingsFor(PART, (d) => (receiptOf(d).regions = ['disclosur', 'agree']), /no node with the key "disclosur"/);
    expect(f).toMatchObject({ file: PART, pointer: '/receipt/regions/0' });
    expect(f.fix).toMatch(/disclosure/);
  });

  it('refuses a figure that reads a rule the screen does not have', () => {
    const found = findingsFor(PART, (d) => ((receiptOf(d).figures as Record<string, unknown>).principal = { rule: 'principle' }), /unknown rule "principle"/);
    expect(found[0]).toMatchObject({ file: PART, pointer: '/receipt/figures/principal/rule' });
  });

  it('refuses an action no step of the screen runs, in the screen that names it', () => {
    const file = 'schemas/screens/confirmLoanNew.json';
    const [f] = findingsFor(file, (d) => (receiptOf(d).carriedBy = 'api.loanPush'), /no step of the screen runs "api.loanPush"/);
    expect(f).toMatchObject({ file, pointer: '/receipt/carriedBy' });
    expect(f.fix).toMatch(/api\.altPush/);
  });

  it('refuses a region holding a widget that does not say what it draws', () => {
    const [f] = findingsFor(PART, (d) => (receiptOf(d).regions = ['disclosure', 'notice']), /region "notice" holds a SuccessNotice/);
    expect(f.file).toBe(PART);
    expect(f.pointer).toBe('/fragments/notice/0/widget');
    expect(f.fix).toMatch(/widgets\/drawnTexts\.ts/);
  });

  it('refuses a receipt with no action to carry it', () => {
    const file = 'schemas/screens/confirmLoan.json';
    const [f] = findingsFor(file, (d) => delete d.receipt, /the receipt has no "carriedBy"/);
    expect(f.pointer).toBe('/receipt');
  });
});
