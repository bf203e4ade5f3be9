// @vitest-environment node
/**
 * Every operation declares what it takes and gives (renderer/operationSignatures.ts), and `npm run check` holds
 * every call to it: the number of arguments, a literal of the wrong kind, a misspelt operation's name.
 */
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../renderer/expressions.ts';
import { SIGNATURES } from '../../../renderer/operationSignatures.ts';
import { checkOperationCall, misspeltOperation } from '../../../renderer/checkOperationCall.ts';
import { checkProject, type Finding } from '../../../scripts/schemaCheck.ts';
import { projectNames } from '../../../app/projectNames.ts';
import { scratchProject } from '../../support/scratchProject.ts';
import type { Json } from '../../../renderer/types.ts';

const call = (op: string, arg: Json) => checkOperationCall(op, arg, OPERATIONS).map((f) => `${f.at}: ${f.message}`);

describe('operation signatures', () => {
  it('every operation the engine knows has one, and every signature is an operation', () => {
    expect(Object.keys(SIGNATURES).sort()).toEqual([...OPERATIONS].sort());
    for (const [op, signature] of Object.entries(SIGNATURES)) {
      // A rest parameter comes last; an optional one is not followed by a required one.
      const rest = signature.params.findIndex((p) => p.rest);
      expect(rest === -1 || rest === signature.params.length - 1, op).toBe(true);
      const optional = signature.params.findIndex((p) => p.optional);
      expect(optional === -1 || signature.params.slice(optional).every((p) => p.optional || p.rest), op).toBe(true);
    }
  });

  it('names a call with too few or too many arguments, with the way to write it', () => {
    expect(call('plural', [{ var: 'data.days' }])).toEqual(['/plural: "plural" takes 3 arguments (count, one, other); 1 given']);
    expect(checkOperationCall('plural', [1], OPERATIONS)[0].fix).toBe('Write it as {"plural": [count, one, other]}.');
    expect(call('str', ['a', 'b'])).toEqual(['/str: "str" takes 1 argument (value); 2 given']);
    expect(call('peso', [1, true, 'x'])).toEqual(['/peso: "peso" takes 1 to 2 arguments (centavos, flag); 3 given']);
    expect(call('if', [])).toEqual(['/if: "if" takes at least 1 argument (condition, then, more); 0 given']);
  });

  it('names a literal argument of a kind the operation cannot use; an expression in its place passes', () => {
    expect(call('fill', [12, {}])).toEqual(['/fill/0: "fill" takes a text as its template, not 12']);
    expect(call('rule', 5)).toEqual(['/rule: "rule" takes a name (a text) as its name, not 5']);
    expect(call('truncate', [{ var: 'x' }, 'ten'])).toEqual(['/truncate/1: "truncate" takes a number as its max, not "ten"']);
    expect(call('truncate', [{ var: 'x' }, '10'])).toEqual([]);
    expect(call('fill', [{ var: 'copy.hello' }, { name: { var: 'data.name' } }])).toEqual([]);
    expect(call('var', 'data.name')).toEqual([]);
    expect(call('cat', ['a', 1, { var: 'b' }, 'c'])).toEqual([]);
  });

  it('names a misspelt operation as such, and leaves plain objects alone', () => {
    expect(misspeltOperation('pesoo', [{ var: 'data.amount' }], OPERATIONS)).toMatchObject({ at: '/pesoo', message: 'unknown operation "pesoo"' });
    expect(misspeltOperation('pesoo', [1], OPERATIONS)?.fix).toMatch(/^Did you mean peso\?/);
    expect(misspeltOperation('plurl', [1, 'a', 'b'], OPERATIONS)?.fix).toMatch(/^Did you mean plural\?/);
    // Its one argument written alone, as a call.
    expect(misspeltOperation('pesoo', { var: 'data.amount' }, OPERATIONS)?.message).toBe('unknown operation "pesoo"');
    // Not a list of arguments, a short key, or nothing near: a plain object.
    expect(misspeltOperation('pesoo', 'text', OPERATIONS)).toBeNull();
    expect(misspeltOperation('items', [1, 2], OPERATIONS)).toBeNull();
    expect(misspeltOperation('tone', ['blue'], OPERATIONS)).toBeNull();
  });
});

describe('npm run check on operation calls', () => {
  const scratch = scratchProject();
  const one = (findings: Finding[], re: RegExp) => findings.find((f) => re.test(f.message));

  it('reports the file, the pointer and the fix of a wrong call and a misspelt operation', () => {
    const dir = scratch.edit('schemas/screens/orderDetail.json', (d) => {
      (d.rules as Record<string, unknown>).days = { plural: [{ var: 'data.detail.days' }] };
      (d.rules as Record<string, unknown>).amount = { pesoo: [{ var: 'data.detail.amount' }] };
      // A table row's condition is held to the signatures too (its reads are the table's inputs, not the context's).
      const rows = (d.tables as Record<string, { rows: { when: unknown }[] }>).statusButtons.rows;
      rows[0].when = { startsWith: [{ var: 'status' }] };
    });
    const findings = checkProject(dir, projectNames());
    scratch.remove();
    expect(one(findings, /"plural" takes 3 arguments/)).toMatchObject({
      file: 'schemas/screens/orderDetail.json',
      pointer: '/rules/days/plural',
      fix: 'Write it as {"plural": [count, one, other]}.',
    });
    expect(one(findings, /unknown operation "pesoo"/)).toMatchObject({ file: 'schemas/screens/orderDetail.json', pointer: '/rules/amount/pesoo' });
    expect(one(findings, /"startsWith" takes 2 arguments/)).toMatchObject({ pointer: '/tables/statusButtons/rows/0/when/startsWith' });
    // The row's read of its input is not taken for a context path.
    expect(findings.filter((f) => f.pointer.startsWith('/tables/statusButtons/rows/0/when/startsWith/0'))).toEqual([]);
  });
});
