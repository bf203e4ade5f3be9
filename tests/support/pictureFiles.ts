/**
 * Files a picker hands over in the unit suites: a real (tiny) PNG, and files
 * that only look like pictures by their name and type. What a file is, is
 * told by its first bytes (actions/picture/pictureKind.ts).
 */

/** A real 1×1 PNG (the same bytes as the e2e suites' TINY_PNG). */
export const TINY_PNG_BYTES = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
);

export const pngFile = (name = 'receipt.png'): File => new File([TINY_PNG_BYTES], name, { type: 'image/png' });

/** A PDF renamed receipt.jpg and sent as image/jpeg (issue 29). */
export const renamedPdf = (): File => new File(['%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n'], 'receipt.jpg', { type: 'image/jpeg' });

/** A Windows program renamed photo.jpg and sent as image/jpeg. */
export const renamedProgram = (): File => new File([Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00])], 'photo.jpg', { type: 'image/jpeg' });

/** A file that starts as a JPEG and is `bytes` long (its size is what a test is about, not its pixels). */
export function jpegOfSize(bytes: number, name = 'photo.jpg'): File {
  const body = new Uint8Array(bytes);
  body.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
  return new File([body], name, { type: 'image/jpeg' });
}
