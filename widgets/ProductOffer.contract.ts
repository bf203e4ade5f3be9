import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A recommended product with its range, rate, tags and a button; a disabled one is greyed and cannot be chosen.',
  props: {
    logo: { type: 'string', description: 'An http(s) address of the product’s logo.' },
    name: { type: 'text', description: 'The product’s name (its heading).' },
    buttonText: { type: 'text', description: 'The button’s words.' },
    range: { type: 'text', description: 'The amount range, formatted (moneyRange).' },
    rangeDesc: { type: 'text', description: 'A line under the range.' },
    rate: { type: 'text', description: 'The rate, as the server words it.' },
    desc: { type: 'text', description: 'A line under the rate.' },
    tags: { type: 'list', items: { type: 'text', description: 'One tag.' }, description: 'Small labels under the figures.' },
    enabled: { type: 'boolean', description: 'Only true makes the button pressable; otherwise the offer is greyed.' },
  },
  events: { select: 'The button was tapped (enabled, not busy); no payload.' },
  example: {
    widget: 'ProductOffer',
    key: 'offer',
    forEach: { rule: 'recommended' },
    as: 'product',
    props: {
      logo: { var: 'product.logo' },
      name: { var: 'product.name' },
      buttonText: { var: 'product.buttonText' },
      range: { moneyRange: [{ var: 'product.range' }, { var: 'constants.rupeeFlag' }] },
      rangeDesc: { var: 'product.rangeDesc' },
      rate: { var: 'product.rate' },
      desc: { var: 'product.desc' },
      tags: { var: 'product.tags' },
      enabled: { '==': [{ str: [{ var: 'product.enabled' }] }, '1'] },
    },
    events: { select: [{ action: 'run', args: { handler: 'selectProduct' } }] },
  },
});
