/**
 * Amount fields a server might send that are not an amount the borrower can
 * be shown (issue 16), each with its name for a test title: a page that reads
 * one must show its "cannot be shown" state and send nothing. Used by the
 * repayment pages' tests (repayCommonTests, repaymentWay), the confirm
 * pages' (confirmCommonTests) and the payment-path walk (reliability/paymentPaths).
 */
export const HOSTILE_AMOUNTS: [string, unknown][] = [
  ['"NaN"', 'NaN'],
  ['true', true],
  ['null', null],
  ['1e23', 1e23],
  ['-5', -5],
  ['300000.5 (half a centavo: it would read ₱3,000.01)', 300000.5],
  ['absent', undefined],
];
