/** What each client puts on the wire: path, method, query, body encoding, headers. */
import { describe, expect, it } from 'vitest';
import { callEndpoint, endpointUrl } from '../../../actions/api/callEndpoint.ts';
import { settings } from '../../../app/settings.ts';
import { contextLanguage } from '../../../actions/api/contextLanguage.ts';
import { capture, queryOf } from './helpers.ts';

/** The language these calls carry: the market's default (en, sent as en-PH). */
const EN = contextLanguage({ config: settings });

const page = {
  appVersion: '2.1.0',
  deviceName: 'Pixel',
  deviceId: 'dev-1',
  osVersion: '14',
  sessionId: 'sess-1',
  advertisingId: 'ad-1',
  userId: 'u-1',
  productId: 'p-7',
  orderId: 'o-9',
  unrelated: 'not-sent',
};

describe('engagement client', () => {
  it('POSTs the payload form-encoded, with the common parameters in the query', async () => {
    const seen = capture('post', '/v3/loan-details/loan-details', { code: '0', message: '', data: { status: 1 } });
    await callEndpoint('loanDetails', { productId: 'p-7', orderId: 'o-9' }, { language: EN, config: settings, query: page });

    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url.pathname).toBe('/v3/loan-details/loan-details');
    expect(queryOf(seen[0])).toEqual({
      appVersion: '2.1.0',
      deviceName: 'Pixel',
      deviceId: 'dev-1',
      osVersion: '14',
      sessionId: 'sess-1',
      advertisingId: 'ad-1',
      userId: 'u-1',
      productId: 'p-7',
      orderId: 'o-9',
      lang: 'en',
    });
    expect(seen[0].headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen[0].body).toBe('productId=p-7&orderId=o-9');
    expect(seen[0].headers.get('x-requested-with')).toBe('XMLHttpRequest');
    // The copied headers belong to the json and form clients only.
    for (const name of ['building', 'gather', 'swift', 'eyes']) expect(seen[0].headers.has(name)).toBe(false);
  });

  it('sends product_id from the page as productId', async () => {
    const seen = capture('post', '/v3/loan-details/store-score', { code: 0 });
    await callEndpoint('orderScore', { score: 5 }, { language: EN, config: settings, query: { product_id: '42', deviceId: 'd' } });
    expect(queryOf(seen[0])).toEqual({ deviceId: 'd', productId: '42', lang: 'en' });
  });

  it('encodes numbers and booleans as text, lists and objects as JSON, and leaves out null and undefined', async () => {
    const seen = capture('post', '/v3/loan-details/store-score', { code: 0 });
    await callEndpoint(
      'orderScore',
      { score: 5, ok: true, tags: ['a', 1], extra: { k: 'v' }, gone: null, missing: undefined },
      { language: EN, config: settings, query: {} },
    );
    const body = new URLSearchParams(seen[0].body);
    expect([...body.keys()]).toEqual(['score', 'ok', 'tags', 'extra']);
    expect(body.get('score')).toBe('5');
    expect(body.get('ok')).toBe('true');
    expect(body.get('tags')).toBe('["a",1]');
    expect(body.get('extra')).toBe('{"k":"v"}');
    expect(seen[0].url.search).toBe('?lang=en');
  });
});

describe('json client', () => {
  it('POSTs JSON with building and gather copied from the page query', async () => {
    const seen = capture('post', '/api/card-init', { code: '00', data: { items: [] } });
    await callEndpoint(
      'cardInit',
      { product_id: 'p-7', skipped: null },
      { language: EN, config: settings, query: { ...page, building: 'B-1', gather: 'G-1', swift: 'S' } },
    );

    expect(seen[0].method).toBe('POST');
    expect(seen[0].url.pathname).toBe('/api/card-init');
    expect(queryOf(seen[0])).toMatchObject({ sessionId: 'sess-1', productId: 'p-7', userId: 'u-1' });
    expect(queryOf(seen[0])).not.toHaveProperty('building');
    expect(seen[0].headers.get('content-type')).toMatch(/^application\/json/);
    expect(seen[0].body).toBe('{"product_id":"p-7"}');
    expect(seen[0].headers.get('building')).toBe('B-1');
    expect(seen[0].headers.get('gather')).toBe('G-1');
    expect(seen[0].headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen[0].headers.has('swift')).toBe(false);
  });

  it('sends empty building and gather headers when the page has none', async () => {
    const seen = capture('post', '/api/problem-list', { code: '00', data: { tabs: [] } });
    await callEndpoint('problemList', {}, { language: EN, config: settings, query: {} });
    expect(seen[0].headers.has('building')).toBe(true);
    expect(seen[0].headers.get('building')).toBe('');
    expect(seen[0].headers.has('gather')).toBe(true);
    expect(seen[0].headers.get('gather')).toBe('');
    expect(seen[0].body).toBe('{}');
  });

  it('uploads the file as multipart under the endpoint field', async () => {
    const seen = capture('post', '/api/upload-problem-img', { code: '00', data: { url: 'https://img/1.png' } });
    const file = new Blob(['png-bytes'], { type: 'image/png' });
    const result = await callEndpoint('uploadProblemImg', {}, { language: EN, config: settings, query: { building: 'B' }, file });

    expect(result.data).toEqual({ url: 'https://img/1.png' });
    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0].headers.get('building')).toBe('B');
    // jsdom's Blob bytes do not survive into Node's Request, so the part's
    // name and type are what this test can see.
    expect(seen[0].body).toMatch(/Content-Disposition: form-data; name="problemImage"; filename="[^"]+"\r\nContent-Type: image\/png/);
    expect(seen[0].body).not.toContain('name="file"');
  });
});

