import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A titled group of content (its children).',
  props: {
    title: { type: 'text', description: 'The section’s heading; none when empty.' },
    anchor: { type: 'string', description: 'An id an address or a link can point at.' },
    reveal: { type: 'boolean', description: 'When it appears (e.g. choices opened by a tap) and ends below the fold, it scrolls into view.' },
    current: {
      type: 'string',
      description:
        'The anchor the page opened at (from its address, as SiteNav’s current): when it is this section’s, the page opens scrolled to it from the HTML alone, below the sticky bar, before any script runs.',
    },
  },
  children: true,
  example: {
    widget: 'Section',
    key: 'about',
    if: { '!': [{ rule: 'isUser' }] },
    props: { anchor: 'about', title: { var: 'copy.aboutTitle' }, current: { table: 'sectionOfPath' } },
    children: [{ widget: 'Article', props: { sections: { var: 'copy.about.sections' }, values: { rule: 'values' }, idPrefix: 'about-' } }],
  },
});
