// @vitest-environment node
/**
 * The action contracts (actions/contracts.ts) against the registry
 * (actions/index.ts): `npm run check` checks a step's args against its
 * action's contract, so an action without one would go unchecked and a
 * contract without an action would describe nothing.
 */
import { describe, expect, it } from 'vitest';
import { actions } from '../../../actions/index.ts';
import { actionContractsByName } from '../../../actions/contracts.ts';
import { endpoints } from '../../../actions/api/endpoints.ts';
import type { ValueSpec } from '../../../renderer/contract.ts';

const sorted = (names: string[]) => [...names].sort();

describe('the action contracts', () => {
  it('name exactly the actions of the registry', () => {
    expect(sorted(Object.keys(actionContractsByName))).toEqual(sorted(Object.keys(actions)));
  });

  it('each describe the action, and each allowed value fits its argument type', () => {
    const misfits: string[] = [];
    const visit = (at: string, spec: ValueSpec) => {
      if (!spec.description) misfits.push(`${at}: no description`);
      for (const v of spec.enum ?? []) {
        const fits =
          spec.type === 'number' ? typeof v === 'number' : spec.type === 'string' || spec.type === 'text' ? typeof v === 'string' : spec.type === 'any';
        if (!fits) misfits.push(`${at}: ${JSON.stringify(v)} is not a ${spec.type}`);
      }
      if (spec.ref && spec.type !== 'string') misfits.push(`${at}: a reference must be a string`);
      if (spec.items) visit(`${at}[]`, spec.items);
      for (const [name, field] of Object.entries(spec.fields ?? {})) visit(`${at}.${name}`, field);
    };
    for (const [action, contract] of Object.entries(actionContractsByName)) {
      if (!contract.description) misfits.push(`${action}: no description`);
      for (const [name, spec] of Object.entries(contract.args)) visit(`${action} ${name}`, spec);
    }
    expect(misfits).toEqual([]);
  });

  it('follow the endpoint table: a multipart endpoint needs its file, a query field is declared', () => {
    expect(actionContractsByName['api.uploadProblemImg'].args).toMatchObject({ file: { required: true } });
    expect(Object.keys(actionContractsByName['api.repaymentWay'].args)).toEqual(['orderId']);
    expect(actionContractsByName['api.recProductClick'].result).toMatch(/whole answer body/);
    expect(actionContractsByName['api.url'].args.endpoint.enum).toEqual(Object.keys(endpoints));
  });

  it('follow the bridge table: a message taking a text requires it, a bodyless one takes nothing', () => {
    expect(actionContractsByName['bridge.callPhone'].args).toEqual({ phone: expect.objectContaining({ type: 'string', required: true }) });
    expect(actionContractsByName['bridge.openPageWrapped'].args).toEqual({ url: expect.objectContaining({ type: 'string', required: true }) });
    expect(actionContractsByName['bridge.trackEvent'].args).toEqual({
      event: expect.objectContaining({ type: 'string', required: true }),
      params: expect.objectContaining({ type: 'object', required: false }),
    });
    expect(actionContractsByName['bridge.closeWebView'].args).toEqual({});
  });
});
