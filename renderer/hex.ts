/** Numbers as fixed-width lowercase hex, joined (a digest's words or bytes: renderer/sha256.ts, renderer/sha256Sync.ts). */
export const hex = (words: ArrayLike<number>, width: number) => Array.from(words, (w) => (w >>> 0).toString(16).padStart(width, '0')).join('');
