/**
 * A short fingerprint of a screen document (two FNV-1a hashes of its JSON
 * text and its length): the build lists the fingerprints of the documents the
 * meta-schema accepted (virtual:screen-checked), so the page need not check
 * those again. Not a defence against an attacker (the documents come with the
 * app's own code), only against a document the build never saw.
 */
export function screenFingerprint(doc: unknown): string {
  const text = JSON.stringify(doc) ?? '';
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x811c9dc5) ^ (b >>> 15);
  }
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}.${text.length.toString(36)}`;
}
