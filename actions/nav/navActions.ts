/**
 * nav.go      {to, query?, replace?, omitEmpty?, notice?}  in-app route; the common parameters
 *                                      of the current address are carried along; with
 *                                      omitEmpty, query entries that are "" are left out.
 *                                      `notice`: words the page at `to` shows once, as its
 *                                      success banner (pendingNotice, taken by ui.takeNotice).
 * nav.external {url, query?, replace?, notice?} an external address, through the URL check;
 *                                      a rejected one is reported, never followed. `notice`
 *                                      is kept only when the address is a page of this site
 *                                      (another site cannot show it: the leaving page says it).
 * nav.check   {url}                    the address as it passed the URL check (for a
 *                                      frame), or a rejected failure. Like nav.external,
 *                                      a path of this site passes as this site's address.
 * nav.mail    {to, subject?, body?}    opens the person's e-mail app with a message to `to`
 *                                      (a mailto: address, mailtoUrl.ts); they send it there.
 *                                      The page stays: the app only hands the message over.
 *                                      A `to` that is not one plain address is rejected.
 * nav.back    {}                       back in history when the borrower came from a page
 *                                      of the app; on the web view's first page the shell
 *                                      closes the web view (goBackOrClose).
 */
import type { ActionRegistry, Json, JsonObject, ScreenContext } from '../../renderer/types.ts';
import { COMMON_PARAMS } from '../api/commonParams.ts';
import { checkUrl, withQuery, type UrlPolicy } from './urlCheck.ts';
import { navigator } from './navigator.ts';
import { goBackOrClose } from './goBackOrClose.ts';
import { pendingNotice } from './pendingNotice.ts';
import { mailtoUrl } from './mailtoUrl.ts';
import { REFUSAL_LOGS } from './refusalLogs.ts';

function textQuery(q: Json | undefined, omitEmpty = false): Record<string, string> {
  const out: Record<string, string> = {};
  if (q && typeof q === 'object' && !Array.isArray(q)) {
    for (const [k, v] of Object.entries(q as JsonObject)) {
      if (v === null || v === undefined || (omitEmpty && v === '')) continue;
      out[k] = String(v);
    }
  }
  return out;
}

export function internalPath(to: string, pageQuery: Record<string, string>, extra: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const name of COMMON_PARAMS) if (pageQuery[name]) params.set(name, pageQuery[name]);
  // Development: keep the chosen sandbox scenario while moving between pages.
  if (pageQuery.scenario) params.set('scenario', pageQuery.scenario);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const qs = params.toString();
  return qs ? `${to}?${qs}` : to;
}

/** This site's origin: a pay URL may be a path of this site (a code page). */
function siteOrigin(): string | undefined {
  return typeof window !== 'undefined' && /^https?:/.test(window.location?.origin ?? '') ? window.location.origin : undefined;
}

/**
 * The address as the URL check passed it; a refused one is logged for developers and fails as `rejected`.
 * The policy is the screen's configuration (context.config.urlCheck), so a test or the live preview can give another.
 */
function passed(url: Json | undefined, context: ScreenContext, base?: string): string {
  const verdict = checkUrl(url, context.config.urlCheck as unknown as UrlPolicy, base);
  if (!verdict.ok) {
    console.warn(REFUSAL_LOGS.address, verdict.reason, url);
    throw { kind: 'rejected', message: '' };
  }
  return verdict.url;
}

/** The borrower left the screen that ran the step: it moves nothing (the runtime starts no step then either). */
const left = (signal: AbortSignal | undefined) => signal?.aborted === true;

/** The notice argument as text ("" when there is none). */
const noticeText = (notice: Json | undefined) => (typeof notice === 'string' ? notice : '');

export const navActions: ActionRegistry = {
  'nav.go': ({ args, context, signal }) => {
    if (left(signal)) return;
    const to = typeof args.to === 'string' && args.to.startsWith('/') ? args.to : '/';
    const extra = textQuery(args.query, args.omitEmpty === true);
    // Kept before the move: the next page may take it as soon as it loads.
    pendingNotice.keep(to, noticeText(args.notice));
    navigator().go(internalPath(to, context.query, extra), { replace: args.replace === true });
  },
  'nav.external': async ({ args, context, signal }) => {
    if (left(signal)) return;
    const origin = siteOrigin();
    const url = passed(args.url, context, origin);
    const extra = textQuery(args.query, args.omitEmpty === true);
    const target = new URL(url);
    if (origin !== undefined && target.origin === origin) pendingNotice.keep(target.pathname, noticeText(args.notice));
    navigator().leave(Object.keys(extra).length ? withQuery(url, extra) : url, { replace: args.replace === true });
  },
  'nav.check': async ({ args, context }) => passed(args.url, context, siteOrigin()),
  'nav.mail': ({ args, signal }) => {
    if (left(signal)) return;
    const url = mailtoUrl(args.to, args.subject, args.body);
    if (!url) {
      console.warn(REFUSAL_LOGS.email, args.to);
      throw { kind: 'rejected', message: '' };
    }
    navigator().leave(url, { replace: false });
  },
  'nav.back': ({ signal }) => (left(signal) ? undefined : goBackOrClose()),
};
