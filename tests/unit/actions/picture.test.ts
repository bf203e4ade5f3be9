/**
 * Pictures before they are sent (issue 29; actions/picture/): what a file is
 * by its first bytes, never its name or type (a PDF or a program renamed
 * .jpg and sent as image/jpeg is refused); a file over the hard limit is
 * refused; a large photo is made small enough on the phone (shrinkPicture,
 * here with a fake canvas: jsdom draws nothing; Chromium draws a real one
 * in tests/e2e/complaintPictureSize.spec.ts); and an upload tells the
 * screen how far it is.
 */
import { describe, expect, it, vi } from 'vitest';
import { leadingBytes, pictureKind } from '../../../actions/picture/pictureKind.ts';
import { fitted, shrinkPicture, type DecodedPicture, type PictureCanvas } from '../../../actions/picture/shrinkPicture.ts';
import { pictureActions } from '../../../actions/picture/pictureActions.ts';
import { apiActions } from '../../../actions/api/apiActions.ts';
import { settings } from '../../../app/settings.ts';
import type { ActionEnv, JsonObject } from '../../../renderer/types.ts';
import { jpegOfSize, pngFile, renamedPdf, renamedProgram } from '../../support/pictureFiles.ts';

const bytes = (...values: (number | string)[]) => new Blob(values.map((v) => (typeof v === 'string' ? v : Uint8Array.from([v]))));

function env(args: JsonObject, setState = vi.fn()): ActionEnv {
  return {
    args,
    context: { query: {}, data: {}, sources: {}, state: {}, config: settings, copy: {}, env: {} } as unknown as ActionEnv['context'],
    setState,
    reload: async () => {},
    runHandler: async () => {},
    signal: new AbortController().signal,
  };
}

const check = (file: Blob, kinds = ['jpeg', 'png', 'webp'], maxBytes?: number) =>
  pictureActions['picture.check'](env({ file: file as never, kinds, ...(maxBytes ? { maxBytes } : {}) }));

describe('pictureKind: by the first bytes', () => {
  it.each([
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe1, 0, 0x10)],
    ['png', pngFile()],
    ['webp', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 ')],
    ['gif', bytes('GIF89a', 1, 0)],
    [null, renamedPdf()],
    [null, renamedProgram()],
    [null, bytes('hello, this is text')],
    [null, new Blob([])],
    [null, bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt ')],
  ])('%s', async (kind, file) => {
    expect(pictureKind(await leadingBytes(file))).toBe(kind);
  });
});

describe('picture.check', () => {
  it('takes a real picture of an accepted kind, whatever its name says', async () => {
    expect(await check(pngFile('IMG_0001.pdf'))).toBe('png');
  });

  it.each([
    ['a PDF renamed receipt.jpg, sent as image/jpeg', renamedPdf()],
    ['a program renamed photo.jpg, sent as image/jpeg', renamedProgram()],
    ['no file at all', null as unknown as Blob],
  ])('refuses %s: notAPicture', async (_what, file) => {
    await expect(check(file)).rejects.toMatchObject({ kind: 'rejected', code: 'notAPicture' });
  });

  it('refuses a picture of a kind the screen does not list', async () => {
    await expect(check(bytes('GIF89a', 1, 0))).rejects.toMatchObject({ code: 'notAPicture' });
    expect(await check(bytes('GIF89a', 1, 0), ['gif'])).toBe('gif');
  });

  it('refuses a file over the hard limit: tooLarge', async () => {
    const limit = 2 * 1024 * 1024;
    await expect(check(jpegOfSize(limit + 1), ['jpeg'], limit)).rejects.toMatchObject({ kind: 'rejected', code: 'tooLarge' });
    expect(await check(jpegOfSize(limit), ['jpeg'], limit)).toBe('jpeg');
  });
});

/** A canvas that decodes every file to `width` × `height` and encodes to `bytesPerPixel(quality)` bytes a pixel. */
function fakeCanvas(width: number, height: number, bytesPerPixel: (quality: number) => number) {
  const closed = vi.fn();
  const encoded: { width: number; height: number; quality: number; size: number }[] = [];
  const canvas: PictureCanvas = {
    decode: vi.fn(async () => ({ width, height, close: closed }) satisfies DecodedPicture),
    encode: async (_picture, w, h, quality) => {
      const size = Math.round(w * h * bytesPerPixel(quality));
      encoded.push({ width: w, height: h, quality, size });
      // Only a blob that fits is kept (and so really written); a larger one only says its size.
      const blob = new Blob([new Uint8Array(Math.min(size, 2 * 1024 * 1024))], { type: 'image/jpeg' });
      return size > blob.size ? Object.defineProperty(blob, 'size', { value: size }) : blob;
    },
  };
  return { canvas, encoded, closed };
}

