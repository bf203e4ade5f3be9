/**
 * The entries (app/main.tsx, app/promoMain.tsx) start the route's first request at once, and ask for the app's
 * code (and the route's screen) only once the prerendered page has painted (app/afterFirstPaint.ts).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForState } from '../../support/waitForState.ts';

const seen: string[] = [];
let painted: () => void = () => {};

vi.mock('../../../app/afterFirstPaint.ts', () => ({
  afterFirstPaint: () => {
    seen.push('waits for the first paint');
    return new Promise<void>((resolve) => (painted = resolve));
  },
}));
vi.mock('../../../app/earlyData.ts', () => ({ startEarlyData: () => void seen.push('early request') }));
vi.mock('../../../app/startApp.ts', () => {
  seen.push('app code');
  return { startApp: () => void seen.push('app started') };
});
vi.mock('../../../app/startPromo.ts', () => {
  seen.push('promo app code');
  return { startPromo: () => void seen.push('promo started') };
});
vi.mock('../../../app/screens.ts', () => ({
  // Asked for: the route's screen is preloaded (a call, whether or not the module was loaded before).
  preloadPath: () => Promise.resolve(seen.push('screens')),
  preloadHash: () => Promise.resolve(seen.push('screens')),
}));

beforeEach(() => {
  seen.length = 0;
  vi.resetModules();
});

describe('the entries ask for the app once the page has painted', () => {
  for (const [entry, appCode] of [
    ['../../../app/main', 'app code'],
    ['../../../app/promoMain', 'promo app code'],
  ] as const) {
    it(entry.replace('../../../', ''), async () => {
      await import(entry);
      await waitForState(() => expect(seen).toContain('waits for the first paint'));
      // Nothing of the app is asked for while the page has not painted. A flush, not a wait for a state: the right
      // order passes however late the task runs; the 'painted' mark below checks the order again.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(seen).not.toContain(appCode);
      expect(seen).not.toContain('screens');
      seen.push('painted');
      painted();
      await waitForState(() => expect(seen).toContain(appCode));
      expect(seen.indexOf('painted'), 'the app is asked for after the paint').toBeLessThan(seen.indexOf(appCode));
      await waitForState(() => expect(seen).toContain('screens'));
      expect(seen.indexOf('painted'), 'and the screen too').toBeLessThan(seen.indexOf('screens'));
      if (entry.endsWith('/main'))
        expect(seen.indexOf('early request'), 'the first request does not wait').toBeLessThan(seen.indexOf('waits for the first paint'));
    });
  }
});
