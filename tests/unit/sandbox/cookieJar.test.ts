/**
 * sandbox/cookieJar.ts, the jar msw keeps in the sandbox's builds (decision 058): a cookie an answer sets goes
 * back with the requests it belongs to (host, path, expiry), as msw's own jar sends it.
 */
import { describe, expect, it } from 'vitest';
import { cookieStore } from '../../../sandbox/cookieJar.ts';

const sent = (url: string) => cookieStore.getCookiesSync(url).map(String);

describe('the sandbox’s cookie jar', () => {
  it('sends a kept cookie to its host and path, and not elsewhere', () => {
    cookieStore.setCookie('session=abc; Path=/api; HttpOnly', 'https://app.example.com/api/login');
    expect(sent('https://app.example.com/api/order/detail')).toEqual(['session=abc']);
    expect(cookieStore.getCookiesSync('https://app.example.com/api/x')[0]).toMatchObject({ key: 'session', value: 'abc' });
    expect(sent('https://app.example.com/apiary')).toEqual([]);
    expect(sent('https://other.example.com/api/x')).toEqual([]);
  });

  it('keeps each of several cookies one header joins, an Expires date’s comma included; longest path first', () => {
    cookieStore.setCookie('a=1; Path=/, b=2; Path=/v2; Expires=Wed, 01 Jan 2098 00:00:00 GMT', 'https://two.example.com/');
    expect(sent('https://two.example.com/v2/x')).toEqual(['b=2', 'a=1']);
  });

  it('forgets a cookie set again with Max-Age=0 or a past Expires; Domain reaches the subdomains', () => {
    cookieStore.setCookie('t=1; Domain=.three.example.com', 'https://three.example.com/');
    expect(sent('https://api.three.example.com/')).toEqual(['t=1']);
    cookieStore.setCookie('t=1; Domain=three.example.com; Max-Age=0', 'https://three.example.com/');
    expect(sent('https://api.three.example.com/')).toEqual([]);
    cookieStore.setCookie('u=1', 'https://four.example.com/a/b');
    expect(sent('https://four.example.com/a/c')).toEqual(['u=1']);
    cookieStore.setCookie('u=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'https://four.example.com/a/b');
    expect(sent('https://four.example.com/a/c')).toEqual([]);
  });

  it('keeps nothing from a header without a name, or for another site’s domain', () => {
    cookieStore.setCookie('=x; Path=/', 'https://five.example.com/');
    expect(sent('https://five.example.com/')).toEqual([]);
    cookieStore.setCookie('v=1; Domain=other.example.org', 'https://five.example.com/');
    expect(sent('https://other.example.org/')).toEqual([]);
    expect(sent('https://five.example.com/')).toEqual([]);
  });
});
