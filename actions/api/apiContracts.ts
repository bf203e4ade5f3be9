/**
 * What the `api.<name>` actions take and answer (renderer/contract.ts),
 * derived from the endpoint table the actions themselves are built from
 * (apiActions.ts): a new endpoint has its action and its contract with no
 * line written here.
 *
 * A call's args are its payload, sent as the endpoint's fields under their
 * own names, so they are free (`openArgs`). Declared are only the ones the
 * code itself treats apart: the fields `queryPayload` puts in the address,
 * and a multipart endpoint's file.
 */
import type { ActionContract, ValueSpec } from '../../renderer/contract.ts';
import { actionContracts } from '../../renderer/contract.ts';
import { endpointNames, endpoints, queryPayload, type Endpoint, type EndpointName } from './endpoints.ts';

/** What the action hands to `then`, by the endpoint's `result`. */
const RESULTS: Record<NonNullable<Endpoint['result']>, string> = {
  data: "The answer's `data` (null when it has none).",
  body: 'The whole answer body: `code`, `message`, `data` and any fields beside them.',
};

/** When the call fails with kind server, by the client's success rule (clients.ts isSuccess). */
function failureRule(endpoint: Endpoint): string {
  switch (endpoint.client) {
    case 'engagement':
      return 'fails (kind server) unless `code` is 0';
    case 'json':
    case 'form':
      return 'fails (kind server) unless `code` is "00"';
    case 'promo':
      return endpoint.successCodes
        ? `fails (kind server) unless \`code\` is ${endpoint.successCodes.map((c) => `"${c}"`).join(' or ')}`
        : 'the screen reads `code` itself';
  }
}

function argsOf(name: EndpointName, endpoint: Endpoint): { [arg: string]: ValueSpec } {
  const args: { [arg: string]: ValueSpec } = {};
  for (const field of queryPayload[name] ?? []) {
    args[field] = { type: 'any', description: `Sent in the address's query string, not in the body (a page's common parameter of the same name is replaced).` };
  }
  if (endpoint.multipart) {
    // callEndpoint refuses the call (kind rejected) without it.
    args.file = { type: 'any', required: true, description: `The picked file, uploaded as the form field "${endpoint.multipart}".` };
    args.progress = {
      type: 'string',
      description: 'A state key the share of the file sent so far (0-100) is written to while it uploads (not sent).',
    };
  }
  return args;
}

function contractOf(name: EndpointName, endpoint: Endpoint): ActionContract {
  return {
    description: `Calls ${endpoint.method} ${endpoint.path} with the args as its fields (plus the common parameters); it ${failureRule(endpoint)}${endpoint.quiet ? ', and its failures are never shown to the borrower' : ''}.`,
    args: argsOf(name, endpoint),
    openArgs: true,
    result: RESULTS[endpoint.result ?? 'data'],
  };
}

/** The endpoints that are called (not binary): each is an action. */
type CalledEndpoint = { [N in EndpointName]: (typeof endpoints)[N] extends { binary: true } ? never : N }[EndpointName];

export const apiContracts = {
  // Binary endpoints (the captcha image) have no action: the page loads them by address (api.url).
  ...(Object.fromEntries(
    endpointNames.filter((name) => !(endpoints[name] as Endpoint).binary).map((name) => [`api.${name}`, contractOf(name, endpoints[name])]),
  ) as Record<`api.${CalledEndpoint}`, ActionContract>),
  ...actionContracts({
    'api.url': {
      description: 'Builds the address of an endpoint the page loads itself (the captcha image), with the common parameters and the payload in its query.',
      args: {
        endpoint: { type: 'string', enum: endpointNames, required: true, description: 'The endpoint, by its name in actions/api/endpoints.ts.' },
      },
      openArgs: true,
      result: 'The address (API base, path and query).',
    },
  }),
};
