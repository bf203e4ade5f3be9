// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import {
  INLINE_SCRIPTS,
  builtSecurityHeaders,
  contentSecurityPolicy,
  readScriptHashes,
  scriptHash,
  securityHeaders,
  withScriptHashes,
  writeScriptHashes,
} from '../../scripts/csp.ts';
import config from '../../schemas/config.json' with { type: 'json' };

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('the Content-Security-Policy', () => {
  it('allows scripts from the site only (none of a page’s own without its hash): no eval', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('allows the pages’ own scripts by their hashes only, as the build lists them', () => {
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    expect(directive(contentSecurityPolicy({ scriptHashes: hashes }), 'script-src')).toBe("script-src 'self' 'sha256-AAAA' 'sha256-BBBB'");
    const dist = mkdtempSync(join(tmpdir(), 'csp-'));
    expect(readScriptHashes(dist), 'a folder without the list: none').toEqual([]);
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, INLINE_SCRIPTS), JSON.stringify(hashes));
    expect(readScriptHashes(dist)).toEqual(hashes);
  });

  it('hashes a script as the page carries it, and lists a build’s scripts once each for its headers', () => {
    expect(scriptHash('a()')).toBe(`'sha256-${createHash('sha256').update('a()', 'utf8').digest('base64')}'`);
    const dist = mkdtempSync(join(tmpdir(), 'csp-'));
    mkdirSync(join(dist, '.vite'));
    writeScriptHashes(dist, ['b()', 'a()', 'b()']);
    expect(readScriptHashes(dist)).toEqual([scriptHash('a()'), scriptHash('b()')].sort());
    expect(directive(builtSecurityHeaders(dist, { apiBase: '/api' })['Content-Security-Policy'], 'script-src')).toBe(
      `script-src 'self' ${[scriptHash('a()'), scriptHash('b()')].sort().join(' ')}`,
    );
  });

  it('adds the hashes to a policy already made (the preview’s), once, and leaves other headers alone', () => {
    const headers = securityHeaders({ reportUri: '/__csp-report' });
    const added = withScriptHashes(headers, ["'sha256-AAAA'"]);
    expect(directive(added['Content-Security-Policy'], 'script-src')).toBe("script-src 'self' 'sha256-AAAA'");
    expect(directive(added['Content-Security-Policy'], 'report-uri')).toBe('report-uri /__csp-report');
    expect(added['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(withScriptHashes(added, ["'sha256-AAAA'"])).toEqual(added);
    expect(withScriptHashes(headers, [])).toBe(headers);
  });

  it('lets the API be called on another origin, and only that origin', () => {
    expect(directive(contentSecurityPolicy({ apiBase: 'https://api.example.com/v1' }), 'connect-src')).toBe("connect-src 'self' https://api.example.com");
    expect(directive(contentSecurityPolicy({ apiBase: '/api' }), 'connect-src')).toBe("connect-src 'self'");
  });

  it('frames what the URL check allows: its hosts when listed, else any host of its schemes', () => {
    const hosts = { schemes: ['https:'], allowedHosts: ['pay.example.com', 'docs.example.com'] };
    expect(directive(contentSecurityPolicy({ urlCheck: hosts }), 'frame-src')).toBe("frame-src 'self' https://pay.example.com https://docs.example.com");
    expect(directive(contentSecurityPolicy({ urlCheck: { schemes: ['https:', 'http:'], allowedHosts: [] } }), 'frame-src')).toBe(
      "frame-src 'self' https: http:",
    );
    expect(directive(contentSecurityPolicy(), 'frame-src')).toBe(directive(contentSecurityPolicy({ urlCheck: config.urlCheck }), 'frame-src'));
  });

  it('names the report address only when asked', () => {
    expect(contentSecurityPolicy()).not.toContain('report-uri');
    expect(directive(contentSecurityPolicy({ reportUri: '/__csp-report' }), 'report-uri')).toBe('report-uri /__csp-report');
  });

  it('lets only the site itself frame a page (clickjacking), in old web views too', () => {
    expect(directive(contentSecurityPolicy(), 'frame-ancestors')).toBe("frame-ancestors 'self'");
    const headers = securityHeaders();
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy());
  });
});
