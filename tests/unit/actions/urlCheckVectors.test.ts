// @vitest-environment node
/**
 * The URL check against the shared list of hostile addresses
 * (tests/support/maliciousUrls.ts): every vector refused under the policy it
 * is meant for, the good addresses let through, and a property run: whatever
 * text comes in, an address that passes is, as the browser reads it, https on
 * an allowed host with no user info.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkUrl, type UrlPolicy } from '../../../actions/nav/urlCheck.ts';
import config from '../../../schemas/config.json' with { type: 'json' };
import { ALLOWED_UNDER_HOST_POLICY, HOST_POLICY, MALICIOUS_URLS, shown } from '../../support/maliciousUrls.ts';

const shipped = config.urlCheck as UrlPolicy;
/** Any host, both schemes: what the shipped configuration allows today. */
const ANY_HOST: UrlPolicy = { schemes: ['https:', 'http:'], allowedHosts: [] };
/** The page's own origin (pay URLs may be paths of this site). */
const SITE = 'https://app.example.ph';

const rows = MALICIOUS_URLS.map((v) => [v.name, shown(v.value), v] as const);
const anyPolicyRows = rows.filter(([, , v]) => v.refusedBy === 'any');
const hostRows = rows.filter(([, , v]) => v.refusedBy === 'hosts');

describe('the vector list', () => {
  it('has at least 30 vectors with distinct names, of both kinds', () => {
    expect(MALICIOUS_URLS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(MALICIOUS_URLS.map((v) => v.name)).size).toBe(MALICIOUS_URLS.length);
    expect(anyPolicyRows.length).toBeGreaterThanOrEqual(30);
    expect(hostRows.length).toBeGreaterThanOrEqual(10);
  });
});

describe('refused under any configuration', () => {
  it.each(anyPolicyRows)('%s %s: shipped config, any host, the host list, and with the site as base', (_name, _shown, v) => {
    expect(checkUrl(v.value, shipped).ok).toBe(false);
    expect(checkUrl(v.value, ANY_HOST).ok).toBe(false);
    expect(checkUrl(v.value, HOST_POLICY).ok).toBe(false);
    expect(checkUrl(v.value, ANY_HOST, SITE).ok).toBe(false);
    expect(checkUrl(v.value, HOST_POLICY, SITE).ok).toBe(false);
  });
});

describe('refused once the hosts are configured', () => {
  it.each(hostRows)('%s %s', (_name, _shown, v) => {
    expect(checkUrl(v.value, HOST_POLICY).ok).toBe(false);
    expect(checkUrl(v.value, HOST_POLICY, SITE).ok).toBe(false);
  });

  // The reason is the host list, not an accident of parsing: with any host they pass.
  it.each(hostRows)('%s %s passes with any host', (_name, _shown, v) => {
    expect(checkUrl(v.value, ANY_HOST).ok).toBe(true);
  });
});

describe('good addresses', () => {
  it.each(ALLOWED_UNDER_HOST_POLICY)('%j passes the host list', (url) => {
    const verdict = checkUrl(url, HOST_POLICY);
    expect(verdict.ok).toBe(true);
    if (verdict.ok) expect(new URL(verdict.url).hostname).toMatch(/(^|\.)allowed\.example$/);
  });

  it.each([
    ['https://pay.example.com/checkout?ref=RX-77', 'https://pay.example.com/checkout?ref=RX-77'],
    ['http://partner.example.com/continue', 'http://partner.example.com/continue'],
  ])('%s passes the shipped configuration', (url, expected) => {
    expect(checkUrl(url, shipped)).toEqual({ ok: true, url: expected });
  });

  it('a path of this site passes with the site as base, and becomes an address of this site', () => {
    expect(checkUrl('/repaymentOfCode2?x=1', ANY_HOST, SITE)).toEqual({ ok: true, url: `${SITE}/repaymentOfCode2?x=1` });
  });
});

describe('whatever comes in, what passes is safe to follow', () => {
  /** Text built from the pieces the vectors use, so the run explores near the tricks. */
  const piece = fc.constantFrom(
    'https:',
    'http:',
    'javascript:',
    'data:',
    '//',
    '\\',
    '/',
    '@',
    ':',
    '.',
    '%2e',
    '%40',
    '%2f',
    '#',
    '?',
    'allowed.example',
    'evil.example',
    'user',
    '\t',
    '\n',
    ' ',
    '\u0000',
    '\u200b',
    '\u3002',
    'ａ',
    'xn--',
    '[::1]',
    '127.0.0.1',
  );
  const crafted = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
  /** An allowed address, maybe with user info, and tricks after it (another host, slashes…): many pass, so the checks below run. */
  const nearAllowed = fc
    .tuple(
      fc.constantFrom('https://', ' HTTPS://', 'http://'),
      fc.constantFrom('', '', 'user@', 'user:pw@', 'evil.example@'),
      fc.constantFrom('allowed.example', 'pay.allowed.example', 'ALLOWED.EXAMPLE'),
      crafted,
    )
    .map((parts) => parts.join(''));
  const input = fc.oneof(
    { weight: 1, arbitrary: crafted },
    { weight: 3, arbitrary: nearAllowed },
    { weight: 1, arbitrary: fc.string() },
    { weight: 1, arbitrary: fc.webUrl({ withQueryParameters: true, withFragments: true }) },
  );

  it('passes only https addresses on an allowed host, without user info, that the browser reads the same way', () => {
    let passed = 0;
    fc.assert(
      fc.property(input, (raw) => {
        const verdict = checkUrl(raw, HOST_POLICY);
        if (!verdict.ok) return;
        passed++;
        const url = new URL(verdict.url);
        expect(url.protocol).toBe('https:');
        expect(url.hostname === 'allowed.example' || url.hostname.endsWith('.allowed.example')).toBe(true);
        expect(url.username + url.password).toBe('');
        // What is followed is what the browser makes of the raw text (no different reading).
        expect(new URL(raw.trim()).href).toBe(verdict.url);
      }),
      { numRuns: 3000 },
    );
    // Random text almost never passes the host list: without addresses that pass, the run above checks nothing.
    expect(passed, 'addresses that passed and were checked').toBeGreaterThanOrEqual(30);
  });

  it('never passes a script or document scheme, however it is written', () => {
    const scheme = fc.constantFrom('javascript', 'vbscript', 'data', 'file');
    const mixed = fc
      .tuple(scheme, fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }))
      .map(([s, ups]) => [...s].map((c, i) => (ups[i] ? c.toUpperCase() : c)).join(''));
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u200b');
    fc.assert(
      fc.property(noise, mixed, fc.constantFrom(':', '://', ':/'), fc.string(), (before, s, sep, rest) => {
        expect(checkUrl(`${before}${s}${sep}${rest}`, ANY_HOST).ok).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
