/**
 * The texts of schemas/copy.json that the engine and the app read
 * themselves, not through a screen's {"var": "copy.…"}: failure messages,
 * the loading and retry words, the fallback pages. A screen may reword any
 * of them in its own copy. The copy check counts them as used.
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
] as const;

export type EngineCopyKey = (typeof ENGINE_COPY_KEYS)[number];
