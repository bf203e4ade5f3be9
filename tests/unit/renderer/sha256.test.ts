// @vitest-environment node
/**
 * sha256Hex (renderer/sha256.ts): the known SHA-256 vectors (FIPS 180-2 appendix B), and its pure
 * TypeScript fallback held to node:crypto at every padding edge (55/56 and 119/120 bytes: where the
 * length no longer fits in the last block) and on non-ASCII text. The fallback is what a phone on
 * plain http:// uses, where crypto.subtle does not exist.
 */
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../../../renderer/sha256.ts';
import { sha256HexSync } from '../../../renderer/sha256Sync.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const nodeSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const KNOWN: [string, string][] = [
  ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
];

describe('sha256Hex', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(KNOWN)('%j → %s', async (text, hex) => {
    await expect(sha256Hex(text)).resolves.toBe(hex);
    expect(sha256HexSync(utf8(text))).toBe(hex);
  });

  it('hashes the UTF-8 bytes of the text', async () => {
    await expect(sha256Hex('₱5,000.00')).resolves.toBe(nodeSha256(Buffer.from('₱5,000.00', 'utf8')));
  });

  it.each([
    ['crypto.subtle is absent (an http:// page on the LAN)', { getRandomValues: crypto.getRandomValues.bind(crypto) }],
    ['crypto is absent', undefined],
  ])('still hashes when %s', async (_name, stand) => {
    const digest = vi.spyOn(crypto.subtle, 'digest');
    vi.stubGlobal('crypto', stand);
    expect(globalThis.crypto?.subtle).toBeUndefined();
    for (const [text, hex] of KNOWN) await expect(sha256Hex(text)).resolves.toBe(hex);
    await expect(sha256Hex('Dis 21, 2026 😀')).resolves.toBe(nodeSha256(utf8('Dis 21, 2026 😀')));
    expect(digest).not.toHaveBeenCalled();
  });

  it('uses Web Crypto when it is there', async () => {
    const digest = vi.spyOn(crypto.subtle, 'digest');
    await expect(sha256Hex('abc')).resolves.toBe(KNOWN[1][1]);
    expect(digest).toHaveBeenCalledWith('SHA-256', expect.anything());
  });
});

describe('sha256HexSync equals node:crypto', () => {
  const bytesOf = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 31 + 7) & 0xff);

  it.each([0, 1, 3, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 1000, 100_000])('%i bytes', (length) => {
    const bytes = bytesOf(length);
    expect(sha256HexSync(bytes)).toBe(nodeSha256(bytes));
  });

  it.each(['₱5,000.00', 'Dis 21, 2026', '😀🇵🇭👨‍👩‍👧', 'ñ Ñ ü — “quotes” 日本語', '{"amount":500000,"currency":"PHP"}'])('%j', (text) => {
    expect(sha256HexSync(utf8(text))).toBe(nodeSha256(utf8(text)));
  });

  it('a million "a" (FIPS 180-2 appendix B.3)', () => {
    expect(sha256HexSync(new Uint8Array(1_000_000).fill(0x61))).toBe('cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0');
  });
});