describe('form client', () => {
  it('POSTs form-encoded with swift and eyes copied from the page query', async () => {
    const seen = capture('post', '/api/repay/extension-detail', { code: '00', data: {} });
    await callEndpoint(
      'extensionDetail',
      { productId: 'p-7', orderId: 'o-9' },
      { language: EN, config: settings, query: { ...page, swift: 'S-1', eyes: 'E-1', building: 'B' } },
    );

    expect(seen[0].method).toBe('POST');
    expect(seen[0].url.pathname).toBe('/api/repay/extension-detail');
    expect(queryOf(seen[0])).toMatchObject({ appVersion: '2.1.0', productId: 'p-7', orderId: 'o-9' });
    expect(seen[0].headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen[0].body).toBe('productId=p-7&orderId=o-9');
    expect(seen[0].headers.get('swift')).toBe('S-1');
    expect(seen[0].headers.get('eyes')).toBe('E-1');
    expect(seen[0].headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen[0].headers.has('building')).toBe(false);
  });

  it('sends empty swift and eyes headers when the page has none', async () => {
    const seen = capture('post', '/api/loan/confirm-detail', { code: '00', data: {} });
    await callEndpoint('loanConfirmDetail', { productId: 'x' }, { language: EN, config: settings, query: {} });
    expect(seen[0].headers.get('swift')).toBe('');
    expect(seen[0].headers.has('swift')).toBe(true);
    expect(seen[0].headers.get('eyes')).toBe('');
    expect(seen[0].headers.has('eyes')).toBe(true);
  });

  it('puts repaymentWay orderId in the query, where the payload wins over the page', async () => {
    const seen = capture('post', '/api/repayment/way', { code: '00', data: { bankCards: [] } });
    await callEndpoint('repaymentWay', { orderId: 'from-payload' }, { language: EN, config: settings, query: { orderId: 'from-page', userId: 'u' } });
    expect(queryOf(seen[0])).toEqual({ userId: 'u', orderId: 'from-payload', lang: 'en' });
    expect(seen[0].url.searchParams.getAll('orderId')).toEqual(['from-payload']);
    expect(seen[0].body).toBe('');
  });
});

describe('promo client', () => {
  it('GETs with the common parameters and the payload in the query', async () => {
    const seen = capture('get', '/api/promo/visit', { code: '0' });
    await callEndpoint(
      'visit',
      { page_id: 'pg', page_type: 1, client_type: 'android', utm_tag: null },
      { language: EN, config: settings, query: { deviceId: 'd', product_id: '3' } },
    );

    expect(seen[0].method).toBe('GET');
    expect(seen[0].url.pathname).toBe('/api/promo/visit');
    expect(queryOf(seen[0])).toEqual({ deviceId: 'd', productId: '3', lang: 'en', page_id: 'pg', page_type: '1', client_type: 'android' });
    expect(seen[0].body).toBe('');
    expect(seen[0].headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('POSTs form-encoded', async () => {
    const seen = capture('post', '/api/promo/sms', { code: '0', message: 'sent' });
    await callEndpoint('getSms', { phone: '0917', capcode: 'ab12', sid: 's-1' }, { language: EN, config: settings, query: { deviceId: 'd' } });

    expect(seen[0].method).toBe('POST');
    expect(queryOf(seen[0])).toEqual({ deviceId: 'd', lang: 'en' });
    expect(seen[0].headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(seen[0].body).toBe('phone=0917&capcode=ab12&sid=s-1');
  });

  it('puts channelTemplate templateId in the query', async () => {
    const seen = capture('get', '/api/promo/template', { code: '00', data: { id: 1 } });
    await callEndpoint('channelTemplate', { templateId: 'T9' }, { language: EN, config: settings, query: {} });
    expect(queryOf(seen[0])).toEqual({ lang: 'en', templateId: 'T9' });
  });
});

describe('endpointUrl', () => {
  it('builds the captcha address from the common parameters, sid and timestamp', () => {
    const url = endpointUrl('captcha', { sid: 's 1', t: 1700000000000 }, { deviceId: 'd', product_id: '5', other: 'x' }, EN);
    expect(url).toBe('/api/promo/captcha?deviceId=d&productId=5&lang=en&sid=s+1&t=1700000000000');
  });
});
