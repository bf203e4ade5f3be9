import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A headline figure (the loan amount) with its label and an optional note under it.',
  props: {
    label: { type: 'text', description: 'What the figure is ("Loan amount").' },
    value: { type: 'text', required: true, description: 'The figure, formatted (e.g. with the peso operation).' },
    note: { type: 'text', description: 'A line under the figure (e.g. the repayment date).' },
  },
  example: {
    widget: 'Figure',
    key: 'amount',
    props: {
      label: { var: 'copy.amountLabel' },
      value: { peso: [{ rule: 'amount' }, { var: 'constants.rupeeFlag' }] },
      note: { cat: [{ var: 'copy.repayDate' }, ': ', { day: [{ var: 'data.detail.repayDate' }] }] },
    },
  },
});
