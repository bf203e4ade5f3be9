/**
 * What a chosen file really is, by its first bytes (its signature), never by
 * its name or the type the phone gives it: a PDF or a program renamed
 * `receipt.jpg` is sent as image/jpeg and is no picture (issue 29). Only
 * the kinds a screen accepts (picture.check's `kinds`) get through.
 */
export type PictureKind = 'jpeg' | 'png' | 'webp' | 'gif';

/** How many leading bytes the signatures need. */
export const SIGNATURE_BYTES = 12;

const ascii = (head: Uint8Array, at: number, text: string) => [...text].every((c, i) => head[at + i] === c.charCodeAt(0));

const SIGNATURES: Record<PictureKind, (head: Uint8Array) => boolean> = {
  // SOI marker followed by the next marker's first byte.
  jpeg: (h) => h[0] === 0xff && h[1] === 0xd8 && h[2] === 0xff,
  png: (h) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => h[i] === b),
  // A RIFF container whose form type is WEBP.
  webp: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP'),
  gif: (h) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a'),
};

/** The kind the leading bytes name, or null for anything else (a PDF, a program, a text, an empty file). */
export function pictureKind(head: Uint8Array): PictureKind | null {
  for (const [kind, matches] of Object.entries(SIGNATURES) as [PictureKind, (h: Uint8Array) => boolean][]) if (matches(head)) return kind;
  return null;
}

/** The kinds this module can tell (what a screen's `kinds` may list). */
export const pictureKinds = Object.keys(SIGNATURES) as PictureKind[];

/** The file's leading bytes (a file shorter than that gives what it has). */
export async function leadingBytes(file: Blob, n = SIGNATURE_BYTES): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, n).arrayBuffer());
}
