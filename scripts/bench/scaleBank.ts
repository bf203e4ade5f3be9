/**
 * The cost in the data, bank form: the production /bindBank with a server
 * form of 60, 200 and 500 items (bankItems in the same thirds; the page's
 * card-init answer replaced in the browser), a card-type switch timed as the
 * bank part times it (bankFormChromium.ts: click → the new fields laid out).
 */
import { bankItems, visibleCount } from './bankItems.ts';
import { bankSwitchFigures, type SwitchTarget } from './bankFormChromium.ts';

export const BANK_SIZES = [60, 200, 500];

export async function scaleBankFigures(appUrl: string, sizes = BANK_SIZES) {
  const targets: SwitchTarget[] = sizes.map((n) => {
    const items = bankItems(n);
    return {
      name: `${n} fields`,
      url: `${appUrl}/bindBank?product_id=1001&productId=1001`,
      field: '.w-field',
      counts: [visibleCount(items, 1), visibleCount(items, 2)],
      cardItems: items,
    };
  });
  const { figures, frameCost, chromium } = await bankSwitchFigures(targets, 4, 8, 4);
  return { figures: figures.map((f, i) => ({ ...f, fields: sizes[i], shown: targets[i].counts })), frameCost, chromium };
}
