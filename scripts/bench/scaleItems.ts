/**
 * The products of the cost-in-the-data bench: n recommended products shaped
 * like the recommendProducts answer of sandbox/scenarios/default.json, all
 * enabled (the screen leaves out disabled ones), each its own name, id,
 * amounts and tags, so no draw can reuse another's text.
 */
export interface ScaleProduct {
  logo: string;
  name: string;
  buttonText: string;
  enabled: number;
  range: [number, number];
  rangeDesc: string;
  rate: string;
  desc: string;
  tags: string[];
  target: string;
  productId: string;
}

export function scaleProducts(count: number, logo: string): ScaleProduct[] {
  return Array.from({ length: count }, (_, i) => ({
    logo,
    name: `Lender ${i + 1}`,
    buttonText: 'Apply',
    enabled: 1,
    range: [100000 + (i % 50) * 1000, 1000000 + (i % 20) * 50000],
    rangeDesc: 'Loan amount',
    rate: `0.0${(i % 9) + 1}%`,
    desc: 'Daily interest',
    tags: [`Offer ${i + 1}`, 'No collateral'],
    target: `lender-${i + 1}`,
    productId: String(3000 + i),
  }));
}
