/**
 * The promotion register page (schemas/screens/promoRegister.json; SPEC
 * 'Promotion register page' and point 5), under both market profiles (PH and
 * seed): the form's rules for mobile, captcha and SMS code, the seed's SPEC
 * texts, the 60 s countdown on true time, and the page's flows through the
 * real runtime and the sandbox (load, get code, apply, where each answer
 * leads). Buttons and messages are the screen's copy.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formActions } from '../../../actions/forms/formActions.ts';
import { secondsLeft } from '../../../widgets/form/countdown.ts';
import { loadScreenDoc, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { screenCopy } from '../../support/loadScreenDoc.ts';
import { evaluate } from '../../../renderer/expressions.ts';
import { buildContext } from '../../../renderer/context.ts';
import { settingsFor } from '../../../app/settings.ts';
import { scenario } from '../../../sandbox/scenarios.ts';
import type { ActionEnv, JsonObject } from '../../../renderer/types.ts';
import { pageNow } from '../../../actions/time/pageClock.ts';
import { withPacks } from '../../../renderer/operationPacks.ts';
import { allFeatures } from '../../../renderer/allFeatures.ts';

/**
 * The two market profiles: PH (the default) and seed (the SPEC as written).
 * Each row: a good number as a borrower types it, what the server gets, and
 * numbers the profile refuses.
 */
const profiles = [
  {
    market: 'PH',
    typed: '+63 917 123 4567',
    sent: '09171234567',
    refused: ['02 8123 4567', '0917123456', '0917abc4567', '+63 917 123 45678', '13812345678', ''],
  },
  {
    market: 'seed',
    typed: '13812345678',
    sent: '13812345678',
    refused: ['12812345678', '23812345678', '1381234567', '138123456789', '1381234567a', '09171234567', ''],
  },
];

/** The screen's own check: its values (the mobile number read by the market's rule) through the precompiled validator. */
function checker(market: string) {
  const settings = settingsFor(market);
  const screen = withPacks(loadScreenDoc('promoRegister', 'en', settings), allFeatures);
  const messages = screen.forms!.register.messages as JsonObject;
  const validate = (values: JsonObject, fields?: string[]) => {
    const context = buildContext(screen, { query: {}, config: settings, state: { values } });
    const checked = evaluate({ rule: 'checkedValues' }, context, screen) as JsonObject;
    return formActions['form.validate']({
      args: { form: 'promoRegister/register', values: checked, messages, ...(fields ? { fields } : {}) },
    } as unknown as ActionEnv);
  };
  return { screen, messages, validate, copy: screen.copy as Record<string, string> };
}

describe.each(profiles)('register form rules (SPEC point 5), $market profile', ({ market, typed, sent, refused }) => {
  const { validate, messages } = checker(market);
  const good = { mobile: typed, captcha: 'ab12', smsCode: '123456' };

  it('accepts good values and reads the number the way the server gets it', async () => {
    await expect(validate(good)).resolves.toEqual({ ...good, mobile: sent });
  });

  it.each(refused)('refuses mobile %j with the mobile message', async (mobile) => {
    await expect(validate({ ...good, mobile })).rejects.toMatchObject({ kind: 'rejected', message: messages.mobile });
  });

  it.each([
    ['captcha', ''],
    ['captcha', 'abcde'],
    ['smsCode', ''],
    ['smsCode', '1234567'],
  ])('%s %j is refused with its message', async (field, value) => {
    const message = messages[field];
    await expect(validate({ ...good, [field]: value })).rejects.toMatchObject({ message, details: [{ code: field, message }] });
  });

  it('lists every wrong field in form order; `fields` limits the check', async () => {
    await expect(validate({})).rejects.toMatchObject({
      details: [
        { code: 'mobile', message: messages.mobile },
        { code: 'captcha', message: messages.captcha },
        { code: 'smsCode', message: messages.smsCode },
      ],
    });
    await expect(validate({ mobile: typed, captcha: 'ab12' }, ['mobile', 'captcha'])).resolves.toBeTruthy();
  });
});