describe('shrinkPicture', () => {
  const limits = { maxSide: 1600, maxBytes: 1024 * 1024 };

  it('a picture within maxBytes goes as chosen: nothing decoded, nothing lost', async () => {
    const { canvas } = fakeCanvas(4000, 3000, () => 1);
    const file = jpegOfSize(limits.maxBytes);
    expect(await shrinkPicture(file, limits, canvas)).toBe(file);
    expect(canvas.decode).not.toHaveBeenCalled();
  });

  it('a 20 MB photo is drawn at most maxSide long, as JPEG, within maxBytes, named .jpg', async () => {
    const { canvas, encoded, closed } = fakeCanvas(6000, 4000, (q) => q * 0.6);
    const file = jpegOfSize(20 * 1024 * 1024, 'IMG_2041.HEIC.jpeg');
    const sent = (await shrinkPicture(file, limits, canvas)) as File;
    expect(encoded[0]).toMatchObject({ width: 1600, height: 1067 });
    expect(sent.size).toBeLessThanOrEqual(limits.maxBytes);
    expect(sent.size).toBeLessThan(file.size);
    expect(sent.type).toBe('image/jpeg');
    expect(sent.name).toBe('IMG_2041.HEIC.jpg');
    expect(closed).toHaveBeenCalled();
  });

  it('steps the quality, then the size, down until it fits', async () => {
    const { canvas, encoded } = fakeCanvas(4000, 3000, (q) => q * 2);
    const sent = await shrinkPicture(jpegOfSize(8 * 1024 * 1024), limits, canvas);
    expect(sent!.size).toBeLessThanOrEqual(limits.maxBytes);
    expect(encoded.map((e) => e.quality).slice(0, 4)).toEqual([0.85, 0.7, 0.55, 0.85]);
    expect(encoded[3].width).toBeLessThan(encoded[0].width);
  });

  it('a small picture over maxBytes (a heavy PNG) is re-encoded at its own size, never enlarged', async () => {
    expect(fitted(800, 600, 1600)).toEqual({ width: 800, height: 600 });
    const { canvas, encoded } = fakeCanvas(800, 600, () => 0.5);
    await shrinkPicture(jpegOfSize(2 * 1024 * 1024, 'screen.png'), limits, canvas);
    expect(encoded[0]).toMatchObject({ width: 800, height: 600 });
  });

  it('gives up (null) when the browser cannot read it, or it never fits: a bounded number of tries', async () => {
    const unreadable: PictureCanvas = { decode: async () => null, encode: vi.fn() };
    expect(await shrinkPicture(jpegOfSize(3 * 1024 * 1024), limits, unreadable)).toBeNull();
    const { canvas, encoded, closed } = fakeCanvas(4000, 3000, () => 1000);
    expect(await shrinkPicture(jpegOfSize(3 * 1024 * 1024), limits, canvas)).toBeNull();
    expect(encoded.length).toBeLessThanOrEqual(18);
    expect(closed).toHaveBeenCalled();
  });

  it('picture.shrink refuses in words when it cannot (here jsdom, which draws nothing): cannotShrink', async () => {
    const file = jpegOfSize(3 * 1024 * 1024);
    await expect(pictureActions['picture.shrink'](env({ file: file as never, maxSide: 1600, maxBytes: 1024 * 1024 }))).rejects.toMatchObject({
      kind: 'rejected',
      code: 'cannotShrink',
    });
    const small = pngFile();
    expect(await pictureActions['picture.shrink'](env({ file: small as never, maxSide: 1600, maxBytes: 1024 * 1024 }))).toBe(small);
  });
});

describe('an upload tells the screen how far it is', () => {
  it('api.uploadProblemImg with progress: the share sent goes into that state key, whole per cents, up to 100', async () => {
    const setState = vi.fn();
    await apiActions['api.uploadProblemImg'](env({ file: jpegOfSize(256 * 1024) as never, progress: 'uploadProgress' }, setState));
    const shares = setState.mock.calls.map(([patch]) => (patch as { uploadProgress: number }).uploadProgress);
    expect(shares.at(-1)).toBe(100);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(new Set(shares).size).toBe(shares.length);
  });
});
