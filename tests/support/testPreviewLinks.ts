/**
 * The links the developer test page must have (SPEC 'Developer test page'):
 * label → route, in the order shown. Shared by the unit test and the
 * Playwright suite, so a link added to the SPEC is added once.
 */
export const TEST_PREVIEW_LINKS: readonly (readonly [label: string, path: string])[] = [
  ['Confirm loan', '/confirmLoan'],
  ['Loan detail', '/orderDetail'],
  ['Repay', '/repay'],
  ['Extension', '/repayDelay'],
  ['Bind bank', '/bindBank'],
  ['About us', '/aboutUs'],
  ['Complaint', '/complaint'],
  ['Customer service', '/customerService'],
  ['Privacy policy', '/privacyPolicy'],
  ['Repayment instructions', '/paymentGuide'],
];
