// @vitest-environment node
/**
 * The check of shared parts (renderer/checkParts.ts through `npm run check`'s
 * scripts/schemaCheck.ts): a misspelt part or fragment is named with the
 * nearest one, a mistake inside a part is reported in the part's file (naming
 * the screen it was found through), a part file is checked against
 * schemas/part.schema.json, and a part no screen uses is reported.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject, type Finding } from '../../../scripts/schemaCheck.ts';
import { widgets } from '../../../widgets/index.ts';
import { actions } from '../../../actions/index.ts';
import { endpointNames } from '../../../actions/api/endpoints.ts';
import { root } from '../../support/runScreen.ts';

const names = { widgets: Object.keys(widgets), actions: Object.keys(actions), endpoints: endpointNames };
let dir = '';

type Doc = Record<string, unknown> & { body: Record<string, unknown>[]; uses?: string[] };

/** A copy of the project's schemas and fixtures with `edit` applied to one document. */
function projectWith(file: string, edit: (doc: Doc) => void): string {
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), 'parts-check-'));
    cpSync(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
    cpSync(join(root, 'sandbox', 'scenarios'), join(dir, 'sandbox', 'scenarios'), { recursive: true });
  }
  const path = join(dir, file);
  const doc = JSON.parse(readFileSync(path, 'utf8')) as Doc;
  edit(doc);
  writeFileSync(path, JSON.stringify(doc, null, 2));
  return dir;
}

const check = (d: string) => checkProject(d, names);
const about = (findings: Finding[], re: RegExp) => findings.filter((f) => re.test(f.message));

afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

describe('shared parts in the schema check', () => {
  it('a misspelt part name: reported at uses, with the part meant', () => {
    const [f] = about(check(projectWith('schemas/screens/repay.json', (d) => (d.uses = ['repayComon']))), /no part "repayComon"/);
    expect(f).toMatchObject({ file: 'schemas/screens/repay.json', pointer: '/uses/0' });
    expect(f.fix).toMatch(/^Use one of: repayCommon/);
  });

  it('a screen without its part: the fragments and constants the part gave it are missing', () => {
    const findings = check(projectWith('schemas/screens/repay.json', (d) => delete d.uses));
    const [f] = about(findings, /no fragment "payment"/);
    expect(f).toMatchObject({ file: 'schemas/screens/repay.json', pointer: '/body/0/children/2/fragment' });
    expect(f.fix).toMatch(/name the part under "uses"/);
    expect(about(findings, /no constant "rupeeFlag"/)).toHaveLength(1);
  });

  it('a misspelt fragment: reported where it is placed, with the fragments there are', () => {
    const findings = check(
      projectWith('schemas/screens/repayDelay.json', (d) => ((d.body[0].children as Record<string, unknown>[])[2] = { fragment: 'paymnet' })),
    );
    const [f] = about(findings, /no fragment "paymnet"/);
    expect(f).toMatchObject({ file: 'schemas/screens/repayDelay.json', pointer: '/body/0/children/2/fragment' });
    expect(f.fix).toMatch(/^Use one of: payment/);
    // The placement is not taken for a widget without a name.
    expect(about(findings, /unknown widget/)).toEqual([]);
  });

  it('a mistake inside a part is reported in the part’s file, once per screen that uses it, naming the screen', () => {
    const findings = check(
      projectWith('schemas/parts/repayCommon.json', (d) => {
        (d.rules as Record<string, unknown>).canPay = { var: 'constants.isDelayy' };
      }),
    );
    const found = about(findings, /no constant "isDelayy"/);
    expect(found.map((f) => [f.file, f.pointer])).toEqual([
      ['schemas/parts/repayCommon.json', '/rules/canPay/var'],
      ['schemas/parts/repayCommon.json', '/rules/canPay/var'],
    ]);
    expect(found.map((f) => f.message.match(/for (\S+), which uses this part/)?.[1]).sort()).toEqual([
      'schemas/screens/repay.json',
      'schemas/screens/repayDelay.json',
    ]);
  });

  it('a mistake in a fragment’s node is reported at the node in the part, not at its place in the screen', () => {
    const findings = check(
      projectWith('schemas/parts/confirmCommon.json', (d) => {
        const fragments = d.fragments as Record<string, Record<string, unknown>[]>;
        fragments.planAndAgreement[1].widget = 'AgreementChek';
      }),
    );
    const found = about(findings, /unknown widget "AgreementChek"/);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatchObject({ file: 'schemas/parts/confirmCommon.json', pointer: '/fragments/planAndAgreement/1/widget' });
    expect(found[0].fix).toMatch(/AgreementCheck/);
  });

  it('a text a part has in English only: reported in the part for Filipino', () => {
    const findings = check(projectWith('schemas/parts/repayCommon.json', (d) => delete (d.copy as Record<string, Record<string, unknown>>).fil.pay));
    const [f] = about(findings, /text missing in Filipino/);
    expect(f).toMatchObject({ file: 'schemas/parts/repayCommon.json', pointer: '/copy/fil/pay' });
  });

  it('a part file is checked against schemas/part.schema.json', () => {
    const findings = check(projectWith('schemas/parts/confirmCommon.json', (d) => (d.bodyy = [])));
    const [f] = about(findings, /unknown key "bodyy"/);
    expect(f).toMatchObject({ file: 'schemas/parts/confirmCommon.json', pointer: '' });
    expect(f.fix).toMatch(/schemas\/part\.schema\.json/);
  });

  it('a part no screen uses is reported (nothing in it would be checked)', () => {
    const d = projectWith('schemas/parts/confirmCommon.json', () => {});
    writeFileSync(join(d, 'schemas/parts/spare.json'), JSON.stringify({ $schema: '../part.schema.json', id: 'spare', constants: { x: 1 } }));
    const [f] = about(check(d), /no screen uses part "spare"/);
    expect(f).toMatchObject({ file: 'schemas/parts/spare.json' });
  });

  it('a fragment that places itself is named as such', () => {
    const findings = check(
      projectWith('schemas/parts/repayCommon.json', (d) => {
        (d.fragments as Record<string, unknown[]>).chooser.push({ fragment: 'chooser' });
      }),
    );
    const found = about(findings, /fragment "chooser" places itself/);
    expect(found[0]).toMatchObject({ file: 'schemas/parts/repayCommon.json', pointer: '/fragments/chooser/1/fragment' });
  });
});
