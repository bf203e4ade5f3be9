/**
 * The promotion register page: SPEC point 5's rules as the precompiled
 * validator applies them, the countdown on a fake clock, and every answer
 * code of get-sms and register through the real runtime.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formActions } from '../../../actions/forms/formActions';
import { secondsLeft } from '../../../widgets/form/countdown';
import { loadScreenDoc, runScreen, type ScreenRun } from '../../support/runScreen';
import type { ActionEnv, JsonObject } from '../../../renderer/types';

const screen = loadScreenDoc('promoRegister');
const messages = screen.forms!.register.messages as JsonObject;
const validate = (values: JsonObject, fields?: string[]) =>
  formActions['form.validate']({ args: { form: 'promoRegister/register', values, messages, ...(fields ? { fields } : {}) } } as unknown as ActionEnv);
const good = { mobile: '13812345678', captcha: 'ab12', smsCode: '123456' };

describe('register form rules (SPEC point 5), precompiled validator', () => {
  it('accepts good values', async () => {
    await expect(validate(good)).resolves.toEqual(good);
  });

  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['12812345678', false],
    ['23812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['1381234567a', false],
    ['', false],
  ])('mobile %j valid: %s', async (mobile, ok) => {
    const result = validate({ ...good, mobile });
    if (ok) await expect(result).resolves.toBeTruthy();
    else await expect(result).rejects.toMatchObject({ kind: 'rejected', message: '请正确输入手机号！' });
  });

  it.each([
    ['captcha', '', '请正确输入图形验证码！'],
    ['captcha', 'abcde', '请正确输入图形验证码！'],
    ['smsCode', '', '请正确输入短信验证码！'],
    ['smsCode', '1234567', '请正确输入短信验证码！'],
  ])('%s %j is refused with %s', async (field, value, message) => {
    await expect(validate({ ...good, [field]: value })).rejects.toMatchObject({ message, details: [{ code: field, message }] });
  });

  it('lists every wrong field in form order; `fields` limits the check', async () => {
    await expect(validate({})).rejects.toMatchObject({
      details: [
        { code: 'mobile', message: '请正确输入手机号！' },
        { code: 'captcha', message: '请正确输入图形验证码！' },
        { code: 'smsCode', message: '请正确输入短信验证码！' },
      ],
    });
    await expect(validate({ mobile: good.mobile, captcha: 'ab12' }, ['mobile', 'captcha'])).resolves.toBeTruthy();
  });
});

describe('countdown (true time)', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down from 60, one a second, to 0; a page back from the background shows the true time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const endsAt = Date.now() + 60_000;
    expect(secondsLeft(endsAt, Date.now())).toBe(60);
    vi.advanceTimersByTime(1000);
    expect(secondsLeft(endsAt, Date.now())).toBe(59);
    vi.advanceTimersByTime(40_500); // e.g. 40 s with the phone locked
    expect(secondsLeft(endsAt, Date.now())).toBe(19);
    vi.advanceTimersByTime(18_500);
    expect(secondsLeft(endsAt, Date.now())).toBe(0);
    expect(secondsLeft(0, Date.now())).toBe(0);
    expect(secondsLeft('junk', Date.now())).toBe(0);
  });
});

describe('register page flows', () => {
  const fill = (run: ScreenRun, values: JsonObject) => run.runtime.store.setState((s) => ({ state: { ...s.state, values } }));
  const getCode = (run: ScreenRun, counting = false) => run.tap((n) => n.widget === 'SchemaForm', 'getCode', { counting });
  const apply = (run: ScreenRun) => run.tap((n) => n.props.label === 'Apply now');
  const sent = (run: ScreenRun, endpoint: string) => run.effects.requests.filter((r) => r.endpoint === endpoint);

  it('on load: template, one visit with client_type, a captcha for a new sid', async () => {
    const run = await runScreen('promoRegister', 'default');
    expect(run.effects.requests.map((r) => r.endpoint)).toEqual(['channelTemplate', 'visit', 'getSid']);
    expect(sent(run, 'visit')[0].query).toMatchObject({ page_id: 'T1001', client_type: 'android', page_type: '1', app_from: 'fb', user_from: 'ad-campaign-7', utm_tag: 'nov-promo' });
    const state = run.runtime.store.getState().state;
    expect(state.sid).toMatch(/^sid-\d+$/);
    expect(String(state.captchaUrl)).toMatch(new RegExp(`/api/promo/captcha\\?.*sid=${state.sid}&t=\\d+`));
  });

  it.each([
    ['promo-template-failure', 'This promotion has ended.'],
    ['promo-template-network', 'error'],
  ])('%s: says %s', async (scenario, message) => {
    const run = await runScreen('promoRegister', scenario);
    expect(run.effects.toasts).toEqual([message]);
  });

  it('get code: checks mobile first, then the captcha; nothing sent', async () => {
    const run = await runScreen('promoRegister', 'default');
    await getCode(run);
    fill(run, { mobile: '13812345678' });
    await getCode(run);
    expect(run.effects.toasts).toEqual(['请正确输入手机号！', '请正确输入图形验证码！']);
    expect(sent(run, 'getSms')).toEqual([]);
  });

  it("code '0': toast, countdown of 60 s from now; a tap while counting says so and sends nothing", async () => {
    const run = await runScreen('promoRegister', 'default');
    fill(run, { mobile: '13812345678', captcha: 'ab12' });
    const before = Date.now();
    await getCode(run);
    expect(run.effects.toasts).toEqual(['验证码已发送，请在手机上查看！']);
    const endsAt = Number(run.runtime.store.getState().state.codeEndsAt);
    expect(endsAt - before).toBeGreaterThanOrEqual(60_000);
    expect(endsAt - Date.now()).toBeLessThanOrEqual(60_000);
    expect(Object.fromEntries(new URLSearchParams(sent(run, 'getSms')[0].body))).toMatchObject({
      phone: '13812345678',
      capcode: 'ab12',
      sid: run.runtime.store.getState().state.sid,
      app_from: 'fb',
      user_from: 'ad-campaign-7',
      utm_tag: 'nov-promo',
    });
    await getCode(run, true);
    expect(run.effects.toasts.at(-1)).toBe('请勿重复发送验证码!');
    expect(sent(run, 'getSms')).toHaveLength(1);
  });

  it.each([
    ['promo-sms-wrong-captcha', '图形验证码错误', true, null],
    ['promo-sms-registered', '您已注册,请直接下载APP登录！', false, '/downloadTemplate'],
    ['promo-sms-other', '短信发送失败，请稍后再试', false, null],
  ])('%s: toast %s, new captcha %s, goes to %s', async (scenario, toast, newCaptcha, to) => {
    const run = await runScreen('promoRegister', scenario);
    fill(run, { mobile: '13812345678', captcha: 'ab12' });
    await getCode(run);
    expect(run.effects.toasts).toEqual([toast]);
    expect(sent(run, 'getSid')).toHaveLength(newCaptcha ? 2 : 1);
    expect(run.effects.navigations.map((n) => n.to?.split('?')[0])).toEqual(to ? [to] : []);
  });

  it("apply: checks all, tracks the click, registers with every SPEC field; '0' goes to the download page", async () => {
    const run = await runScreen('promoRegister', 'default');
    fill(run, good);
    await apply(run);
    expect(run.effects.requests.slice(3).map((r) => r.endpoint)).toEqual(['trackClick', 'register']);
    const body = Object.fromEntries(new URLSearchParams(sent(run, 'register')[0].body));
    expect(body).toEqual({
      phone: '13812345678',
      capcode: 'ab12',
      sid: String(run.runtime.store.getState().state.sid),
      deviceId: 'SANDBOX-DEVICE',
      appName: 'PesoLoan (placeholder)',
      merchantNumber: '0',
      userName: '13812345678',
      smsCode: '123456',
      invite_code: 'INV123',
      user_from: 'ad-campaign-7',
      id: 'T1001',
      app_from: 'fb',
      utm_tag: 'nov-promo',
    });
    expect(run.effects.toasts).toEqual(['注册成功']);
    const to = new URL(run.effects.navigations[0].to!, 'http://x');
    expect(to.pathname).toBe('/downloadTemplate');
    expect(Object.fromEntries(to.searchParams)).toMatchObject({ app_from: 'fb', user_from: 'ad-campaign-7', utm_tag: 'nov-promo', id: 'T1001', links_id: 'L77' });
    expect(to.searchParams.has('down_id')).toBe(false);
  });

  it('apply with a wrong field sends nothing and marks it', async () => {
    const run = await runScreen('promoRegister', 'default');
    fill(run, { ...good, smsCode: '' });
    await apply(run);
    expect(sent(run, 'register')).toEqual([]);
    expect(run.runtime.store.getState().state.errors).toEqual([{ code: 'smsCode', message: '请正确输入短信验证码！' }]);
  });

  it.each([
    ['promo-register-wrong-captcha', '图形验证码错误', 2],
    ['promo-register-other', '短信验证码错误', 1],
  ])('%s: %s, getSid calls %i, stays', async (scenario, toast, sids) => {
    const run = await runScreen('promoRegister', scenario);
    fill(run, good);
    await apply(run);
    expect(run.effects.toasts).toEqual([toast]);
    expect(sent(run, 'getSid')).toHaveLength(sids);
    expect(run.effects.navigations).toEqual([]);
  });

  it('with UC in the link, success fires the completion event', async () => {
    const w = globalThis as unknown as { dataLayer?: unknown[] };
    delete w.dataLayer;
    const run = await runScreen('promoRegister', 'promo-register-uc');
    fill(run, good);
    await apply(run);
    expect(w.dataLayer).toEqual([{ event: 'register_complete', uc: 'uc-889', page_id: 'T1001' }]);
  });
});
