/**
 * The picture actions, kept out of React (the picker only hands over the
 * chosen file):
 * - picture.check {file, kinds, maxBytes}: what the file is by its first
 *   bytes (pictureKind.ts); the kind as the result. Refused (kind rejected,
 *   code notAPicture or tooLarge) before anything is drawn or sent, for the
 *   screen to word.
 * - picture.shrink {file, maxSide, maxBytes}: the file to upload, made small
 *   enough (shrinkPicture.ts) in the browser; code cannotShrink when it
 *   cannot be.
 */
import type { ActionRegistry, Json } from '../../renderer/types.ts';
import { leadingBytes, pictureKind } from './pictureKind.ts';

export type PictureRefusal = 'notAPicture' | 'tooLarge' | 'cannotShrink';

const refused = (code: PictureRefusal) => ({ kind: 'rejected' as const, code, message: '' });

const positive = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

/** args are typed as JSON, but a picker's step hands over the chosen file itself. */
const fileOf = (value: unknown): Blob | null => (typeof Blob !== 'undefined' && value instanceof Blob ? value : null);

export const pictureActions: ActionRegistry = {
  'picture.check': async ({ args }) => {
    const file = fileOf(args.file);
    if (!file) throw refused('notAPicture');
    const kinds = Array.isArray(args.kinds) ? args.kinds.map(String) : [];
    const kind = pictureKind(await leadingBytes(file));
    if (!kind || !kinds.includes(kind)) throw refused('notAPicture');
    const maxBytes = positive(args.maxBytes);
    if (maxBytes !== null && file.size > maxBytes) throw refused('tooLarge');
    return kind;
  },
  'picture.shrink': async ({ args }) => {
    const file = fileOf(args.file);
    const maxSide = positive(args.maxSide);
    const maxBytes = positive(args.maxBytes);
    if (!file || maxSide === null || maxBytes === null) throw refused('cannotShrink');
    // Loaded on the first shrink: only the complaint pictures shrink, so no other page fetches it. Its file not
    // arriving is the network's failure (the chain's catch says so), not a picture that cannot shrink.
    const { browserCanvas, shrinkPicture } = await import('./shrinkPicture.ts').catch(() => {
      throw { kind: 'network', message: '' };
    });
    const shrunk = await shrinkPicture(file, { maxSide, maxBytes }, browserCanvas);
    if (!shrunk) throw refused('cannotShrink');
    // The file itself goes on to the upload step (api.*'s `file`), like the picker's.
    return shrunk as unknown as Json;
  },
};
