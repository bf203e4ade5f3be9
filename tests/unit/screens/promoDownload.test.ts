/**
 * The promotion download page (schemas/screens/promoDownload.json; SPEC
 * 'Promotion register page' and the in-app browser rule), in every language
 * of the market, through the real runtime; words are the screen's copy, the
 * app's name, icon and store addresses the lender's details and the config's.
 *
 * - Opened directly (a link, a bookmark; issue 29): the app's name and icon,
 *   how to get a loan, and a badge per store; never "Your account is ready",
 *   since nobody registered.
 * - Reached by registering on the landing in this visit (the register page
 *   keeps it for the tab, for that landing): the account is ready.
 * - Each store's badge leaves for that store's download with app_from,
 *   user_from, utm_tag, id and links_id or down_id; in a social app's in-app
 *   browser (user agent with micromessenger) the page says to open it in a
 *   browser.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findAll, findNode, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { STORAGE_PREFIX } from '../../../actions/storage/storageActions.ts';
import { scenario } from '../../../sandbox/scenarios.ts';
import { marketOf } from '../../../app/localized.ts';
import { settings } from '../../../app/settings.ts';
import { fill } from '../../../renderer/operations.ts';
import type { JsonObject } from '../../../renderer/types.ts';
import lender from '../../../schemas/lender.json' with { type: 'json' };

const promo = settings.promo as JsonObject;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IN_APP = `${ANDROID} XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64`;
const LANDING = scenario('default')!.query!;

/** The page in a browser whose user agent is `agent`. */
function open(agent: string, query: Record<string, string> = LANDING, lang?: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
  return runScreen('promoDownload', 'default', query, { lang });
}
const copyOf = (run: ScreenRun) => run.screen.copy as Record<string, string>;
const badge = (run: ScreenRun, key: 'appStore' | 'googlePlay') => run.tap((n) => n.widget === 'StoreBadge' && n.props.store === key);
/** Where the download went: the address without its query, and the query. */
function went(run: ScreenRun): { to: string; query: Record<string, string> } {
  expect(run.effects.navigations).toHaveLength(1);
  const url = new URL(run.effects.navigations[0].to!);
  return { to: `${url.origin}${url.pathname}`, query: Object.fromEntries(url.searchParams) };
}
/** The notice the page shows: its title and message. */
const notice = (run: ScreenRun) => findNode(run.tree().nodes, (n) => n.widget === 'Notice')?.props;
/** Every text of the drawn page, to look for a claim anywhere on it. */
const pageText = (run: ScreenRun) => JSON.stringify(run.tree().nodes);

/** The register page's entries for this visit after registering on `query`'s landing, in `lang`. */
async function registerOn(query: Record<string, string>, lang: string): Promise<[string, string][]> {
  const reg = await runScreen('promoRegister', 'default', query, { lang });
  reg.runtime.store.setState((s) => ({ state: { ...s.state, values: { mobile: '0917 123 4567', captcha: 'ab12', smsCode: '123456' } } }));
  await reg.tap((n) => n.props.label === (reg.screen.copy as Record<string, string>).apply);
  expect(reg.effects.navigations.map((n) => n.to?.split('?')[0])).toEqual(['/downloadTemplate']);
  return Object.keys(sessionStorage)
    .filter((key) => key.startsWith(STORAGE_PREFIX))
    .map((key) => [key, sessionStorage.getItem(key)!]);
}

/** The download page as the tab that registered opens it: runScreen starts a visit afresh, so its entries are put back. */
async function openAfter(entries: [string, string][], query: Record<string, string>, lang: string): Promise<ScreenRun> {
  const run = await open(ANDROID, query, lang);
  for (const [key, value] of entries) sessionStorage.setItem(key, value);
  await run.runtime.load();
  return run;
}

describe('download page', () => {
  afterEach(() => vi.restoreAllMocks());

  for (const lang of marketOf(settings).languages) {
    describe(lang, () => {
      it("opened directly: the app's name and icon, how to get a loan, a badge per store, and no account claimed", async () => {
        const run = await open(ANDROID, LANDING, lang);
        const copy = copyOf(run);
        expect(findNode(run.tree().nodes, (n) => n.widget === 'ProductCard')?.props).toMatchObject({ name: lender.appName, logo: lender.appLogo });
        expect(notice(run)).toEqual({ title: fill(copy.newHeadline, { app: lender.appName }), message: copy.newMessage });
        expect(pageText(run)).not.toContain(copy.headline);
        expect(pageText(run)).not.toContain(copy.message);
        const badges = findAll(run.tree().nodes, (n) => n.widget === 'StoreBadge').map((n) => n.props);
        expect(badges).toEqual([
          { store: 'appStore', caption: copy.appStoreCaption, name: copy.appStoreName },
          { store: 'googlePlay', caption: copy.googlePlayCaption, name: copy.googlePlayName },
        ]);
        expect(findNode(run.tree().nodes, (n) => n.props.text === copy.inAppBrowser)).toBeUndefined();
      });

      it('after registering on this landing in this visit: the account is ready', async () => {
        const entries = await registerOn(LANDING, lang);
        const run = await openAfter(entries, LANDING, lang);
        const copy = copyOf(run);
        expect(notice(run)).toEqual({ title: copy.headline, message: copy.message });
        expect(pageText(run)).not.toContain(copy.newMessage);
      });

      it("another landing's registration is not this one's: no account claimed", async () => {
        const entries = await registerOn(LANDING, lang);
        const run = await openAfter(entries, { ...LANDING, id: 'T2002' }, lang);
        expect(notice(run)?.title).toBe(fill(copyOf(run).newHeadline, { app: lender.appName }));
      });
    });
  }

  it('the App Store badge: the iOS download, carrying app_from, user_from, utm_tag, id and links_id', async () => {
    const run = await open(ANDROID);
    await badge(run, 'appStore');
    expect(went(run)).toEqual({
      to: promo.iosDownloadUrl,
      query: { app_from: LANDING.app_from, user_from: LANDING.user_from, utm_tag: LANDING.utm_tag, id: LANDING.id, links_id: LANDING.links_id },
    });
  });

  it('the Google Play badge: the Android download, with the same parameters, whatever the phone', async () => {
    const run = await open(IPHONE);
    await badge(run, 'googlePlay');
    expect(went(run).to).toBe(promo.androidDownloadUrl);
    expect(went(run).query).toMatchObject({ app_from: LANDING.app_from, links_id: LANDING.links_id });
  });

  it('down_id instead of links_id: down_id is carried, no empty links_id', async () => {
    const { links_id: _dropped, ...rest } = LANDING;
    const run = await open(ANDROID, { ...rest, down_id: 'D42' });
    await badge(run, 'googlePlay');
    expect(went(run).query.down_id).toBe('D42');
    expect(went(run).query).not.toHaveProperty('links_id');
  });

  it("in a social app's in-app browser (micromessenger): the page says to open it in a browser", async () => {
    const run = await open(IN_APP);
    expect(findNode(run.tree().nodes, (n) => n.widget === 'Text' && n.props.text === copyOf(run).inAppBrowser)).toBeTruthy();
  });
});
