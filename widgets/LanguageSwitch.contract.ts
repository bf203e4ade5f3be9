import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description:
    'The language switch of the pages that open in a plain browser (the promotion pages, the official site): one button per language, the current one pressed. Only on the screens schemas/config.json → browserPages lists (`npm run check`): in the app, the app decides the language.',
  props: {
    label: { type: 'text', description: 'Accessible name of the group ("Language").' },
    options: {
      type: 'list',
      required: true,
      description: 'The languages, in order, each named in its own language ("English", "Filipino").',
      fields: {
        lang: { type: 'string', description: 'The language code (en, fil): the button’s lang and what `choose` carries.' },
        label: { type: 'text', description: 'The language’s name in that language.' },
      },
    },
    current: { type: 'string', description: 'The language of the page (env.lang): its button is pressed.' },
  },
  events: { choose: 'A language was chosen (not the current one); payload: its code.' },
  example: {
    widget: 'LanguageSwitch',
    key: 'language',
    props: { label: { var: 'copy.languageLabel' }, options: { var: 'copy.languages' }, current: { var: 'env.lang' } },
    events: { choose: [{ action: 'ui.language', args: { lang: { var: 'event' } } }] },
  },
});
