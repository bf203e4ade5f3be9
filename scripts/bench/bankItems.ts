/**
 * The bank bench's server form: 60 items, 20 for every card type, 20 for
 * type 1 over 4 channels, 20 for type 2; every `cate` and `inputType`.
 * Shared by the jsdom bench (scripts/benchBankForm.tsx), the Chromium bench
 * page and the stand-in backend's card-init answer, so all measure one form.
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

export function bankItems(): BankItem[] {
  const cates = ['txt', 'enum', 'day', 'citySelect'];
  const inputTypes = ['phone', 'bankCard', 'number', 'money', 'text'];
  return Array.from({ length: 60 }, (_, i) => ({
    code: `f${i}`,
    cate: cates[i % cates.length],
    title: `Field ${i}`,
    inputType: inputTypes[i % inputTypes.length],
    note: [
      { name: 'One', type: '1' },
      { name: 'Two', type: '2' },
    ],
    cardTypeMi: i < 20 ? 0 : i < 40 ? 1 : 2,
    channelNumber: i >= 20 && i < 40 ? String(90006 + (i % 4)) : '',
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
