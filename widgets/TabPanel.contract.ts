import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'One tab’s content (its children) inside SwipeTabs; a tab not selected is drawn but hidden.',
  props: {
    selected: { type: 'boolean', description: 'Only true shows it.' },
    emptyText: { type: 'text', description: 'What it says when it has no children.' },
  },
  children: true,
  example: {
    widget: 'TabPanel',
    key: 'panel',
    forEach: { rule: 'tabs' },
    as: 'tab',
    if: { rule: 'nearSelected' },
    props: { selected: { '==': [{ var: 'index' }, { var: 'state.tab' }] }, emptyText: { var: 'copy.empty' } },
  },
});
