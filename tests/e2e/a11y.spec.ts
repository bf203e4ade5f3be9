/**
 * Accessibility of every screen in its main states (issue 10), one row per
 * state: every route of schemas/routes.json (product pages, the official
 * site's routes, the promotion hash routes, /testPreview, an unknown address),
 * its ready state, its loading-failure state and each popup, picker, overlay
 * and error message a person can reach. Loading states are left out (too
 * short to catch without timing).
 *
 * Each row is checked three ways:
 * 1. axe-core (WCAG 2.0/2.1 A and AA): no serious or critical violation.
 * 2. Touch targets: at least 44 × 44 CSS px (WCAG 2.5.5). Targets are the
 *    visible buttons, links, selects, summaries, checkboxes, radios and file
 *    inputs and anything with role button, link, tab or option. A target's
 *    hit area is its own box, a label's box (for an input) or an absolutely
 *    positioned ::before/::after of it; one of them must be 44 × 44. Exempt,
 *    as WCAG allows: a link drawn inline inside a sentence (display inline,
 *    with other text in the same block), whose height is the line's. The
 *    details are on smallTargets() in a11yHelpers.ts.
 * 3. 200 % text (the root font size doubled; widgets.css sizes text in rem):
 *    the text really grows, the page does not scroll sideways, no control's
 *    label is clipped or spills out, and the row's main action can still be
 *    scrolled to and tapped.
 *
 * Every text the screens show is read from the files the app reads
 * (tests/e2e/copy.ts and the areas' helpers); what the sandbox answers
 * (product names, complaint types, bank fields) is written out.
 */
import type { Locator, Page } from '@playwright/test';
import { FIRST_PAINT_MS, expect, freezeClock } from './fixtures.ts';
import { appCopy, bankCopy, contentCopy, previewCopy, screenCopy, siteCopy } from './copy.ts';
import { CONFIRM_QUERY, altCopy, confirmCopy, failureCopy } from './loanHelpers.ts';
import { ORDER, code2Copy, codeCopy, delayCopy, guideCopy, guidePictureButton, repayCopy, wayCopy } from './repayHelpers.ts';
import { BANK_QUERY } from './bankForm.ts';
import { NEXT_QUERY, TINY_PNG, detailCopy, homeCopy, listCopy, nextCopy, serviceCopy } from './complaintHelpers.ts';
import { LANDING, agreementCopy, promoAddress, registerCopy, storeBadge } from './promoHelpers.ts';
import { expectTappable, largeTextProblems, noteTextSizes, seriousAxeViolations, setTextSize, smallTargets, test, textThatDidNotGrow } from './a11yHelpers.ts';
import codeQr from '../../sandbox/scenarios/code-qr.json' with { type: 'json' };

interface Row {
  /** route — state */
  name: string;
  /** Address with ?scenario= (promotion pages: in the hash query). */
  url: string;
  /** Taps that reach the state, after the page has drawn. */
  reach?: (page: Page) => Promise<void>;
  /** Visible once the state is reached. */
  ready: (page: Page) => Locator;
  /** The main action of the state, which must stay tappable at 200 % text; none on a page of text. */
  main?: (page: Page) => Locator;
  /** The page's clock is installed before it loads (a state that would otherwise time out). */
  clock?: boolean;
}

const q = (path: string, scenario: string, query: Record<string, string> = {}) => `${path}?${new URLSearchParams({ scenario, ...query })}`;
const button = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
const h1 = (page: Page, name: string) => page.getByRole('heading', { name, level: 1, exact: true });
const alert = (page: Page) => page.getByRole('alert');
const retry = (page: Page) => button(page, appCopy.retry);

/** A loading-failure row: the message and 'Try again'. */
const failure = (name: string, url: string): Row => ({ name, url, ready: alert, main: retry });

const CODE_QUERY = { showType: '1', payCode: '7012 3456 7890', payCodeImg: '/sandbox-assets/channel-7eleven.svg', repayAmount: '545000' };
const QR_QUERY = { ...CODE_QUERY, ...codeQr.query };
const SITE = (path: string): Row => ({
  name: `${path} (official site)`,
  url: q(path, 'default'),
  ready: (page) => page.getByRole('navigation', { name: siteCopy.navLabel }),
  main: (page) => page.getByRole('navigation', { name: siteCopy.navLabel }).getByRole('link', { name: siteCopy.links[4].label, exact: true }),
});

