import { widgetContract } from '../renderer/contract';

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
    pick: 'A picture was chosen; payload: {localId, file} (upload it and add it to `images`).',
    refuse: 'A chosen file is no picture (it is not added); payload: {name, type}.',
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
      refuse: [{ action: 'ui.toast', args: { text: { var: 'copy.notAPicture' } } }],
      retry: [{ action: 'run', args: { handler: 'retry' } }],
      remove: [{ action: 'ui.set', args: { images: { removeWhere: [{ var: 'state.images' }, 'localId', { var: 'event.localId' }] } } }],
    },
  },
});
