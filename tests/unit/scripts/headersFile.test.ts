// @vitest-environment node
/** `dist/_headers`: this build's headers for every page, its script hashes in the policy (scripts/headersFile.ts). */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_SCRIPTS, securityHeaders } from '../../../scripts/csp.ts';
import { HEADERS_FILE, writeHeadersFile } from '../../../scripts/headersFile.ts';

describe('writeHeadersFile', () => {
  it('writes every page’s headers with the build’s script hashes, in the _headers format', () => {
    const dist = mkdtempSync(join(tmpdir(), 'headers-'));
    mkdirSync(join(dist, '.vite'));
    const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
    writeFileSync(join(dist, INLINE_SCRIPTS), JSON.stringify(hashes));
    const returned = writeHeadersFile(dist, 'https://api.example.com/v1');
    const lines = readFileSync(join(dist, HEADERS_FILE), 'utf8').split('\n');
    expect(lines[0]).toBe('/*');
    const expected = securityHeaders({ apiBase: 'https://api.example.com/v1', scriptHashes: hashes });
    expect(lines.slice(1).filter(Boolean)).toEqual(Object.entries(expected).map(([name, value]) => `  ${name}: ${value}`));
    expect(returned, 'what it wrote is what it returns (the prerender counts them against the first window)').toEqual(expected);
    expect(expected['Content-Security-Policy']).toContain("script-src 'self' 'sha256-AAAA' 'sha256-BBBB'");
  });
});