const ROWS: Row[] = [
  // ------------------------------------------------------------ order details
  {
    name: '/orderDetail — status 21 with recommended products',
    url: q('/orderDetail', 'default', ORDER),
    ready: (p) => h1(p, screenCopy.title),
    main: (p) => button(p, screenCopy.moreProducts),
  },
  {
    name: '/orderDetail — 174 due with repay and rollover',
    url: q('/orderDetail', 'order-174-delay', ORDER),
    ready: (p) => button(p, screenCopy.rolloverLabel),
    main: (p) => button(p, screenCopy.repayLabel),
  },
  {
    name: '/orderDetail — 200 paid off, borrow again',
    url: q('/orderDetail', 'order-200', ORDER),
    ready: (p) => button(p, screenCopy.borrowAgainLabel),
    main: (p) => button(p, screenCopy.borrowAgainLabel),
  },
  {
    name: '/order — 110 rejected (alias route)',
    url: q('/order', 'order-110', ORDER),
    ready: (p) => h1(p, screenCopy.title),
    main: (p) => button(p, screenCopy.moreProducts),
  },
  {
    name: '/orderDetail — rating popup',
    url: q('/orderDetail', 'order-rating', ORDER),
    ready: (p) => dialog(p, screenCopy.ratingTitle),
    main: (p) => button(dialog(p, screenCopy.ratingTitle), screenCopy.submit),
  },
  {
    name: '/orderDetail — thanks popup after a low rating',
    url: q('/orderDetail', 'order-rating', ORDER),
    reach: async (p) => {
      await button(dialog(p, screenCopy.ratingTitle), screenCopy.starLabels[1]).click();
      await button(dialog(p, screenCopy.ratingTitle), screenCopy.submit).click();
    },
    ready: (p) => dialog(p, screenCopy.thanksTitle),
    main: (p) => button(dialog(p, screenCopy.thanksTitle), screenCopy.ok),
  },
  {
    name: '/orderDetail — bank-card prompt',
    url: q('/orderDetail', 'order-card-prompt', ORDER),
    // server text: the prompt's title (cardPopTitle of order-card-prompt).
    ready: (p) => dialog(p, 'Bind your bank card'),
    main: (p) => button(p, screenCopy.bindCard),
  },
  {
    name: '/orderDetail — message popup',
    url: q('/orderDetail', 'order-message', ORDER),
    ready: (p) => dialog(p, screenCopy.messageTitle),
    main: (p) => button(p, screenCopy.withdrawNow),
  },
  {
    name: '/orderDetail — unsafe redirect refused',
    url: q('/orderDetail', 'order-redirect-unsafe', ORDER),
    ready: (p) => p.getByRole('status'),
    main: (p) => button(p, screenCopy.repaymentLabel),
  },
  failure('/orderDetail — network failure', q('/orderDetail', 'order-network-failure', ORDER)),
  failure('/orderDetail — server failure', q('/orderDetail', 'order-server-failure', ORDER)),

  // ------------------------------------------------------------ joint-login failure
  {
    name: '/loginFailure — recommended products',
    url: q('/loginFailure', 'default'),
    ready: (p) => h1(p, failureCopy.title),
    main: (p) => button(p, 'Borrow'),
  },
  failure('/loginFailure — network failure', q('/loginFailure', 'failure-network')),
  {
    name: "/loginFailure — no products: 'Go back'",
    url: q('/loginFailure', 'failure-no-products'),
    ready: (p) => button(p, appCopy.back),
    main: (p) => button(p, appCopy.back),
  },

  // ------------------------------------------------------------ confirm loan
  {
    name: '/confirmLoan — the offer, its disclosure, the box ticked',
    url: q('/confirmLoan', 'default', CONFIRM_QUERY),
    reach: async (p) => {
      await p.getByRole('checkbox', { name: confirmCopy.agreeLabel }).check();
    },
    ready: (p) => p.getByRole('region', { name: confirmCopy.disclosureTitle }),
    main: (p) => button(p, confirmCopy.confirm),
  },
  {
    name: '/confirmLoan — as it opens: the box unticked (Confirm greyed, with its reason)',
    url: q('/confirmLoan', 'default', CONFIRM_QUERY),
    ready: (p) => p.getByRole('checkbox', { name: confirmCopy.agreeLabel, checked: false }),
    main: (p) => p.getByRole('checkbox', { name: confirmCopy.agreeLabel }),
  },
  {
    name: '/confirmLoan — an offer that cannot be confirmed (its figures do not add up)',
    url: q('/confirmLoan', 'confirm-check-planSum', CONFIRM_QUERY),
    ready: (p) => alert(p),
    main: (p) => button(p, appCopy.callService),
  },
  {
    name: '/confirmLoan — agreement popup',
    url: q('/confirmLoan', 'confirm-agreement-popup', CONFIRM_QUERY),
    ready: (p) => dialog(p, confirmCopy.agreementTitle),
    main: (p) => button(p, confirmCopy.agreementAgree),
  },
  {
    name: '/confirmLoan — exit-retention popup',
    url: q('/confirmLoan', 'confirm-exit-popup', CONFIRM_QUERY),
    reach: async (p) => {
      await expect(button(p, confirmCopy.confirm)).toBeVisible();
      await p.evaluate(() => window.onNativeMessage?.('goBack'));
    },
    ready: (p) => dialog(p, confirmCopy.exitTitle),
    main: (p) => button(p, confirmCopy.exitStay),
  },
  failure('/confirmLoan — loading failure', q('/confirmLoan', 'confirm-detail-failure', CONFIRM_QUERY)),
  failure('/confirmLoan — offer without its figures', q('/confirmLoan', 'confirm-detail-no-data', CONFIRM_QUERY)),
  {
    name: '/confirmLoan — agreements could not be loaded (Confirm off, with its reason)',
    url: q('/confirmLoan', 'confirm-contracts-failure', CONFIRM_QUERY),
    ready: (p) => button(p, confirmCopy.agreementsRetry),
    main: (p) => button(p, confirmCopy.agreementsRetry),
  },
  {
    name: '/confirmLoanNew — promo popup',
    url: q('/confirmLoanNew', 'default', CONFIRM_QUERY),
    ready: (p) => dialog(p, altCopy.promoTitle),
    main: (p) => button(p, altCopy.ok),
  },
  {
    name: '/confirmLoanNew — the offer',
    url: q('/confirmLoanNew', 'default', CONFIRM_QUERY),
    reach: async (p) => {
      await button(dialog(p, altCopy.promoTitle), altCopy.ok).click();
      await p.getByRole('checkbox', { name: altCopy.agreeLabel }).check();
    },
    ready: (p) => button(p, 'Get my ₱8,000 now'),
    main: (p) => button(p, 'Get my ₱8,000 now'),
  },
  failure('/confirmLoanNew — network failure', q('/confirmLoanNew', 'confirm-network-failure', CONFIRM_QUERY)),

  // ------------------------------------------------------------ repayment
  { name: '/repay — installment', url: q('/repay', 'default', ORDER), ready: (p) => h1(p, repayCopy.title), main: (p) => button(p, repayCopy.paymentMethod) },
  {
    name: '/repay — detail lines expanded',
    url: q('/repay', 'default', ORDER),
    reach: async (p) => {
      await button(p, repayCopy.more).click();
    },
    ready: (p) => button(p, repayCopy.hide),
    main: (p) => button(p, repayCopy.paymentMethod),
  },
  {
    name: '/repay — channel chooser',
    url: q('/repay', 'default', ORDER),
    reach: async (p) => {
      await button(p, repayCopy.paymentMethod).click();
    },
    ready: (p) => dialog(p, repayCopy.chooserTitle),
    main: (p) => button(dialog(p, repayCopy.chooserTitle), repayCopy.pay),
  },
  {
    name: '/repayPeriod — installment',
    url: q('/repayPeriod', 'default', ORDER),
    ready: (p) => h1(p, repayCopy.title),
    main: (p) => button(p, repayCopy.paymentMethod),
  },
  failure('/repay — network failure', q('/repay', 'repay-detail-failure', ORDER)),
  {
    name: '/repayDelay — extension',
    url: q('/repayDelay', 'default', ORDER),
    ready: (p) => h1(p, delayCopy.title),
    main: (p) => button(p, delayCopy.paymentMethod),
  },
  {
    name: '/repayDelay — channel chooser',
    url: q('/repayDelay', 'default', ORDER),
    reach: async (p) => {
      await button(p, delayCopy.paymentMethod).click();
    },
    ready: (p) => dialog(p, delayCopy.chooserTitle),
    main: (p) => button(dialog(p, delayCopy.chooserTitle), delayCopy.pay),
  },
  {
    name: '/repayDelay — instructions picture full size',
    url: q('/repayDelay', 'default', ORDER),
    reach: async (p) => {
      await button(p, delayCopy.instructionsLabels.open).click();
    },
    ready: (p) => dialog(p, delayCopy.instructionsLabels.full),
    main: (p) => button(dialog(p, delayCopy.instructionsLabels.full), delayCopy.instructionsLabels.close),
  },
  failure('/repayDelay — network failure', q('/repayDelay', 'repay-detail-failure', ORDER)),
  {
    name: '/repaymentOfCode — the code',
    url: q('/repaymentOfCode', 'default', CODE_QUERY),
    ready: (p) => h1(p, codeCopy.title),
    main: (p) => button(p, codeCopy.copy),
  },
  {
    name: '/repaymentOfCode — the QR code',
    url: q('/repaymentOfCode', 'code-qr', QR_QUERY),
    ready: (p) => h1(p, codeCopy.title),
    main: (p) => button(p, codeCopy.qrLabels.open),
  },
  {
    name: '/repaymentOfCode — the QR code full size',
    url: q('/repaymentOfCode', 'code-qr', QR_QUERY),
    reach: async (p) => {
      await button(p, codeCopy.qrLabels.open).click();
    },
    ready: (p) => dialog(p, codeCopy.qrLabels.full),
    main: (p) => button(dialog(p, codeCopy.qrLabels.full), codeCopy.qrLabels.close),
  },
  {
    name: '/repaymentOfCode2 — saved code and steps',
    url: q('/repaymentOfCode2', 'code2-saved'),
    ready: (p) => h1(p, code2Copy.title),
    main: (p) => button(p, code2Copy.copy),
  },
  {
    name: '/repaymentOfCode2 — nothing readable saved',
    url: q('/repaymentOfCode2', 'code2-corrupt'),
    ready: (p) => button(p, appCopy.back),
    main: (p) => button(p, appCopy.back),
  },
  {
    name: '/paymentGuide — the steps',
    url: q('/paymentGuide', 'default'),
    ready: (p) => h1(p, guideCopy.title),
    main: (p) => button(p, guidePictureButton(1)),
  },
  {
    name: '/paymentGuide — a picture full size',
    url: q('/paymentGuide', 'default'),
    reach: async (p) => {
      await button(p, guidePictureButton(1)).click();
    },
    ready: (p) => dialog(p, guideCopy.pictureLabels.full),
    main: (p) => button(dialog(p, guideCopy.pictureLabels.full), guideCopy.pictureLabels.close),
  },
  {
    name: '/repaymentWay — bank cards',
    url: q('/repaymentWay', 'default', { orderId: ORDER.orderId }),
    ready: (p) => button(p, wayCopy.commit),
    main: (p) => button(p, wayCopy.commit),
  },
  {
    name: '/repaymentWay — verification code step',
    url: q('/repaymentWay', 'default', { orderId: ORDER.orderId }),
    reach: async (p) => {
      await button(p, 'BDO Unibank •••• 4321').click();
      await button(p, wayCopy.commit).click();
    },
    ready: (p) => dialog(p, wayCopy.smsTitle),
    main: (p) => button(dialog(p, wayCopy.smsTitle), wayCopy.confirm),
  },
  failure('/repaymentWay — network failure', q('/repaymentWay', 'legacy-network', { orderId: ORDER.orderId })),

  // ------------------------------------------------------------ bank binding
  {
    name: '/bindBank — e-wallet form',
    url: q('/bindBank', 'default', BANK_QUERY),
    ready: (p) => p.getByLabel('Full name', { exact: true }),
    main: (p) => button(p, bankCopy.next),
  },
  {
    name: '/bindBank — bank account form',
    url: q('/bindBank', 'default', BANK_QUERY),
    reach: async (p) => {
      await p.getByRole('tab', { name: bankCopy.cardTypeBank, exact: true }).click();
    },
    ready: (p) => p.getByLabel('Account number', { exact: true }),
    main: (p) => button(p, bankCopy.next),
  },
  {
    name: '/bindBank — the bank picker',
    url: q('/bindBank', 'default', BANK_QUERY),
    reach: async (p) => {
      await p.getByRole('tab', { name: bankCopy.cardTypeBank, exact: true }).click();
      await p.getByLabel('Bank', { exact: true }).click();
    },
    ready: (p) => dialog(p, 'Bank'),
    main: (p) => button(dialog(p, 'Bank'), bankCopy.formLabels.confirm),
  },
  {
    name: '/bindBank — the money keypad',
    url: q('/bindBank', 'default', BANK_QUERY),
    reach: async (p) => {
      await p.getByLabel('Monthly income (₱)', { exact: true }).click();
    },
    ready: (p) => button(p, bankCopy.formLabels.keypadHide),
    main: (p) => button(p, bankCopy.formLabels.keypadHide),
  },
  {
    name: '/bindBank — missing fields marked',
    url: q('/bindBank', 'default', BANK_QUERY),
    reach: async (p) => {
      await expect(p.getByLabel('Full name', { exact: true })).toHaveValue('Juan Dela Cruz');
      await button(p, bankCopy.next).click();
    },
    ready: (p) => p.getByRole('main').getByText(bankCopy.required.replace('{titleInSentence}', 'GCash number'), { exact: true }),
    main: (p) => button(p, bankCopy.next),
  },
  failure('/bindBank — network failure', q('/bindBank', 'bank-network-failure', BANK_QUERY)),

  // ------------------------------------------------------------ complaints and customer service
  {
    name: '/complaint — order and question types',
    url: q('/complaint', 'default', { orderId: ORDER.orderId }),
    ready: (p) => button(p, 'Loan application'),
    main: (p) => button(p, 'Loan application'),
  },
  {
    name: '/complaint — order chooser',
    url: q('/complaint', 'default', { orderId: ORDER.orderId }),
    reach: async (p) => {
      await button(p, homeCopy.all).click();
    },
    ready: (p) => dialog(p, homeCopy.ordersTitle),
    main: (p) => button(dialog(p, homeCopy.ordersTitle), /PH20260901007/),
  },
  {
    name: '/complaint — sub-types',
    url: q('/complaint', 'default', { orderId: ORDER.orderId }),
    reach: async (p) => {
      await button(p, 'Loan application').click();
    },
    ready: (p) => p.getByRole('group', { name: homeCopy.subTypeTitle }),
    main: (p) => button(p, 'Money not received'),
  },
  {
    name: '/complaint — collection refused',
    url: q('/complaint', 'complaint-no-collection', { orderId: ORDER.orderId }),
    reach: async (p) => {
      await button(p, 'Collection').click();
    },
    ready: (p) => p.getByRole('status'),
    main: (p) => button(p, 'Repayment'), // server text: question type 2
  },
  {
    name: '/complainPageNext — the form',
    url: q('/complainPageNext', 'default', NEXT_QUERY),
    ready: (p) => p.getByRole('textbox', { name: nextCopy.textLabel }),
    main: (p) => button(p, nextCopy.send),
  },
  {
    name: '/complainPageNext — empty text refused',
    url: q('/complainPageNext', 'default', NEXT_QUERY),
    reach: async (p) => {
      await button(p, nextCopy.send).click();
    },
    ready: (p) => p.getByText(nextCopy.emptyText).first(),
    main: (p) => button(p, nextCopy.send),
  },
  {
    name: '/complainPageNext — a picture whose upload failed',
    url: q('/complainPageNext', 'complaint-upload-failure', NEXT_QUERY),
    reach: async (p) => {
      await p.getByLabel(nextCopy.imageLabels.add, { exact: true }).setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: TINY_PNG });
    },
    ready: (p) => button(p, nextCopy.imageLabels.retry),
    main: (p) => button(p, nextCopy.send),
  },
  {
    name: '/complainPageNext — success modal',
    url: q('/complainPageNext', 'default', NEXT_QUERY),
    clock: true,
    reach: async (p) => {
      await p.getByRole('textbox', { name: nextCopy.textLabel }).fill('The money never reached my GCash wallet.');
      // The modal leaves after 1.5 s: hold the clock while it is checked.
      await freezeClock(p);
      await button(p, nextCopy.send).click();
    },
    ready: (p) => dialog(p, nextCopy.successTitle),
  },
  {
    name: '/complaintList — tabs and complaints',
    url: q('/complaintList', 'default'),
    ready: (p) => p.getByRole('tablist', { name: listCopy.tabsLabel }),
    main: (p) => p.getByRole('tabpanel').getByRole('button').first(),
  },
  {
    name: '/complaintList — many tabs and 99+',
    url: q('/complaintList', 'complaint-list-many'),
    ready: (p) => p.getByRole('tablist', { name: listCopy.tabsLabel }),
    main: (p) => p.getByRole('tabpanel').getByRole('button').first(),
  },
  {
    name: '/complaintList — none yet: the way to complaint home',
    url: q('/complaintList', 'complaint-list-none'),
    ready: (p) => p.getByText(listCopy.none, { exact: true }),
    main: (p) => button(p, listCopy.fileComplaint),
  },
  failure('/complaintList — network failure', q('/complaintList', 'complaint-list-failure')),
  {
    name: '/complainDetails — pending',
    url: q('/complainDetails', 'default', { problemId: '5001' }),
    ready: (p) => h1(p, detailCopy.title),
    main: (p) => button(p, detailCopy.imageLabels.open.replace('{n}', '1')),
  },
  {
    name: '/complainDetails — a picture full size',
    url: q('/complainDetails', 'default', { problemId: '5001' }),
    reach: async (p) => {
      await button(p, detailCopy.imageLabels.open.replace('{n}', '1')).click();
    },
    ready: (p) => dialog(p, detailCopy.imageLabels.full),
    main: (p) => button(dialog(p, detailCopy.imageLabels.full), detailCopy.imageLabels.close),
  },
  {
    name: '/complainDetails — rating popup',
    url: q('/complainDetails', 'complaint-detail-answered', { problemId: '4990' }),
    clock: true,
    reach: async (p) => {
      await expect(p.getByRole('region', { name: detailCopy.resultTitle, exact: true })).toBeVisible();
      // The popup opens 3 s after load.
      await p.clock.runFor(3_500);
    },
    ready: (p) => dialog(p, detailCopy.ratingTitle),
    main: (p) => button(dialog(p, detailCopy.ratingTitle), detailCopy.send),
  },
  {
    name: '/complainDetails — past its answer day: the way to the SEC',
    url: q('/complainDetails', 'complaint-detail-overdue', { problemId: '4980' }),
    ready: (p) => p.getByRole('region', { name: detailCopy.secTitle, exact: true }),
    main: (p) => button(p, detailCopy.secButton),
  },
  failure('/complainDetails — loading failure', q('/complainDetails', 'complaint-detail-failure', { problemId: '5001' })),
  {
    name: '/customerService — contacts',
    url: q('/customerService', 'default'),
    ready: (p) => h1(p, serviceCopy.title),
    main: (p) => button(p, serviceCopy.complain),
  },
  failure('/customerService — network failure', q('/customerService', 'customer-service-failure')),

  // ------------------------------------------------------------ static pages, developer page, not found
  { name: '/loanAgreement', url: q('/loanAgreement', 'default'), ready: (p) => h1(p, contentCopy.loanTerms.title) },
  { name: '/aboutUs', url: q('/aboutUs', 'default'), ready: (p) => h1(p, contentCopy.aboutUs.title) },
  { name: '/privacyPolicy', url: q('/privacyPolicy', 'default'), ready: (p) => h1(p, contentCopy.privacyPolicy.title) },
  {
    name: '/testPreview — developer test page',
    url: q('/testPreview', 'test-preview'),
    ready: (p) => h1(p, previewCopy.title),
    main: (p) => button(p, previewCopy.linkLabels.confirmLoan),
  },
  { name: 'an unknown address — not found', url: q('/no-such-page', 'default'), ready: (p) => button(p, appCopy.back), main: (p) => button(p, appCopy.back) },

  // ------------------------------------------------------------ official site
  // Every path of the site's nav, and /User (SPEC point 2: a section route that shows the home).
  ...[...siteCopy.links.map((l) => l.path), '/User'].map(SITE),
  {
    name: `${siteCopy.links[4].path} — the form incomplete`,
    url: q(siteCopy.links[4].path, 'default'),
    reach: async (p) => {
      await button(p.getByRole('region', { name: siteCopy.contactTitle, exact: true }), siteCopy.send).click();
    },
    ready: (p) => p.getByText(siteCopy.incomplete).first(),
    main: (p) => button(p.getByRole('region', { name: siteCopy.contactTitle, exact: true }), siteCopy.send),
  },
  {
    name: `${siteCopy.links[4].path} — a reply address that is none, then the e-mail app asked (PH)`,
    url: q(siteCopy.links[4].path, 'default'),
    reach: async (p) => {
      const form = p.getByRole('region', { name: siteCopy.contactTitle, exact: true });
      await form.getByLabel(siteCopy.company).fill('Acme Trading');
      await form.getByLabel(siteCopy.subject).fill('Partnership');
      await form.getByLabel(siteCopy.message).fill('We would like to talk.');
      await form.getByLabel(siteCopy.replyTo).fill('Juan');
      await button(form, siteCopy.send).click();
      await expect(form.getByText(siteCopy.replyInvalid, { exact: true })).toBeVisible();
      await form.getByLabel(siteCopy.replyTo).fill('juan@example.ph');
      await button(form, siteCopy.send).click();
    },
    ready: (p) => p.getByRole('status').filter({ hasText: siteCopy.mailTitle }),
    main: (p) => button(p.getByRole('region', { name: siteCopy.contactTitle, exact: true }), siteCopy.send),
  },

  // ------------------------------------------------------------ promotion pages
  { name: '/promo/#/ — register', url: promoAddress('default'), ready: (p) => button(p, registerCopy.apply), main: (p) => button(p, registerCopy.apply) },
  {
    name: '/promo/#/ — wrong mobile number',
    url: promoAddress('default'),
    reach: async (p) => {
      await button(p, registerCopy.apply).click();
    },
    ready: (p) => p.getByText(registerCopy.mobileInvalid).first(),
    main: (p) => button(p, registerCopy.apply),
  },
  {
    name: '/promo/#/ — promotion ended',
    url: promoAddress('promo-template-failure'),
    ready: (p) => p.getByRole('status'),
    main: (p) => button(p, registerCopy.apply),
  },
  {
    name: '/promo/#/downloadTemplate',
    url: promoAddress('default', '/downloadTemplate', {}, { ...LANDING }),
    ready: (p) => storeBadge(p, 'appStore'),
    main: (p) => storeBadge(p, 'googlePlay'),
  },
  {
    name: '/promo/#/agreementTemplate',
    url: promoAddress('default', '/agreementTemplate', {}, { ...LANDING }),
    ready: (p) => h1(p, registerCopy.agreement),
    main: (p) => button(p, agreementCopy.back),
  },
];

