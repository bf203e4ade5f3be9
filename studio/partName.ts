/**
 * A shared part as the live preview names it beside its file: the name its
 * description starts with ("Repayment basics: …" → "Repayment basics"),
 * else its id in words ("repayCommon" → "Repay common"). A description that
 * starts with a sentence about the part ("What the installment page … share:
 * …") names nothing short enough to tell parts apart.
 */
const MAX = 40;

export function partName(id: string, description: string | undefined): string {
  const first = /^([^:;.(]+)[:.]\s/.exec((description ?? '').trim());
  if (first && first[1].trim().length <= MAX) return first[1].trim();
  const words = id.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
