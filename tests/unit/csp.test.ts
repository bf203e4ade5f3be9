import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../scripts/csp';
import config from '../../schemas/config.json';

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

describe('the Content-Security-Policy', () => {
  it('allows scripts from the site only: no eval, no inline script', () => {
    const policy = contentSecurityPolicy();
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
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
