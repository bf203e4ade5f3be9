/**
 * The browser specs whose tests mostly wait, not compute: on slow sandbox answers (`*-slow` scenarios, a
 * network failure and its retry), the app's own timers (a countdown, a loader's words), a page painted before
 * its code has come. Alone on two workers they keep the machine about half busy (measured spec by spec,
 * docs/decisions/066).
 *
 * playwright.config.ts runs them first, as a project of their own: `npm test` runs the unit suite beside the
 * browser suite (decision 063), so while vitest keeps both cores busy these tests' waits cost nothing, and the
 * specs that keep a core busy by themselves (a11y, the walks) run once vitest has ended. The order changes no
 * test: every spec runs once, in one of the two projects.
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

/**
 * The long walks: tests of half a minute or more each (every route × scenario, every screen's calls). Run right
 * after the waiting specs, before the many short tests: at the end of the run a half-minute test would keep one
 * worker busy while the other has nothing left (Playwright would put them last, as their worker fixtures differ).
 */
export const WALKING_SPECS = ['deadEnds', 'requestLanguage'] as const;

const files = (names: readonly string[]) => names.map((name) => `**/${name}.spec.ts`);

/** The projects' testMatch: each spec by its whole file name. */
export const waitingSpecFiles = files(WAITING_SPECS);
export const walkingSpecFiles = files(WALKING_SPECS);
