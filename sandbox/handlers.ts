/**
 * The one sandbox handler set, served to the dev server (browser worker),
 * vitest (msw/node) and Playwright (through the dev server). One handler per
 * row of the endpoint table, answering from the current scenario.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { endpoints, type Endpoint, type EndpointName } from '../actions/api/endpoints.ts';
import { getAnswerWaits, getLongTexts, getScenario } from './scenario.ts';
import { lengthened } from './longTexts.ts';
import { scenario } from './scenarios.ts';
import { logArrival, readCall } from './requestLog.ts';
import type { ScenarioResponse } from './scenarioTypes.ts';
import { movedDates } from './sandboxDay.ts';
import { askedLanguage } from './askedLanguage.ts';
import { inFilipino } from './inFilipino.ts';
import { sha256Hex } from '../renderer/sha256.ts';

/**
 * What the server must do first with a receipt (docs/developers.md, 'Receipts on the
 * server'): its hash over the text as received, compared with `receiptHash`.
 * A receipt that does not verify is refused like any server failure.
 */
async function receiptRefused(body: string): Promise<Record<string, unknown> | null> {
  const fields = new URLSearchParams(body);
  if (!fields.has('receipt') && !fields.has('receiptHash')) return null;
  if ((await sha256Hex(fields.get('receipt') ?? '')) === fields.get('receiptHash')) return null;
  return RECEIPT_REFUSED;
}

/** The sandbox's own answer to a receipt that does not verify (its message is in the Filipino catalogue too). */
export const RECEIPT_REFUSED = { code: 'receipt', message: 'The record of what was shown did not arrive whole. Please try again.', data: null };

/** A small captcha picture (SVG) that shows which sid and time it was drawn for. */
function captchaImage(sid: string): Response {
  const code = (sid.replace(/\W/g, '').slice(-4) || 'abcd').toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40"><rect width="96" height="40" fill="#eef"/><text x="14" y="27" font-size="20" font-family="monospace">${code}</text></svg>`;
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}

/** What an endpoint answers when no scenario names it: a plain success of its client kind. */
function genericSuccess(endpoint: Endpoint): ScenarioResponse {
  switch (endpoint.client) {
    case 'engagement':
      return { body: { code: 0, message: 'success', data: {} } };
    case 'promo':
      return { body: { code: endpoint.successCodes?.[0] ?? '0', message: 'ok', data: {} } };
    default:
      return { body: { code: '00', message: 'ok', data: {} } };
  }
}

/** `{n}` in an answer's text is the how-many-th call of that endpoint this is (distinct upload URLs). */
const calls = new Map<string, number>();

/** Starts the `{n}` counts again (each headless screen run, so snapshots do not depend on test order). */
export function resetCallCounts(): void {
  calls.clear();
}
function numbered(body: unknown, n: number): unknown {
  if (typeof body === 'string') return body.replace(/\{n\}/g, String(n));
  if (Array.isArray(body)) return body.map((b) => numbered(b, n));
  if (body && typeof body === 'object') return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, numbered(v, n)]));
  return body;
}

async function answer(spec: ScenarioResponse): Promise<Response> {
  if (spec.delayMs && getAnswerWaits()) await delay(spec.delayMs);
  if (spec.network === 'error') return HttpResponse.error();
  if (spec.network === 'hang') {
    await delay('infinite');
  }
  if (spec.raw !== undefined) {
    return new HttpResponse(spec.raw, {
      status: spec.status ?? 200,
      headers: { 'Content-Type': spec.contentType ?? 'text/html' },
    });
  }
  return HttpResponse.json(spec.body as Record<string, unknown>, { status: spec.status ?? 200 });
}

function handlerFor(name: EndpointName, endpoint: Endpoint): HttpHandler {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(`*${endpoint.path}`, async ({ request }) => {
    const log = logArrival();
    const url = new URL(request.url);
    const entry = await readCall(name, request);
    log(entry);
    // The app gave up on the call while its body was on its way: there is no one to answer.
    if (entry.unread) return HttpResponse.error();
    const { query, body: sent } = entry;
    // The language the call asks for (CONTRACT section 6): Filipino server texts come from sandbox/filipino.json.
    const spoken = askedLanguage(url, request.headers) === 'fil' ? inFilipino : (body: unknown) => body;
    const refused = sent ? await receiptRefused(sent) : null;
    if (refused) return HttpResponse.json(spoken(refused) as Record<string, unknown>);
    const current = scenario(getScenario()) ?? scenario('default');
    // A picture is drawn unless the scenario says how it fails (promo-captcha-failure).
    if (endpoint.binary) return current?.responses?.[name] ? answer(current.responses[name]) : captchaImage(query.sid ?? '');
    const spec = current?.responses?.[name] ?? genericSuccess(endpoint);
    const n = (calls.get(name) ?? 0) + 1;
    calls.set(name, n);
    // Translated first: the long-text mode and the moved dates then work on the sentence the borrower reads.
    const spokenBody = spoken(numbered(spec.body, n));
    const body = getLongTexts() ? lengthened(spokenBody) : spokenBody;
    return answer({ ...spec, body: spec.datesFrom ? movedDates(body, spec.datesFrom) : body });
  });
}

/**
 * The picture at the made-up address an upload answers (uploadProblemImg, https://img.example.com/…): a complaint's
 * picture kept in its draft across a reload is drawn from that address, which no network reaches.
 */
const uploadedPicture = http.get('https://img.example.com/*', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#dde"/></svg>';
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});

export const handlers: HttpHandler[] = [...(Object.entries(endpoints) as [EndpointName, Endpoint][]).map(([name, e]) => handlerFor(name, e)), uploadedPicture];
