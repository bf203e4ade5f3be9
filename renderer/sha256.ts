/**
 * sha256Hex: the SHA-256 of a text's UTF-8 bytes, as 64 lowercase hex digits (a receipt's hash).
 *
 * Web Crypto does the work where the browser offers it. It does not everywhere: crypto.subtle exists
 * only in a secure context (https:// or localhost), so a phone opening the app over the LAN at
 * http://192.168.x.x has none. For that case renderer/sha256Sync.ts carries its own SHA-256 (FIPS 180-4),
 * loaded then only; the tests hold it to node:crypto.
 */
import { hex } from './hex.ts';

/** The SHA-256 of text's UTF-8 bytes as 64 lowercase hex digits: Web Crypto where present, else sha256HexSync. */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  const subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle;
  if (typeof subtle?.digest !== 'function') return import('./sha256Sync.ts').then(({ sha256HexSync }) => sha256HexSync(bytes));
  return hex(new Uint8Array(await subtle.digest('SHA-256', bytes)), 2);
}