async function reachState(page: Page, row: Row): Promise<void> {
  if (row.clock) await page.clock.install();
  await page.goto(row.url);
  await expect(page.getByRole('heading', { level: 1 }).or(alert(page)).or(page.getByRole('navigation')).first()).toBeVisible({ timeout: FIRST_PAINT_MS });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  if (row.reach) await row.reach(page);
  await expect(row.ready(page)).toBeVisible();
}

test.describe.configure({ timeout: 60_000 });

/** How many times slower the self-check's page runs for its frames of another site (CPU throttling). */
const SLOW_MACHINE = 8;

/**
 * The axe check finds what it looks for, in both of its ways (a11yHelpers.ts): one `axe.run` in the page
 * while every frame is the site's own, the partial mode once a frame comes from another origin. Each time a
 * control without a name is put on the page and in each frame, and each must be reported where it is: a
 * check that silently read nothing would pass every row above. The partial mode is asked on a page slowed down,
 * so that a frame slow to take axe must be waited for, as on a busy machine.
 */
test('a11y: the axe check reports a nameless control on the page, in a frame of the site and in a frame of another site', async ({ page }) => {
  const nameless = '<!doctype html><html lang="en"><title>a11y control</title><main><button></button></main></html>';
  await page.route('https://docs.example.com/a11y-control', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: nameless }));
  await reachState(page, ROWS[0]);
  const framesOf = (lines: string[]) =>
    lines
      .filter((line) => line.startsWith('button-name '))
      .map((line) => JSON.parse(/ at (\[.*?\]): /.exec(line)![1]) as string[])
      .map((target) => (target.length > 1 ? target[0] : 'page'));

  await page.evaluate((html) => {
    document.body.append(document.createElement('button'));
    const frame = document.createElement('iframe');
    frame.id = 'a11y-own-frame';
    frame.title = 'own frame';
    frame.srcdoc = html;
    document.body.append(frame);
  }, nameless);
  await expect(page.frameLocator('#a11y-own-frame').locator('button')).toBeAttached();
  expect(framesOf(await seriousAxeViolations(page)).sort()).toEqual(['#a11y-own-frame', 'page']);

  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.id = 'a11y-other-frame';
    frame.title = 'other frame';
    frame.src = 'https://docs.example.com/a11y-control';
    document.body.append(frame);
  });
  await expect(page.frameLocator('#a11y-other-frame').locator('button')).toBeAttached();
  // A slow machine, made: axe's 580 kB take each frame over a second (about 0.15 s at idle), where
  // @axe-core/playwright stopped waiting and read the page without the frame (decision 072).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_MACHINE });
  expect(framesOf(await seriousAxeViolations(page)).sort()).toEqual(['#a11y-other-frame', '#a11y-own-frame', 'page']);
  await cdp.detach();
});

