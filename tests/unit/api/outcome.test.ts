/** How answers become results or ApiErrors: success rules, toasts, network failures, time-outs. */
import { beforeEach, describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mswServer.ts';
import { ApiError, callEndpoint } from '../../../actions/api/callEndpoint.ts';
import { settings } from '../../../app/settings.ts';
import { contextLanguage } from '../../../actions/api/contextLanguage.ts';
import { clearToast, toastStore } from '../../../actions/ui/toastStore.ts';
import { capture, failure } from './helpers.ts';

/** The language these calls carry: the market's default (en, sent as en-PH). */
const EN = contextLanguage({ config: settings });

const toast = () => toastStore.getState().text;

beforeEach(() => clearToast());

describe('engagement success rule', () => {
  it.each([['0'], [0], ['00']])('code %j succeeds and resolves to body and data', async (code) => {
    capture('post', '/v3/loan-details/loan-details', { code, message: 'fine', data: { status: 3 } });
    const result = await callEndpoint('loanDetails', {}, { language: EN, config: settings, query: {} });
    expect(result).toEqual({ body: { code, message: 'fine', data: { status: 3 } }, data: { status: 3 } });
    expect(toast()).toBeNull();
  });

  it('resolves data to null when the answer has none', async () => {
    capture('post', '/v3/loan-details/store-score', { code: '0' });
    expect(await callEndpoint('orderScore', { score: 5 }, { language: EN, config: settings, query: {} })).toEqual({ body: { code: '0' }, data: null });
  });

  it('code "1" fails: the server message is toasted and the error says it was shown', async () => {
    capture('post', '/v3/loan-details/loan-details', { code: '1', message: 'Order not found', data: null });
    const error = await failure(callEndpoint('loanDetails', {}, { language: EN, config: settings, query: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', message: 'Order not found', code: '1', shown: true });
    expect(toast()).toBe('Order not found');
  });

  it.each([[undefined], [''], [null]])('an absent or blank code (%j) is not a success', async (code) => {
    capture('post', '/v3/loan-details/loan-details', { code, message: 'odd' } as never);
    const error = await failure(callEndpoint('loanDetails', {}, { language: EN, config: settings, query: {} }));
    expect(error).toMatchObject({ kind: 'server', message: 'odd' });
  });

  it('a quiet endpoint fails without a toast', async () => {
    capture('post', '/service/event/save', { code: '5', message: 'tracking down' });
    const error = await failure(callEndpoint('eventSave', { moduleId: 30 }, { language: EN, config: settings, query: {} }));
    expect(error).toMatchObject({ kind: 'server', message: 'tracking down', code: '5', shown: false });
    expect(toast()).toBeNull();
  });
});

describe('json and form success rule', () => {
  it('json: only "00" succeeds; "0" and 0 fail without a toast', async () => {
    capture('post', '/api/contact-kf-info', { code: '00', data: { email: 'a@b' } });
    expect((await callEndpoint('contactKfInfo', {}, { language: EN, config: settings, query: {} })).data).toEqual({ email: 'a@b' });

    for (const code of ['0', 0]) {
      capture('post', '/api/contact-kf-info', { code, message: 'nope' });
      const error = await failure(callEndpoint('contactKfInfo', {}, { language: EN, config: settings, query: {} }));
      expect(error).toMatchObject({ kind: 'server', message: 'nope', code, shown: false });
    }
    expect(toast()).toBeNull();
  });

  it('form: only "00" succeeds; a failure without a message has an empty one', async () => {
    capture('post', '/api/loan/push', { code: '00', data: { lendDetailsUrl: 'https://x' } });
    expect((await callEndpoint('loanPush', {}, { language: EN, config: settings, query: {} })).data).toEqual({ lendDetailsUrl: 'https://x' });

    capture('post', '/api/loan/push', { code: '0' });
    const error = await failure(callEndpoint('loanPush', {}, { language: EN, config: settings, query: {} }));
    expect(error).toMatchObject({ kind: 'server', message: '', code: '0', shown: false });
    expect(toast()).toBeNull();
  });
});

describe('promo success rule', () => {
  it('with successCodes, another code fails', async () => {
    capture('get', '/api/promo/template', { code: '1', message: 'no template' });
    const error = await failure(callEndpoint('channelTemplate', { templateId: 'T' }, { language: EN, config: settings, query: {} }));
    expect(error).toMatchObject({ kind: 'server', message: 'no template', code: '1', shown: false });

    capture('get', '/api/promo/sid', { code: '00', sid: 'x' });
    expect(await failure(callEndpoint('getSid', {}, { language: EN, config: settings, query: {} }))).toMatchObject({ kind: 'server', code: '00' });

    capture('get', '/api/promo/sid', { code: '0', sid: 'abc' });
    expect((await callEndpoint('getSid', {}, { language: EN, config: settings, query: {} })).body).toEqual({ code: '0', sid: 'abc' });
  });

  it('without successCodes, any JSON answer resolves and the screen reads code', async () => {
    capture('post', '/api/promo/register', { code: '-1', message: 'wrong captcha' });
    const result = await callEndpoint('register', { phone: '1' }, { language: EN, config: settings, query: {} });
    expect(result.body).toEqual({ code: '-1', message: 'wrong captcha' });
    expect(toast()).toBeNull();
  });
});

describe('failures without a usable answer', () => {
  const path = '*/v3/loan-details/loan-details';
  const call = (config = settings) => failure(callEndpoint('loanDetails', {}, { language: EN, config, query: {} }));

  it.each([
    [
      'HTTP 500 with the server’s words (JSON)',
      500,
      HttpResponse.json({ code: '1', message: 'Service paused for maintenance' }, { status: 500 }),
      'Service paused for maintenance',
    ],
    ['HTTP 503 with an HTML page', 503, HttpResponse.html('<h1>503 Service Unavailable</h1>', { status: 503 }), ''],
    ['HTTP 404 with a JSON array', 404, HttpResponse.json([], { status: 404 }), ''],
  ])('%s is a server failure (the connection worked), with its status, never toasted by the client', async (_name, status, answer, words) => {
    server.use(http.post(path, () => answer.clone()));
    const error = await call();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', code: status, message: words, shown: false });
    expect(toast()).toBeNull();
  });

  it('malformed JSON is a network failure', async () => {
    server.use(http.post(path, () => new HttpResponse('{"code": "0", ', { headers: { 'Content-Type': 'application/json' } })));
    expect(await call()).toMatchObject({ kind: 'network' });
  });

  it('an HTML page or a JSON array is a network failure', async () => {
    server.use(http.post(path, () => HttpResponse.html('<html>proxy login</html>')));
    expect(await call()).toMatchObject({ kind: 'network' });
    server.use(http.post(path, () => HttpResponse.json([{ code: '0' }])));
    expect(await call()).toMatchObject({ kind: 'network' });
  });

  it('no answer at all is a network failure', async () => {
    server.use(http.post(path, () => HttpResponse.error()));
    const error = await call();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('network');
    expect(typeof error.message).toBe('string');
  });

  it('an answer later than the time-out is a timeout failure', async () => {
    // The answer comes long after the time-out, so a loaded machine (npm test runs the browsers beside this) cannot
    // blur the two: the failure comes at the time-out, not with the answer.
    server.use(
      http.post(path, async () => {
        await delay(5_000);
        return HttpResponse.json({ code: '0', data: {} });
      }),
    );
    const started = Date.now();
    const error = await call({ ...settings, requestTimeoutMs: 50 });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('an answer within the time-out still succeeds', async () => {
    server.use(
      http.post(path, async () => {
        await delay(30);
        return HttpResponse.json({ code: '0', data: { ok: 1 } });
      }),
    );
    expect((await callEndpoint('loanDetails', {}, { language: EN, config: { ...settings, requestTimeoutMs: 5_000 }, query: {} })).data).toEqual({ ok: 1 });
  });
});

describe('calls refused before sending', () => {
  it('a binary endpoint is never fetched', async () => {
    const error = await failure(callEndpoint('captcha', { sid: 's' }, { language: EN, config: settings, query: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('internal');
  });

  it('an upload without a file is rejected and nothing is sent', async () => {
    const seen = capture('post', '/api/upload-problem-img');
    const error = await failure(callEndpoint('uploadProblemImg', {}, { language: EN, config: settings, query: {} }));
    expect(error).toMatchObject({ kind: 'rejected' });
    expect(seen).toHaveLength(0);
  });
});

describe('ApiError', () => {
  it('keeps kind, message and code when copied or serialised', () => {
    const error = new ApiError('server', 'bad', { code: '7', shown: true });
    expect({ ...error }).toMatchObject({ kind: 'server', message: 'bad', code: '7', shown: true });
    expect(JSON.parse(JSON.stringify(error))).toEqual({ kind: 'server', message: 'bad', code: '7', shown: true });
    expect(JSON.parse(JSON.stringify(new ApiError('network', 'x')))).toEqual({ kind: 'network', message: 'x', shown: false });
  });
});
