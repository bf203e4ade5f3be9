/**
 * The browser specs whose tests mostly wait, not compute: on slow sandbox answers (`*-slow` scenarios, a
 * network failure and its retry), the app's own timers (a countdown, a loader's words), a page painted before
 * its code has come. Alone on two workers they keep the machine about half busy (measured spec by spec,
 * docs/decisions/066).
 *
 * playwright.config.ts runs them first, as a project of their own: `npm test` runs the unit suite beside the
 * browser suite (decision 063), so while vitest keeps both cores busy these tests' waits cost little, and more
 * of the specs that keep a core busy by themselves run once vitest has ended. The walks (deadEnds,
 * requestLanguage) stay where Playwright puts them, last (a project of their own measured nothing either way,
 * decision 066). The order changes no test: every spec runs once, in one of the two projects.
 */
export const WAITING_SPECS = [
  'bindBank.loading',
  'bindBank.submit',
  'complaintPictureFailures',
  'confirmLoan.guards',
  'confirmLoan.push',
  'drafts',
  'earlyData',
  'errorPage',
  'firstPaint',
  'leftPage',
  'orderLoading',
  'promoCode',
  'promoCodeReset',
  'singleSubmit',
] as const;

/** The project's testMatch: each spec by its whole file name. */
export const waitingSpecFiles = WAITING_SPECS.map((name) => `**/${name}.spec.ts`);
