/**
 * What the console says, for a developer, when an address is refused (actions/nav/navActions.ts; the borrower
 * reads the screen's own words). A module of its own, importing nothing: tests/setup.ts reads it before every test
 * file (tests/support/refusalLog.ts keeps these lines instead of printing them), and must not load the actions early.
 */
export const REFUSAL_LOGS = { address: '[nav] address refused:', email: '[nav] e-mail address refused:' } as const;
