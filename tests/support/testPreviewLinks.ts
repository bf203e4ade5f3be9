/**
 * The links the developer test page must have (SPEC 'Developer test page'),
 * in the order shown: the link's name in the page's constants and copy, its
 * route, and its label as the English copy words it (so a reworded label
 * keeps the suites green). Shared by the unit test and the Playwright suite,
 * so a link added to the SPEC is added once.
 */
import previewScreen from '../../schemas/screens/testPreview.json' with { type: 'json' };

type LinkName = keyof typeof previewScreen.copy.en.linkLabels;

const links: [LinkName, string][] = [
  ['confirmLoan', '/confirmLoan'],
  ['orderDetail', '/orderDetail'],
  ['repay', '/repay'],
  ['repayDelay', '/repayDelay'],
  ['bindBank', '/bindBank'],
  ['aboutUs', '/aboutUs'],
  ['complaint', '/complaint'],
  ['customerService', '/customerService'],
  ['privacyPolicy', '/privacyPolicy'],
  ['paymentGuide', '/paymentGuide'],
];

export const TEST_PREVIEW_LINKS: readonly { name: LinkName; path: string; label: string }[] = links.map(([name, path]) => ({
  name,
  path,
  label: previewScreen.copy.en.linkLabels[name],
}));
