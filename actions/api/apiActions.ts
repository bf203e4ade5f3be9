/**
 * The `api.<name>` actions: one per endpoint of the table, so a screen calls
 * any endpoint by name and a new endpoint needs no code. Binary endpoints
 * (the captcha image) are loaded by address, never called.
 */
import type { ActionEnv, ActionRegistry, Json } from '../../renderer/types.ts';
import { callEndpoint, endpointUrl } from './callEndpoint.ts';
import { contextLanguage } from './contextLanguage.ts';
import { endpointNames, endpoints, type Endpoint, type EndpointName } from './endpoints.ts';

function makeHandler(name: EndpointName, endpoint: Endpoint) {
  return async (env: ActionEnv): Promise<Json> => {
    let payload: Record<string, unknown> = env.args;
    let file: Blob | undefined;
    let onUploadProgress: ((percent: number) => void) | undefined;
    if (endpoint.multipart) {
      // args are typed as JSON, but an upload step hands over the picked file itself.
      const { file: candidate, progress, ...rest } = env.args as Record<string, unknown>;
      if (typeof Blob !== 'undefined' && candidate instanceof Blob) file = candidate;
      // The share sent goes into the screen's state as it goes, so a large picture shows how far it is.
      if (typeof progress === 'string' && progress) onUploadProgress = (percent) => env.setState({ [progress]: percent });
      payload = rest;
    }
    // The signal: an answer that arrives after the borrower left shows no toast of the client's own.
    // A data source's load is quiet: the screen draws its failure (once), the client does not toast it too.
    const { body, data } = await callEndpoint(name, payload, {
      query: env.context.query,
      language: contextLanguage(env.context),
      config: env.context.config,
      file,
      onUploadProgress,
      signal: env.signal,
      quiet: env.source !== undefined,
    });
    return ((endpoint.result ?? 'data') === 'body' ? body : data) as Json;
  };
}

export const apiActions: ActionRegistry = {
  ...Object.fromEntries(
    endpointNames.filter((name) => !(endpoints[name] as Endpoint).binary).map((name) => [`api.${name}`, makeHandler(name, endpoints[name])]),
  ),
  /**
   * api.url {endpoint, ...payload}: the address of an endpoint the page loads
   * itself (the captcha image), with the common parameters.
   */
  'api.url': ({ args, context }) => {
    const { endpoint, ...payload } = args;
    const name = String(endpoint) as EndpointName;
    if (!(name in endpoints)) throw { kind: 'internal', message: `Unknown endpoint "${name}"` };
    return endpointUrl(name, payload, context.query, contextLanguage(context));
  },
};

export function apiActionNames(): string[] {
  return Object.keys(apiActions);
}
