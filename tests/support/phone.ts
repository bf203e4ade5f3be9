/**
 * The phone the browser tools open pages in: the iPhone-sized screen (390 × 844, the suite's `iPhone 13`), touch,
 * in English. The e2e suite's own contexts (tests/e2e/fixtures.ts) and `npm run screenshots` use it.
 */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' } as const;
