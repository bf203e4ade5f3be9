/**
 * The data sources of a screen document, each with a fast-check arbitrary of
 * broken answers and a stub of its action that hands a generated answer to
 * the screen exactly as the real action would (without the network, so
 * thousands of answers take seconds).
 *
 * Everything comes from the document and the fixtures: the source's action
 * names the endpoint (`api.<name>`), the default scenario's answer for that
 * endpoint is the shape to break, the endpoint table says what the action
 * resolves to. A new screen with a new endpoint is fuzzed without code here.
 */
import fc from 'fast-check';
import { evaluate } from '../../renderer/expressions.ts';
import { buildContext } from '../../renderer/context.ts';
import type { ActionHandler, DataSource, Json, JsonObject, ScreenDoc } from '../../renderer/types.ts';
import { endpoints, type Endpoint, type EndpointName } from '../../actions/api/endpoints.ts';
import { readAnswer } from '../../actions/api/callEndpoint.ts';
import { scenario, scenarioNames } from '../../sandbox/scenarios.ts';
import { mutatedJson } from './mutatedJson.ts';

export interface FuzzedSource {
  name: string;
  action: string;
  blocking: boolean;
  /** The endpoint behind an `api.*` source. */
  endpoint?: EndpointName;
  /** What a generated case holds for this source: a whole answer body (api) or the action's value. */
  answers: fc.Arbitrary<Json>;
  /** The action, answering with `answer` the way the real one would. */
  handler(answer: Json): ActionHandler;
}

/** Sample results of data actions that are not API calls and have no fixture of their own. */
const SAMPLE_RESULTS: Record<string, Json> = {
  'bridge.log': [
    { handler: 'openPage', body: { url: 'https://partner.example.com/apply' }, at: '2026-11-20T09:15:00.000Z' },
    { handler: 'callPhone', body: { phone: '+63 2 8123 4567' }, at: '2026-11-20T09:16:00.000Z' },
  ],
};

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The answer body the sandbox gives by default (the default scenario, else a plain success). */
function defaultBody(name: EndpointName): Json {
  const body = scenario('default')?.responses?.[name]?.body;
  if (body !== undefined) return body as Json;
  const endpoint: Endpoint = endpoints[name];
  return { code: endpoint.client === 'engagement' ? 0 : (endpoint.successCodes?.[0] ?? '00'), message: 'ok', data: {} };
}

/**
 * Broken answer bodies: mostly a success envelope around broken content (so
 * the content reaches the screen), sometimes a broken envelope (a failure the
 * screen must show).
 */
function bodies(name: EndpointName): fc.Arbitrary<Json> {
  const base = defaultBody(name);
  if (!isObject(base)) return mutatedJson(base);
  const endpoint: Endpoint = endpoints[name];
  const { code, ...rest } = base;
  const content =
    (endpoint.result ?? 'data') === 'data'
      ? mutatedJson((base.data ?? null) as Json).map((data) => ({ ...base, data }) as Json)
      : mutatedJson(rest as Json).map((r) => (isObject(r) ? { ...r, code } : r) as Json);
  return fc.oneof({ weight: 9, arbitrary: content }, { weight: 1, arbitrary: mutatedJson(base) });
}

/** What `api.<name>` does with an answer body: the client's own reading of it, without the wire. */
function answerAsAction(name: EndpointName, body: Json): ActionHandler {
  return ({ context }) => {
    const { body: answer, data } = readAnswer(name, body, { config: context.config });
    const endpoint: Endpoint = endpoints[name];
    return ((endpoint.result ?? 'data') === 'body' ? answer : data) as Json;
  };
}

/** A value some scenario about this screen keeps under the key the source reads (storage.get). */
function storedValue(screen: ScreenDoc, source: DataSource): Json {
  const key = evaluate(source.args?.key ?? null, buildContext(screen, { query: {} }), screen);
  for (const name of scenarioNames()) {
    const s = scenario(name);
    const entry = s?.storage?.[String(key)];
    // A seeded entry is {owner, value, ageMs?} (sandbox/seedStorage.ts); storage.get answers its value.
    if (s?.screens?.includes(screen.id) && isObject(entry) && isObject(entry.value)) return entry.value as Json;
  }
  return null;
}

export function fuzzedSources(screen: ScreenDoc): FuzzedSource[] {
  return Object.entries(screen.data ?? {}).map(([name, source]) => {
    const blocking = source.blocking !== false;
    const api = source.action.startsWith('api.') ? source.action.slice(4) : '';
    if (api in endpoints) {
      const endpoint = api as EndpointName;
      return { name, action: source.action, blocking, endpoint, answers: bodies(endpoint), handler: (body) => answerAsAction(endpoint, body) };
    }
    const base = source.action === 'storage.get' ? storedValue(screen, source) : (SAMPLE_RESULTS[source.action] ?? null);
    return { name, action: source.action, blocking, answers: mutatedJson(base), handler: (value) => () => value };
  });
}

/** One generated case for a whole screen: an answer per source, by source name. */
export function screenAnswers(sources: FuzzedSource[]): fc.Arbitrary<JsonObject> {
  return fc.record(Object.fromEntries(sources.map((s) => [s.name, s.answers]))) as fc.Arbitrary<JsonObject>;
}
