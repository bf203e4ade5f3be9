import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'Long text (legal pages, About us) as sections of headings, paragraphs and lists, each section with an id an address can open at.',
  props: {
    sections: {
      type: 'list',
      required: true,
      description: 'The sections, in order.',
      fields: {
        id: { type: 'string', description: 'The section’s id (an address or a link can point at it).' },
        heading: { type: 'text', description: 'The section’s heading; may name {placeholders} of `values`.' },
        blocks: {
          type: 'list',
          description: 'The section’s content, in order.',
          fields: {
            type: {
              type: 'string',
              enum: ['p', 'ul', 'ol', 'h3'],
              description: 'p: a paragraph (also any other value); ul / ol: a list of `items`; h3: a sub-heading.',
            },
            text: { type: 'text', description: 'The words of a paragraph or a sub-heading; may name {placeholders} of `values`.' },
            items: { type: 'list', items: { type: 'text', description: 'One entry of the list.' }, description: 'The entries of a ul / ol.' },
          },
        },
      },
    },
    values: { type: 'object', description: 'Values for {placeholders} in the text, e.g. {lender.companyName} or {figures.minTermDays|# day|# days}.' },
    lang: {
      type: 'string',
      description: 'The language of the text when it is not the page’s (a legal body kept in English), so screen readers read it right.',
    },
    idPrefix: {
      type: 'string',
      description: 'Put before every section id: a page of several texts (the official site) keeps their ids apart and off its own anchors.',
    },
  },
  example: {
    widget: 'Article',
    key: 'article',
    props: {
      sections: { var: 'copy.doc.sections' },
      values: { lender: { var: 'config.lender' }, figures: { var: 'config.lender.figures' } },
      lang: { var: 'copy.doc.bodyLanguage' },
    },
  },
});
