/**
 * The bank bench's server form: 60 items, 20 for every card type, 20 for
 * type 1 over 4 channels, 20 for type 2; every `cate` and `inputType`.
 * Shared by the jsdom bench (scripts/benchBankForm.tsx), the Chromium bench
 * page and the stand-in backend's card-init answer, so all measure one form.
 * The cost-in-the-data bench (scaleBank.ts) asks for more items in the same
 * thirds (200, 500).
 */
export interface BankItem {
  code: string;
  cate: string;
  title: string;
  inputType: string;
  note: { name: string; type: string }[];
  cardTypeMi: number;
  channelNumber: string;
  value: string;
}

export function bankItems(count = 60): BankItem[] {
  const cates = ['txt', 'enum', 'day', 'citySelect'];
  const inputTypes = ['phone', 'bankCard', 'number', 'money', 'text'];
  const third = Math.round(count / 3);
  return Array.from({ length: count }, (_, i) => ({
    code: `f${i}`,
    cate: cates[i % cates.length],
    title: `Field ${i}`,
    inputType: inputTypes[i % inputTypes.length],
    note: [
      { name: 'One', type: '1' },
      { name: 'Two', type: '2' },
    ],
    cardTypeMi: i < third ? 0 : i < 2 * third ? 1 : 2,
    channelNumber: i >= third && i < 2 * third ? String(90006 + (i % 4)) : '',
    value: '',
  }));
}

/** Visible fields per card type with channel 90006 (the screen's default channel). */
export function visibleCount(items: BankItem[], cardType: number, channel = '90006'): number {
  return items.filter((it) => {
    if (it.cardTypeMi !== 0 && it.cardTypeMi !== cardType) return false;
    if (cardType === 1 && it.channelNumber && it.channelNumber !== channel) return false;
    return true;
  }).length;
}
