import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'Pictures chosen one at a time, each uploaded by the screen, with a remove button and a retry for a failed one.',
  props: {
    images: {
      type: 'list',
      required: true,
      description: 'The pictures as the screen keeps them (it adds one on `pick`): without it nothing chosen is shown.',
      fields: {
        localId: { type: 'string', description: 'The id `pick` gave it.' },
        status: {
          type: 'string',
          enum: ['uploading', 'done', 'failed'],
          description: 'uploading (a progress sign; nothing else can be picked meanwhile), failed (a retry button) or done.',
        },
        url: { type: 'string', description: 'The uploaded picture’s address (the chosen file is previewed before it).' },
      },
    },
    max: { type: 'number', description: 'How many pictures at most (default 9): the add tile goes away at that count.' },
    perRow: { type: 'number', description: 'Tiles per row (default 4; fewer when the text is large).' },
    progress: {
      type: 'number',
      description: 'How much of the uploading picture is sent, 0-100 (its progress bar’s value); absent while it is being prepared.',
    },
    progressText: { type: 'text', description: 'The words on the uploading picture (e.g. "Preparing", "42%"), also the bar’s spoken value.' },
    labels: {
      type: 'object',
      description: 'Accessible names and status words.',
      fields: {
        add: { type: 'text', description: 'The add tile’s file input.' },
        remove: { type: 'text', description: 'A picture’s remove button.' },
        retry: { type: 'text', description: 'A failed picture’s retry button.' },
        uploading: { type: 'text', description: 'The progress sign of a picture uploading.' },
        failed: { type: 'text', description: 'The word on a failed picture.' },
      },
    },
  },
  events: {
    pick: 'A file was chosen; payload: {localId, file} (check it is a picture, then upload it and add it to `images`).',
    retry: 'A failed picture’s retry was tapped; payload: {localId, file}.',
    remove: 'A picture’s remove button was tapped; payload: {localId}.',
  },
  example: {
    widget: 'ImagePicker',
    props: {
      images: { var: 'state.images' },
      max: { var: 'constants.maxImages' },
      perRow: { var: 'constants.imagesPerRow' },
      labels: { var: 'copy.imageLabels' },
    },
    events: {
      pick: [{ action: 'run', args: { handler: 'pick' } }],
      retry: [{ action: 'run', args: { handler: 'retry' } }],
      remove: [{ action: 'ui.set', args: { images: { removeWhere: [{ var: 'state.images' }, 'localId', { var: 'event.localId' }] } } }],
    },
  },
});
