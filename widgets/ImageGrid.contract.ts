import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'Pictures in a grid; tapping one shows it full size over the page until closed.',
  props: {
    images: {
      type: 'any',
      required: true,
      description: 'The pictures’ http(s) addresses: a list, or one comma-joined text (as complaints are saved); other entries are left out.',
    },
    alts: {
      type: 'list',
      items: { type: 'text', description: 'What the picture at this position shows.' },
      description: 'What each picture shows, in the page’s language (its text alternative); may name {placeholders} of `values`.',
    },
    values: { type: 'object', description: 'Values for {placeholders} in the alternatives (e.g. {lender.tradeName}).' },
    columns: { type: 'number', description: 'Pictures per row (default 4).' },
    labels: {
      type: 'object',
      description: 'The accessible names of the controls.',
      fields: {
        open: { type: 'text', description: 'A picture’s open button: "{n}" is its position, "{alt}" its text alternative.' },
        close: { type: 'text', description: 'The full-size view’s close button.' },
        full: { type: 'text', description: 'The full-size view’s name.' },
      },
    },
  },
  example: {
    widget: 'ImageGrid',
    props: {
      images: { var: 'constants.pictures' },
      alts: { var: 'copy.pictureAlts' },
      values: { rule: 'values' },
      columns: 3,
      labels: { var: 'copy.pictureLabels' },
    },
  },
});
