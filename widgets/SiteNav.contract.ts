import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'The official site’s navigation: real links that scroll to their section, the address following.',
  props: {
    brand: { type: 'text', description: 'The name at its start.' },
    label: { type: 'text', description: 'Accessible name of the navigation.' },
    links: {
      type: 'list',
      description: 'The links, in order.',
      fields: {
        label: { type: 'text', description: 'The link’s words.' },
        section: { type: 'string', description: 'The id of the element it scrolls to.' },
        path: { type: 'string', description: 'The address it shows (and opens without JavaScript).' },
      },
    },
    current: { type: 'string', description: 'The section the page opened at (from its address); scrolled to on arrival.' },
  },
  example: {
    widget: 'SiteNav',
    key: 'nav',
    props: { brand: { var: 'config.lender.tradeName' }, label: { var: 'copy.navLabel' }, links: { var: 'copy.links' }, current: { table: 'sectionOfPath' } },
  },
});
