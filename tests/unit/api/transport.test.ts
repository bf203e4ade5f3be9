/**
 * Which transport a call takes (decision 040): a call without a file goes by
 * fetch, the early request's way, and the page never downloads axios for it;
 * an upload, and every call on a page with an XSRF cookie (axios sends its
 * token as a header), go by axios.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '../../../actions/api/callEndpoint.ts';
import { settings } from '../../../app/settings.ts';
import { contextLanguage } from '../../../actions/api/contextLanguage.ts';
import { capture } from './helpers.ts';

// Each request axios is handed (its module is loaded once, and only when a call needs it).
const loaded = vi.hoisted(() => ({ axios: 0 }));
vi.mock('../../../actions/api/axiosClients.ts', async (load) => {
  const real = await load<typeof import('../../../actions/api/axiosClients.ts')>();
  return {
    ...real,
    buildRequest: (...args: Parameters<typeof real.buildRequest>) => {
      loaded.axios += 1;
      return real.buildRequest(...args);
    },
  };
});

const EN = contextLanguage({ config: settings });
const options = { language: EN, config: settings, query: { deviceId: 'd' } };

beforeEach(() => {
  loaded.axios = 0;
});
afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the transport of a call', () => {
  it('a call without a file is sent by fetch, and axios is handed none', async () => {
    const seen = capture('post', '/v3/loan-details/loan-details', { code: '0', message: '', data: { status: 1 } });
    const answer = await callEndpoint('loanDetails', { productId: 'p', orderId: 'o' }, options);
    expect(answer.data).toEqual({ status: 1 });
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.get('x-xsrf-token')).toBeNull();
    expect(loaded.axios).toBe(0);
  });

  it('on a page with an XSRF cookie, the call goes by axios, which sends the token', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    const seen = capture('post', '/v3/loan-details/loan-details', { code: '0', message: '', data: null });
    await callEndpoint('loanDetails', { productId: 'p', orderId: 'o' }, options);
    expect(seen[0].headers.get('x-xsrf-token')).toBe('abc123');
    expect(loaded.axios).toBe(1);
  });

  it('an upload goes by axios (its progress is XHR’s)', async () => {
    const seen = capture('post', '/api/upload-problem-img', { code: '00', message: 'ok', data: { url: '/x.jpg' } });
    await callEndpoint('uploadProblemImg', {}, { ...options, file: new Blob(['x'], { type: 'image/jpeg' }) });
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(loaded.axios).toBe(1);
  });
});
