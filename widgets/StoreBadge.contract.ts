import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description:
    "An app store's badge (App Store, Google Play): the store's mark, a small line and the store's name on a dark button; a tap emits `press` (the chain opens the store).",
  props: {
    store: { type: 'string', enum: ['appStore', 'googlePlay'], required: true, description: 'Which mark it draws: appStore or googlePlay.' },
    caption: { type: 'text', description: 'The small line above the name ("Download on the"); with the name, the button\u2019s accessible name.' },
    name: { type: 'text', required: true, description: 'The store\u2019s name ("App Store").' },
  },
  events: { press: 'Tapped (not while busy).' },
  example: {
    widget: 'StoreBadge',
    key: 'appStore',
    props: { store: 'appStore', caption: { var: 'copy.appStoreCaption' }, name: { var: 'copy.appStoreName' } },
    events: { press: [{ action: 'nav.external', args: { url: { var: 'config.promo.iosDownloadUrl' } } }] },
  },
});
