/**
 * The day the unit and snapshot suites run on (Manila): the day the sandbox's
 * loan offers were written for (sandbox/scenarios/default.json `datesFrom`).
 * tests/setup.ts fixes the sandbox's today to it and runScreen gives it to the
 * page as env.today, so nothing a test sees moves with the calendar.
 */
export const TEST_DAY = '2026-11-21';
