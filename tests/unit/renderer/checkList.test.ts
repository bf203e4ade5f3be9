// @vitest-environment node
/**
 * Check lists (renderer/checkList.ts, `checks` in a screen document; the
 * {"check": "name"} operation): items run in order, `stop` ends the list,
 * `applies` false passes without running anything, the first failure's
 * words; once per context like a rule, traced with every item's result.
 * And `npm run check` on them: expressions checked like a rule's, an unknown
 * list or a name listed twice reported with its pointer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evaluateChecks } from '../../../renderer/checkList.ts';
import { evaluate } from '../../../renderer/expressions.ts';
import { buildContext } from '../../../renderer/context.ts';
import { describeTrace } from '../../../renderer/describeTrace.ts';
import type { CheckList, Json, ScreenDoc, TraceEntry } from '../../../renderer/types.ts';
import { checkProject } from '../../../scripts/schemaCheck.ts';
import { widgets } from '../../../widgets/index.ts';
import { actions } from '../../../actions/index.ts';
import { endpointNames } from '../../../actions/api/endpoints.ts';
import { root } from '../../support/runScreen.ts';

const list: CheckList = {
  items: [
    { name: 'present', passes: { '!!': [{ var: 'data.x' }] }, says: 'nothing came', stop: true },
    { name: 'positive', passes: { '>': [{ var: 'data.x' }, 0] }, says: 'not positive' },
    { name: 'small', passes: { '<': [{ var: 'data.x' }, 10] }, says: 'too big' },
  ],
};
const screen = (checks: CheckList): ScreenDoc => ({ id: 't', body: [], checks: { offer: checks } });
const run = (x: Json, checks: CheckList = list) => evaluate({ check: 'offer' }, buildContext(screen(checks), { query: {}, data: { x } }), screen(checks));

describe('check lists', () => {
  it('passes when every item passes, with every result', () => {
    expect(run(5)).toEqual({ passed: true, failed: [], says: '', results: { present: true, positive: true, small: true } });
  });

  it('names every failed item in order; says what the first one says', () => {
    expect(run(-50)).toEqual({ passed: false, failed: ['positive'], says: 'not positive', results: { present: true, positive: false, small: true } });
    expect(run('abc')).toMatchObject({ failed: ['positive', 'small'], says: 'not positive' });
  });

  it('a failed `stop` item ends the list: the ones after it are neither run nor reported', () => {
    expect(run(0)).toEqual({ passed: false, failed: ['present'], says: 'nothing came', results: { present: false, positive: null, small: null } });
  });

  it('`applies` false: passes without running an item', () => {
    const asked: Json[] = [];
    const counted = evaluateChecks({ ...list, applies: false }, (expr) => {
      asked.push(expr);
      return expr;
    });
    expect(counted).toEqual({ passed: true, failed: [], says: '', results: { present: null, positive: null, small: null } });
    expect(asked).toEqual([false]);
    expect(run(0, { ...list, applies: { var: 'data.x' } })).toMatchObject({ passed: true });
  });

  it('is traced with every result, and described in words product staff read', () => {
    const trace: TraceEntry[] = [];
    evaluate({ check: 'offer' }, buildContext(screen(list), { query: {}, data: { x: 50 } }), screen(list), trace);
    const entry = trace.find((t) => t.kind === 'check')!;
    expect(entry).toMatchObject({ name: 'offer', value: { failed: ['small'], results: { small: false } } });
    expect(describeTrace(entry)).toBe('checks offer: failed small');
    expect(describeTrace({ ...entry, value: { passed: true, failed: [] } })).toBe('checks offer: passed');
  });

  it('an unknown list is an error of the screen, not a pass', () => {
    expect(() => evaluate({ check: 'nope' }, buildContext(screen(list), { query: {} }), screen(list))).toThrow(/Unknown check list "nope"/);
  });
});

describe('npm run check on check lists', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });
  const names = { widgets: Object.keys(widgets), actions: Object.keys(actions), endpoints: endpointNames };
  const withPart = (edit: (part: { checks: Record<string, { items: { name: string; passes: unknown; says?: unknown }[] }> }) => void) => {
    dir = mkdtempSync(join(tmpdir(), 'check-lists-'));
    cpSync(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
    cpSync(join(root, 'sandbox', 'scenarios'), join(dir, 'sandbox', 'scenarios'), { recursive: true });
    const file = join(dir, 'schemas', 'parts', 'confirmCommon.json');
    const part = JSON.parse(readFileSync(file, 'utf8'));
    edit(part);
    writeFileSync(file, JSON.stringify(part, null, 2));
    return checkProject(dir, names);
  };

  it('checks every expression of an item like a rule’s, pointing into the part that holds it', () => {
    const findings = withPart((p) => {
      p.checks.disclosure.items[1].passes = { '==': [{ rule: 'principl' }, { rule: 'headline' }] };
      p.checks.disclosure.items[2].says = { var: 'copy.refusedFigurs' };
    });
    expect(findings.find((f) => /unknown rule "principl"/.test(f.message))).toMatchObject({
      file: 'schemas/parts/confirmCommon.json',
      pointer: '/checks/disclosure/items/1/passes/==/0/rule',
    });
    expect(findings.find((f) => /no text "refusedFigurs"/.test(f.message))?.pointer).toBe('/checks/disclosure/items/2/says/var');
  });

  it('reports a check listed twice and a list that does not exist', () => {
    const findings = withPart((p) => {
      p.checks.disclosure.items[2].name = 'headline';
      (p as unknown as { rules: Record<string, unknown> }).rules.disclosurePassed = { get: [{ check: 'disclosur' }, 'passed'] };
    });
    expect(findings.find((f) => /check "headline" is listed twice/.test(f.message))?.pointer).toBe('/checks/disclosure/items/2/name');
    expect(findings.find((f) => /unknown check list "disclosur"/.test(f.message))?.fix).toMatch(/disclosure/);
  });
});
