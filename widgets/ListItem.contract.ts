import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'One tappable row of a list: an optional picture, a title, a meta line (e.g. a time) and a text.',
  props: {
    title: { type: 'text', description: 'The row’s title.' },
    meta: { type: 'text', description: 'A short line beside the title (e.g. a time or a status).' },
    text: { type: 'text', description: 'A line under the title.' },
    image: { type: 'string', description: 'An http(s) address of a small picture (a logo) before the text.' },
    selected: { type: 'boolean', description: 'Marks the row as the current one (aria-current).' },
  },
  events: { select: 'The row was tapped; no payload.' },
  example: {
    widget: 'ListItem',
    key: 'complaint',
    forEach: { var: 'tab.list' },
    as: 'entry',
    props: { title: { var: 'entry.type' }, meta: { dayTime: [{ var: 'entry.time' }] }, text: { var: 'entry.content' } },
    events: { select: [{ action: 'nav.go', args: { to: '/complainDetails', query: { problemId: { str: [{ var: 'entry.id' }] } } } }] },
  },
});
