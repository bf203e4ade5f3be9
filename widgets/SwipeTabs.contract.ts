import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'Tabs over swipeable panels (the children, one TabPanel per tab).',
  props: {
    label: { type: 'text', description: 'Accessible name of the tab list.' },
    tabs: {
      type: 'list',
      required: true,
      description: 'The tabs, in order.',
      fields: {
        title: { type: 'text', description: 'The tab’s words.' },
        badge: { type: 'number', description: 'A count shown beside it (none when 0).' },
      },
    },
    value: { type: 'number', required: true, description: 'Index of the selected tab (the screen keeps it from `change`).' },
    visibleTabs: { type: 'number', description: 'Tabs visible at once before the bar scrolls (default 5).' },
    swipeThreshold: { type: 'number', description: 'A horizontal swipe longer than this share of the width changes tab (default 0.3).' },
    badgeMax: { type: 'number', description: 'A badge above this shows "N+" (default 99).' },
  },
  events: { change: 'A tab was tapped, or the panels swiped, or an arrow key pressed; payload: the new index.' },
  children: true,
  example: {
    widget: 'SwipeTabs',
    key: 'tabs',
    if: { '!!': [{ len: [{ rule: 'tabs' }] }] },
    props: {
      label: { var: 'copy.tabsLabel' },
      tabs: { rule: 'tabBar' },
      value: { var: 'state.tab' },
      visibleTabs: { var: 'constants.tabs.visible' },
      swipeThreshold: { var: 'constants.tabs.swipeThreshold' },
      badgeMax: { var: 'constants.tabs.badgeMax' },
    },
    events: { change: [{ action: 'ui.set', args: { tab: { var: 'event' } } }] },
  },
});
