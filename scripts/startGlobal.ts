/** Where a page's `start` hands its exports over to the built files that import them (scripts/inlineEntry.ts). */
export const START_GLOBAL = '__loanStart';
/** Where a page hands the bundler's runtime helpers over to the built files that import them (scripts/inlineEntry.ts). */
export const RUNTIME_GLOBAL = '__loanRuntime';