describe("the seed profile brings back the SPEC's own texts", () => {
  it("SPEC point 5 and 8's messages, quoted", () => {
    const { messages, copy } = checker('seed');
    expect(messages).toEqual({ mobile: '请正确输入手机号！', captcha: '请正确输入图形验证码！', smsCode: '请正确输入短信验证码！' });
    expect(copy).toMatchObject({
      repeatSend: '请勿重复发送验证码!',
      smsSent: '验证码已发送，请在手机上查看！',
      alreadyRegistered: '您已注册,请直接下载APP登录！',
      registered: '注册成功',
      networkError: 'error',
    });
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

describe.each(profiles)('register page flows, $market profile', ({ market, typed, sent: sentNumber }) => {
  const settings = settingsFor(market);
  const { copy, messages, screen } = checker(market);
  const open = (name: string) => runScreen('promoRegister', name, undefined, { settings });
  const good = { mobile: typed, captcha: 'ab12', smsCode: '123456' };
  const fill = (run: ScreenRun, values: JsonObject) => run.runtime.store.setState((s) => ({ state: { ...s.state, values } }));
  const getCode = (run: ScreenRun, counting = false) => run.tap((n) => n.widget === 'SchemaForm', 'getCode', { counting });
  const apply = (run: ScreenRun) => run.tap((n) => n.props.label === copy.apply);
  const sent = (run: ScreenRun, endpoint: string) => run.effects.requests.filter((r) => r.endpoint === endpoint);
  /** What the scenario's server answers a call with (its message is shown as sent). */
  const serverMessage = (name: string, endpoint: string) =>
    String((scenario(name)?.responses?.[endpoint] as { body: { message: string } } | undefined)?.body.message);

  it('on load: template, one visit with client_type, a captcha for a new sid', async () => {
    const run = await open('default');
    expect(run.effects.requests.map((r) => r.endpoint)).toEqual(['channelTemplate', 'visit', 'getSid']);
    expect(sent(run, 'visit')[0].query).toMatchObject({
      page_id: 'T1001',
      client_type: 'android',
      page_type: '1',
      app_from: 'fb',
      user_from: 'ad-campaign-7',
      utm_tag: 'nov-promo',
    });
    const state = run.runtime.store.getState().state;
    expect(state.sid).toMatch(/^sid-\d+$/);
    expect(String(state.captchaUrl)).toMatch(new RegExp(`/api/promo/captcha\\?.*sid=${state.sid}&t=\\d+`));
  });

  it('a template the server refuses shows its message; no answer shows the network message', async () => {
    expect((await open('promo-template-failure')).effects.toasts).toEqual([serverMessage('promo-template-failure', 'channelTemplate')]);
    // The page's own wording (seed: SPEC's 'error'), else the app's network message.
    expect((await open('promo-template-network')).effects.toasts).toEqual([screenCopy(screen, 'networkError', settings)]);
  });

  it('get code: checks mobile first, then the captcha; nothing sent', async () => {
    const run = await open('default');
    await getCode(run);
    fill(run, { mobile: typed });
    await getCode(run);
    expect(run.effects.toasts).toEqual([messages.mobile, messages.captcha]);
    expect(sent(run, 'getSms')).toEqual([]);
  });

  it("code '0': toast, countdown of 60 s from now; a tap while counting says so and sends nothing", async () => {
    const run = await open('default');
    fill(run, { mobile: typed, captcha: 'ab12' });
    // The page's own clock (elapsed time on a wall-clock anchor), not Date.now(): the two can differ by a rounding millisecond.
    const before = pageNow();
    await getCode(run);
    expect(run.effects.toasts).toEqual([copy.smsSent]);
    const endsAt = Number(run.runtime.store.getState().state.codeEndsAt);
    expect(endsAt - before).toBeGreaterThanOrEqual(60_000);
    expect(endsAt - pageNow()).toBeLessThanOrEqual(60_000);
    expect(Object.fromEntries(new URLSearchParams(sent(run, 'getSms')[0].body))).toMatchObject({
      phone: sentNumber,
      capcode: 'ab12',
      sid: run.runtime.store.getState().state.sid,
      app_from: 'fb',
      user_from: 'ad-campaign-7',
      utm_tag: 'nov-promo',
    });
    await getCode(run, true);
    expect(run.effects.toasts.at(-1)).toBe(copy.repeatSend);
    expect(sent(run, 'getSms')).toHaveLength(1);
  });

  it.each([
    ['promo-sms-wrong-captcha', 'server', true, null],
    ['promo-sms-registered', 'alreadyRegistered', false, '/downloadTemplate'],
    ['promo-sms-other', 'server', false, null],
  ])('%s: toast (%s), new captcha %s, goes to %s', async (name, says, newCaptcha, to) => {
    const run = await open(name);
    fill(run, { mobile: typed, captcha: 'ab12' });
    await getCode(run);
    expect(run.effects.toasts).toEqual([says === 'server' ? serverMessage(name, 'getSms') : copy[says]]);
    expect(sent(run, 'getSid')).toHaveLength(newCaptcha ? 2 : 1);
    expect(run.effects.navigations.map((n) => n.to?.split('?')[0])).toEqual(to ? [to] : []);
  });

  it("apply: checks all, tracks the click, registers with every SPEC field; '0' goes to the download page", async () => {
    const run = await open('default');
    fill(run, good);
    await apply(run);
    expect(run.effects.requests.slice(3).map((r) => r.endpoint)).toEqual(['trackClick', 'register']);
    expect(sent(run, 'trackClick')[0].query).toMatchObject({ phone: sentNumber });
    const body = Object.fromEntries(new URLSearchParams(sent(run, 'register')[0].body));
    expect(body).toEqual({
      phone: sentNumber,
      capcode: 'ab12',
      sid: String(run.runtime.store.getState().state.sid),
      deviceId: 'SANDBOX-DEVICE',
      appName: settings.appName,
      merchantNumber: '0',
      userName: sentNumber,
      smsCode: '123456',
      invite_code: 'INV123',
      user_from: 'ad-campaign-7',
      id: 'T1001',
      app_from: 'fb',
      utm_tag: 'nov-promo',
    });
    expect(run.effects.toasts).toEqual([copy.registered]);
    const to = new URL(run.effects.navigations[0].to!, 'http://x');
    expect(to.pathname).toBe('/downloadTemplate');
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      app_from: 'fb',
      user_from: 'ad-campaign-7',
      utm_tag: 'nov-promo',
      id: 'T1001',
      links_id: 'L77',
    });
    expect(to.searchParams.has('down_id')).toBe(false);
  });

  it('apply with a wrong field sends nothing and marks it', async () => {
    const run = await open('default');
    fill(run, { ...good, smsCode: '' });
    await apply(run);
    expect(sent(run, 'register')).toEqual([]);
    expect(run.runtime.store.getState().state.errors).toEqual([{ code: 'smsCode', message: messages.smsCode }]);
  });

  it.each([
    ['promo-register-wrong-captcha', 2],
    ['promo-register-other', 1],
  ])("%s: the server's message, getSid calls %i, stays", async (name, sids) => {
    const run = await open(name);
    fill(run, good);
    await apply(run);
    expect(run.effects.toasts).toEqual([serverMessage(name, 'register')]);
    expect(sent(run, 'getSid')).toHaveLength(sids);
    expect(run.effects.navigations).toEqual([]);
  });

  it('with UC in the link, success fires the completion event', async () => {
    const w = globalThis as unknown as { dataLayer?: unknown[] };
    delete w.dataLayer;
    const run = await open('promo-register-uc');
    fill(run, good);
    await apply(run);
    expect(w.dataLayer).toEqual([{ event: 'register_complete', uc: 'uc-889', page_id: 'T1001' }]);
  });
});
