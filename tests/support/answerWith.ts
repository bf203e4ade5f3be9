/**
 * Answers one endpoint, for the rest of the test, with a scenario's answer
 * changed by `edit`: the way to feed a hostile value into one field of a real
 * answer without writing a fixture per value. The request is logged like the
 * sandbox logs it (runScreen's `effects.requests`). tests/setup.ts resets the
 * handlers after each test.
 */
import { HttpResponse } from 'msw';
import type { EndpointName } from '../../actions/api/endpoints.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { overrideEndpoint } from './overrideEndpoint.ts';

export type Body = Record<string, unknown>;

/** A scenario's answer body for an endpoint, as a fresh copy. */
export function scenarioBody(endpoint: EndpointName, scenarioName = 'default'): Body {
  const body = scenario(scenarioName)?.responses?.[endpoint]?.body;
  if (!body || typeof body !== 'object') throw new Error(`scenario "${scenarioName}" has no JSON answer for ${endpoint}`);
  return structuredClone(body) as Body;
}

export function answerWith(endpoint: EndpointName, edit: (body: Body) => Body | void, scenarioName = 'default'): void {
  const original = scenarioBody(endpoint, scenarioName);
  const body = edit(original) ?? original;
  overrideEndpoint(endpoint, () => HttpResponse.json(body));
}

/** Sets (or, for undefined, removes) the field at a dotted path such as "data.playeduL". */
export function setField(body: Body, path: string, value: unknown): void {
  const keys = path.split('.');
  let at = body;
  for (const key of keys.slice(0, -1)) {
    if (!at[key] || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as Body;
  }
  const last = keys[keys.length - 1];
  if (value === undefined) delete at[last];
  else at[last] = value;
}
