/**
 * What the picture actions of pictureActions.ts take and answer (renderer/contract.ts).
 * Read by `npm run check` and the catalogue, never by the app.
 */
import { actionContracts } from '../../renderer/contract.ts';
import { pictureKinds } from './pictureKind.ts';

/** Only a few screens name these actions: they come in a pack with those screens (actions/actionPacks.ts), not with every page. */
export const pack = 'picture';

export const pictureContracts = actionContracts({
  'picture.check': {
    description:
      'Tells what a chosen file is by its first bytes, never its name or type; refused (kind rejected) with code notAPicture (not one of `kinds`) or tooLarge (over `maxBytes`), for the screen to word, before anything is sent.',
    args: {
      file: { type: 'any', required: true, description: "The chosen file (the picker's event.file)." },
      kinds: {
        type: 'list',
        required: true,
        description: `The kinds accepted, of ${pictureKinds.join(', ')}.`,
      },
      maxBytes: { type: 'number', description: 'The largest file taken at all, in bytes (none when absent).' },
    },
    result: 'The kind the file is (jpeg, png…).',
  },
  'picture.shrink': {
    description:
      'The file to upload: the chosen one when it is within `maxBytes`, else drawn at most `maxSide` pixels long and encoded as JPEG until it is; refused (kind rejected, code cannotShrink) when the browser cannot read it or it stays too large.',
    args: {
      file: { type: 'any', required: true, description: 'The picture (checked first with picture.check).' },
      maxSide: { type: 'number', required: true, description: 'The long side at most, in pixels, when it has to be made smaller.' },
      maxBytes: { type: 'number', required: true, description: 'The file at most, in bytes.' },
    },
    result: 'The file to upload (for an api step’s `file`).',
  },
});
