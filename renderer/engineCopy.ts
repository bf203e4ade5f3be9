/**
 * The texts of schemas/copy.json that the engine and the app read
 * themselves, not through a screen's {"var": "copy.…"}: failure messages,
 * the loading and retry words, the error page's heading, the fallback pages.
 * A screen may reword any of them in its own copy. The copy check counts
 * them as used.
 */
export const ENGINE_COPY_KEYS = [
  'loading',
  'retry',
  'networkError',
  'timeoutError',
  'serverError',
  'internalError',
  'linkRejected',
  'nativeFailed',
  'widgetFailed',
  'screenUnavailable',
  'dataIncomplete',
  'errorHeading',
] as const;

export type EngineCopyKey = (typeof ENGINE_COPY_KEYS)[number];

/** Lists of schemas/copy.json the engine reads itself: the month names the `day` operation writes (operations.ts formatDay). */
export const ENGINE_COPY_LISTS = ['monthsShort'] as const;

/**
 * What the engine says when the copy has no text for a key (a copy file that
 * failed to load, a test without copy): still whole sentences a borrower
 * understands, never a bare "error". A unit test holds them to the same rule
 * as every message of schemas/ (tests/unit/copy/messagesAreSentences.test.ts).
 */
export const ENGINE_FALLBACK_TEXT: { [key in EngineCopyKey]: string } = {
  loading: 'Loading…',
  retry: 'Try again',
  networkError: 'Network error. Please check your connection and try again.',
  timeoutError: 'The network is slow right now. Please try again.',
  serverError: 'Something went wrong. Please try again.',
  internalError: 'Something went wrong on this page. Please try again.',
  linkRejected: 'This link cannot be opened.',
  nativeFailed: 'The app could not do this right now. Please try again.',
  widgetFailed: 'This part of the page could not be shown.',
  screenUnavailable: 'This page cannot be shown right now. Please try again later.',
  dataIncomplete: 'Some details of this page did not arrive, so it cannot be shown. Please try again.',
  errorHeading: "We couldn't load this page",
};

/** An engine text from a copy catalogue (a screen's, over the app's), else its fallback. */
export function engineText(copy: { [key: string]: unknown }, key: EngineCopyKey): string {
  const value = copy[key];
  return typeof value === 'string' && value !== '' ? value : ENGINE_FALLBACK_TEXT[key];
}
