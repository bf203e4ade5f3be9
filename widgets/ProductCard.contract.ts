import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A product (or a summary) with its logo, name, a status line and label/value rows; its children go beside the name or under the rows.',
  props: {
    logo: { type: 'string', description: 'An http(s) address of the product’s logo.' },
    name: { type: 'text', description: 'The card’s heading, also its accessible name.' },
    rows: {
      type: 'list',
      description: 'Label/value rows (a server’s list of {text or title, value} fits as it is); a row whose value is empty is not drawn.',
      fields: {
        text: { type: 'text', description: 'The row’s label.' },
        title: { type: 'text', description: 'The label when `text` is absent (as some server lists name it).' },
        value: { type: 'text', description: 'The row’s value.' },
        note: { type: 'text', description: 'A small line under the label.' },
      },
    },
    status: { type: 'text', description: 'A status line under the name.' },
    childrenBelow: { type: 'boolean', description: 'The children go under the rows (a more/hide toggle of the rows), not beside the name (an "All" button).' },
  },
  children: true,
  example: {
    widget: 'ProductCard',
    key: 'summary',
    props: {
      name: { var: 'copy.detailsTitle' },
      rows: [
        { text: { var: 'copy.typeLabel' }, value: { var: 'data.detail.type' } },
        { text: { var: 'copy.subTypeLabel' }, value: { var: 'data.detail.sonType' } },
      ],
    },
  },
});
