/**
 * Every API call carries the page's language (CONTRACT section 6): `lang`
 * beside the common parameters and Accept-Language from the market profile's
 * requestLanguages, on every endpoint of the table, as each way of building a
 * call puts it on the wire (wireRequest and the early request, axios's
 * buildRequest, the multipart upload, endpointUrl for the captcha picture),
 * in every language of every market.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { delay } from 'msw';
import { buildRequest } from '../../../actions/api/axiosClients.ts';
import { callEndpoint, endpointUrl } from '../../../actions/api/callEndpoint.ts';
import { contextLanguage } from '../../../actions/api/contextLanguage.ts';
import { dropEarlyRequests, earlyRequestsWaiting } from '../../../actions/api/earlyRequests.ts';
import { endpointNames, endpoints, type Endpoint, type EndpointName } from '../../../actions/api/endpoints.ts';
import { requestLanguage } from '../../../actions/api/requestLanguage.ts';
import { wireRequest } from '../../../actions/api/wireRequest.ts';
import { startEarlyData } from '../../../app/earlyData.ts';
import { LANGUAGE_KEY } from '../../../app/language.ts';
import { pageQuery } from '../../../app/pageQuery.ts';
import { markets, settings, settingsFor } from '../../../app/settings.ts';
import { server } from '../../mswServer.ts';
import { runScreen } from '../../support/runScreen.ts';

const PAGE = { deviceId: 'd-1', product_id: '7', orderId: '9', building: 'B', swift: 'S', lang: 'zz' };
const PAYLOAD = { productId: '7', orderId: '9', sid: 's', t: 1, templateId: 'T' };

/** Every market's every language, with the header value its profile gives. */
const cases = Object.entries(markets).flatMap(([id, market]) =>
  (market.languages as string[]).map((lang) => ({ id, lang, header: (market.requestLanguages as Record<string, string>)[lang] })),
);

const endpointOf = (name: EndpointName): Endpoint => endpoints[name];
const called = endpointNames.filter((name) => !endpointOf(name).binary && !endpointOf(name).multipart);
const uploads = endpointNames.filter((name) => endpointOf(name).multipart);
const pictures = endpointNames.filter((name) => endpointOf(name).binary);

const langOf = (url: string) => new URL(url, 'http://page.test').searchParams.getAll('lang');

describe('the market profiles', () => {
  it('give every language of every market an Accept-Language value of its own', () => {
    expect(cases.length).toBeGreaterThanOrEqual(3);
    for (const { lang, header } of cases) expect(header).toMatch(new RegExp(`^${lang}-PH`));
  });

  it('speak Filipino as fil-PH under PH', () => {
    expect(requestLanguage('fil', markets.PH as never)).toEqual({ lang: 'fil', acceptLanguage: 'fil-PH' });
  });

  it('a screen asks in the language of its page (context.env.lang), in its market', () => {
    for (const { id, lang, header } of cases) expect(contextLanguage({ env: { lang }, config: settingsFor(id) })).toEqual({ lang, acceptLanguage: header });
  });
});

describe.each(cases)('$id market, page in $lang', ({ id, lang, header }) => {
  const language = contextLanguage({ env: { lang }, config: settingsFor(id) });

  it.each(called)('%s: wireRequest (the early request) and buildRequest (axios) carry lang and Accept-Language', (name) => {
    const wire = wireRequest(name, PAYLOAD, PAGE, language);
    // One lang, the page's (not the address's `lang=zz`): the server reads one.
    expect(langOf(wire.url)).toEqual([lang]);
    expect(langOf(wire.path)).toEqual([lang]);
    expect(wire.headers['Accept-Language']).toBe(header);

    const axios = buildRequest(name, PAYLOAD, PAGE, language, 1000);
    expect(langOf(String(axios.url))).toEqual([lang]);
    expect((axios.headers as Record<string, string>)['Accept-Language']).toBe(header);
  });

  it.each(uploads)('%s: the multipart upload carries lang and Accept-Language', (name) => {
    const request = buildRequest(name, {}, PAGE, language, 1000, new Blob(['x'], { type: 'image/png' }));
    expect(langOf(String(request.url))).toEqual([lang]);
    expect((request.headers as Record<string, string>)['Accept-Language']).toBe(header);
    expect(request.data).toBeInstanceOf(FormData);
  });

  it.each(pictures)('%s: the address an <img> loads carries lang', (name) => {
    expect(langOf(endpointUrl(name, PAYLOAD, PAGE, language))).toEqual([lang]);
  });
});

describe('on the wire', () => {
  it('a Filipino page sends lang=fil and Accept-Language: fil-PH, the upload too', async () => {
    const seen: { url: URL; language: string | null }[] = [];
    server.events.on('request:start', ({ request }) => seen.push({ url: new URL(request.url), language: request.headers.get('accept-language') }));
    const fil = contextLanguage({ env: { lang: 'fil' }, config: settings });
    await callEndpoint('problemList', {}, { query: {}, language: fil, config: settings }).catch(() => undefined);
    await callEndpoint('uploadProblemImg', {}, { query: {}, language: fil, config: settings, file: new Blob(['x']) }).catch(() => undefined);
    server.events.removeAllListeners();
    expect(seen).toHaveLength(2);
    for (const { url, language } of seen) {
      expect(url.searchParams.get('lang')).toBe('fil');
      expect(language).toBe('fil-PH');
    }
  });
});

describe('the early request of the first paint', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    server.events.removeAllListeners();
    dropEarlyRequests();
    sessionStorage.clear();
  });

  /** The order page opened with `address`, while the app decides `lang`: one request on the wire, in that language. */
  async function firstPaint(address: string, lang: string) {
    const seen: { url: URL; language: string | null }[] = [];
    server.events.on('request:start', ({ request }) => seen.push({ url: new URL(request.url), language: request.headers.get('accept-language') }));
    startEarlyData('/orderDetail', address);
    await runScreen('orderDetail', 'default', pageQuery(address), { lang });
    await delay(20);
    const calls = seen.filter((r) => r.url.pathname === endpoints.loanDetails.path);
    expect(calls).toHaveLength(1);
    expect(earlyRequestsWaiting()).toBe(0);
    return calls[0];
  }

  it('carries the address’s lang, and the engine takes it over', async () => {
    const call = await firstPaint('?productId=1001&orderId=900001&lang=fil', 'fil');
    expect(call.url.searchParams.get('lang')).toBe('fil');
    expect(call.language).toBe('fil-PH');
  });

  it('carries the language the tab kept when the address has none', async () => {
    sessionStorage.setItem(LANGUAGE_KEY, 'fil');
    const call = await firstPaint('?productId=1001&orderId=900001', 'fil');
    expect(call.url.searchParams.get('lang')).toBe('fil');
    expect(call.language).toBe('fil-PH');
  });

  it('carries the market’s default otherwise', async () => {
    const call = await firstPaint('?productId=1001&orderId=900001', 'en');
    expect(call.url.searchParams.get('lang')).toBe('en');
    expect(call.language).toBe('en-PH');
  });
});
