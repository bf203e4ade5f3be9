/** The api.<name> actions: one per callable endpoint, resolving to data or to the whole body. */
import { describe, expect, it } from 'vitest';
import { apiActionNames, apiActions } from '../../../actions/api/apiActions.ts';
import { endpointNames } from '../../../actions/api/endpoints.ts';
import type { ActionEnv, JsonObject } from '../../../renderer/types.ts';
import { capture, failure, queryOf } from './helpers.ts';
import { settings } from '../../../app/settings.ts';

function env(args: JsonObject, query: Record<string, string> = {}): ActionEnv {
  return {
    args,
    context: { query, data: {}, sources: {}, state: {}, config: settings, copy: {}, constants: {}, forms: {}, env: {} },
    setState: () => {},
    reload: async () => {},
    runHandler: async () => {},
    signal: new AbortController().signal,
  };
}

describe('apiActions', () => {
  it('has one action per endpoint except the binary captcha, plus api.url for addresses', () => {
    const names = apiActionNames();
    expect(names).toContain('api.loanDetails');
    expect(names).toContain('api.uploadProblemImg');
    expect(names).not.toContain('api.captcha');
    expect(names).toContain('api.url');
    expect(names).toHaveLength(endpointNames.length - 1 + 1);
    for (const name of names) expect(typeof apiActions[name]).toBe('function');
  });

  it('resolves to the answer data by default, sending args and the page query', async () => {
    const seen = capture('post', '/v3/loan-details/loan-details', { code: '0', message: '', data: { status: 174, amount: 1000 } });
    const result = await apiActions['api.loanDetails'](env({ productId: 'p', orderId: 'o' }, { sessionId: 's', product_id: 'p' }));
    expect(result).toEqual({ status: 174, amount: 1000 });
    expect(seen[0].body).toBe('productId=p&orderId=o');
    expect(queryOf(seen[0])).toEqual({ sessionId: 's', productId: 'p', lang: 'en' });
  });

  it('recProductClick resolves to the whole body, whose link sits beside code', async () => {
    capture('post', '/gopia/goya/define', { code: '00', message: 'ok', link: 'https://partner.example/apply' });
    const result = await apiActions['api.recProductClick'](env({ module: 1, position: 0, target: 'T1' }));
    expect(result).toEqual({ code: '00', message: 'ok', link: 'https://partner.example/apply' });
  });

  it('getSms resolves to the body whatever its code, so the screen can branch on it', async () => {
    capture('post', '/api/promo/sms', { code: '101', message: 'wrong image code' });
    expect(await apiActions['api.getSms'](env({ phone: '0917' }))).toEqual({ code: '101', message: 'wrong image code' });
  });

  it('uploads args.file under the multipart field and does not send it as a text field', async () => {
    const seen = capture('post', '/api/upload-problem-img', { code: '00', data: { url: 'https://img/2.png' } });
    const file = new Blob(['x'], { type: 'image/jpeg' });
    const result = await apiActions['api.uploadProblemImg'](env({ file } as unknown as JsonObject));
    expect(result).toEqual({ url: 'https://img/2.png' });
    expect(seen[0].body).toMatch(/name="problemImage"; filename="[^"]+"\r\nContent-Type: image\/jpeg/);
    expect(seen[0].body).not.toContain('name="file"');
  });

  it('passes failures on as ActionErrors', async () => {
    capture('post', '/api/problem-save', { code: '500', message: 'Too long' });
    const error = await failure(Promise.resolve(apiActions['api.problemSave'](env({ problemDetail: 'x' }))));
    expect(error).toMatchObject({ kind: 'server', message: 'Too long', code: '500' });
  });
});

describe('api.url', () => {
  it('builds an endpoint address with the common parameters', async () => {
    const url = await apiActions['api.url']({
      args: { endpoint: 'captcha', sid: 's1', t: 5 },
      context: { query: { deviceId: 'd1', other: 'x' }, config: settings },
    } as never);
    expect(url).toBe('/api/promo/captcha?deviceId=d1&lang=en&sid=s1&t=5');
  });
});
