// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkUrl, withQuery } from '../../../actions/nav/urlCheck.ts';

const open = { schemes: ['https:', 'http:'], allowedHosts: [] };

describe('checkUrl', () => {
  it.each(['https://pay.example.com/repay?order=1', 'http://partner.example.com/x', '  https://pay.example.com/trimmed  ', 'HTTPS://PAY.EXAMPLE.COM/upper'])(
    'lets %s through',
    (url) => {
      expect(checkUrl(url, open).ok).toBe(true);
    },
  );

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['javascript://example.com/%0Aalert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['file:///etc/passwd'],
    ['ftp://example.com/x'],
    ['//evil.example/x'],
    ['/relative/path'],
    ['https://pay.example.com@evil.example/'],
    ['https://user:pass@pay.example.com/'],
    ['https://pay.example.com/\u0000x'],
    ['https://pay.example.com/\u200bx'],
    [''],
    [null],
    [42],
    ['app://product-detail?productId=1'],
  ])('refuses %j', (url) => {
    expect(checkUrl(url, open).ok).toBe(false);
  });

  it('keeps to the allowed hosts when they are configured', () => {
    const policy = { schemes: ['https:'], allowedHosts: ['example.com'] };
    expect(checkUrl('https://pay.example.com/x', policy).ok).toBe(true);
    expect(checkUrl('https://example.com/x', policy).ok).toBe(true);
    expect(checkUrl('https://example.com.evil.test/x', policy).ok).toBe(false);
    expect(checkUrl('https://notexample.com/x', policy).ok).toBe(false);
    expect(checkUrl('http://example.com/x', policy).ok).toBe(false);
  });

  it('withQuery appends parameters (from=confirm)', () => {
    expect(withQuery('https://a.example/x?y=1', { from: 'confirm' })).toBe('https://a.example/x?y=1&from=confirm');
  });
});

describe('checkUrl with the site as base', () => {
  const base = 'https://app.example.ph';
  it.each([
    ['/repaymentOfCode2', true, 'https://app.example.ph/repaymentOfCode2'],
    ['/repaymentOfCode?showType=1&payCode=7', true, 'https://app.example.ph/repaymentOfCode?showType=1&payCode=7'],
    ['//evil.example/x', false, ''],
    ['/\\evil.example/x', false, ''],
    ['javascript:alert(1)', false, ''],
    ['relative/path', false, ''],
    ['/agreement/123', true, 'https://app.example.ph/agreement/123'],
    ['/%2F%2Fevil.example', true, 'https://app.example.ph/%2F%2Fevil.example'],
    ['/\t/evil.example', false, ''],
  ])('%s → %s', (raw, ok, url) => {
    const verdict = checkUrl(raw, open, base);
    expect(verdict.ok).toBe(ok);
    if (verdict.ok) expect(verdict.url).toBe(url);
  });

  it('a path of this site passes even where only https is allowed and the page is served over http (development)', () => {
    const httpsOnly = { schemes: ['https:'], allowedHosts: ['bank.example'] };
    expect(checkUrl('/agreement/123', httpsOnly, 'http://localhost:5173')).toEqual({ ok: true, url: 'http://localhost:5173/agreement/123' });
    expect(checkUrl('http://localhost:5173/agreement/123', httpsOnly, 'http://localhost:5173').ok).toBe(false);
  });
});
