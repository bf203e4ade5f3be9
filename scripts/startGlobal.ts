/** Where a page's `start` hands its exports over to the built files that import them (scripts/inlineEntry.ts). */
export const START_GLOBAL = '__loanStart';
