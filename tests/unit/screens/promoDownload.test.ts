/**
 * The promotion download page (schemas/screens/promoDownload.json; SPEC
 * 'Promotion register page' and the in-app browser rule): reached after
 * registering with app_from, user_from, utm_tag, id and links_id or
 * down_id, it sends the visitor to the store download for their phone
 * (iOS or not) carrying those, and in a social app's in-app browser (user
 * agent with micromessenger) says to open the page in a browser. Through the
 * real runtime; words are the screen's copy, the addresses the config's.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen';
import { scenario } from '../../../sandbox/scenarios';
import { settings } from '../../../app/settings';
import type { JsonObject } from '../../../renderer/types';

const promo = settings.promo as JsonObject;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const IN_APP = `${ANDROID} XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64`;

/** The page in a browser whose user agent is `agent`. */
function open(agent: string, query: Record<string, string> = scenario('default')!.query!) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);
  return runScreen('promoDownload', 'default', query);
}
const download = (run: ScreenRun) => run.tap((n) => n.widget === 'Button' && n.props.label === run.screen.copy?.download);
/** Where the download went: the address without its query, and the query. */
function went(run: ScreenRun): { to: string; query: Record<string, string> } {
  expect(run.effects.navigations).toHaveLength(1);
  const url = new URL(run.effects.navigations[0].to!);
  return { to: `${url.origin}${url.pathname}`, query: Object.fromEntries(url.searchParams) };
}

describe('download page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the account is ready and how to get the loan; no in-app browser hint in a browser', async () => {
    const run = await open(ANDROID);
    const copy = run.screen.copy as Record<string, string>;
    expect(findNode(run.tree().nodes, (n) => n.widget === 'Notice')?.props).toMatchObject({ title: copy.headline, message: copy.message });
    expect(findNode(run.tree().nodes, (n) => n.props.text === copy.inAppBrowser)).toBeUndefined();
  });

  it('Android: the Android download, carrying app_from, user_from, utm_tag, id and links_id', async () => {
    const run = await open(ANDROID);
    await download(run);
    const query = scenario('default')!.query!;
    expect(went(run)).toEqual({
      to: promo.androidDownloadUrl,
      query: { app_from: query.app_from, user_from: query.user_from, utm_tag: query.utm_tag, id: query.id, links_id: query.links_id },
    });
  });

  it('iPhone: the iOS download, with the same parameters', async () => {
    const run = await open(IPHONE);
    await download(run);
    expect(went(run).to).toBe(promo.iosDownloadUrl);
    expect(went(run).query).toMatchObject({ app_from: scenario('default')!.query!.app_from });
  });

  it('down_id instead of links_id: down_id is carried, no empty links_id', async () => {
    const { links_id: _dropped, ...rest } = scenario('default')!.query!;
    const run = await open(ANDROID, { ...rest, down_id: 'D42' });
    await download(run);
    expect(went(run).query.down_id).toBe('D42');
    expect(went(run).query).not.toHaveProperty('links_id');
  });

  it("in a social app's in-app browser (micromessenger): the page says to open it in a browser", async () => {
    const run = await open(IN_APP);
    const copy = run.screen.copy as Record<string, string>;
    expect(findNode(run.tree().nodes, (n) => n.widget === 'Text' && n.props.text === copy.inAppBrowser)).toBeTruthy();
  });
});