/**
 * The rows take the worker's warm page in turn (docs/decisions/069): a fresh window cost each row about as much as
 * its load and axe's injection together. A row that installs the page's clock cannot give it back, so it takes a
 * fresh page.
 */
for (const row of ROWS) {
  const check = async (page: Page) => {
    await reachState(page, row);

    await test.step('axe: no serious or critical violation', async () => {
      const found = await seriousAxeViolations(page);
      expect.soft(found, `axe, serious and critical:\n${found.join('\n')}`).toEqual([]);
    });

    await test.step('touch targets at least 44 × 44 px', async () => {
      const small = await smallTargets(page);
      expect.soft(small, `targets under 44 × 44 px:\n${small.join('\n')}`).toEqual([]);
    });

    await test.step('200 % text: it grows, nothing scrolls sideways or is clipped, the main action is tappable', async () => {
      await noteTextSizes(page);
      await setTextSize(page, 200);
      const fixed = await textThatDidNotGrow(page, 2);
      expect.soft(fixed, `text that does not follow the text size (sized in px, not rem):\n${fixed.join('\n')}`).toEqual([]);
      const problems = await largeTextProblems(page);
      expect.soft(problems, `at 200 % text:\n${problems.join('\n')}`).toEqual([]);
      if (row.main) {
        const main = row.main(page);
        await main.scrollIntoViewIfNeeded();
        await expect.soft(main, 'the main action is on screen').toBeInViewport();
        await expectTappable(main);
      }
    });
  };
  if (row.clock) test(`a11y: ${row.name}`, ({ page }) => check(page));
  else test(`a11y: ${row.name}`, ({ warmPage }) => check(warmPage));
}
