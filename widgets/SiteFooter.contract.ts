import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'The official site’s footer: lines of contact details and the copyright.',
  props: {
    lines: { type: 'list', items: { type: 'text', description: 'One line.' }, description: 'The lines, in order; empty ones are left out.' },
    copyright: { type: 'text', description: 'The last line.' },
  },
  example: {
    widget: 'SiteFooter',
    key: 'footer',
    props: {
      lines: [{ var: 'config.lender.companyName' }, { cat: [{ var: 'copy.telephoneLabel' }, { var: 'config.lender.telephone' }] }],
      copyright: { cat: ['© ', { var: 'config.lender.copyrightYear' }, ' ', { var: 'config.lender.companyName' }, '. ', { var: 'copy.rights' }] },
    },
  },
});
