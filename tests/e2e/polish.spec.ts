/**
 * The small things that read unfinished (issue 17), at phone size in
 * Chromium: 'Contact us' reaching the contact section, pickers that look like pickers, complaint sub-types
 * scrolled into view, the installment 'More' inside its card, a busy button
 * that shows progress, the alternate confirm page's promo popup once per
 * offer and visit, and the pay-code page without its query.
 *
 * Controls are found by the words the schemas give them.
 */
import type { Page } from '@playwright/test';
import { ORDER, button, expect, openScreen, test } from './fixtures.ts';
import { bankCopy, siteCopy } from './copy.ts';
import { field, openBankForm, tab } from './bankForm.ts';
import { homeCopy, nextCopy, openHome, openNext, subTypeGroup, textBox, typeGroup } from './complaintHelpers.ts';
import { altCopy } from './loanHelpers.ts';
import { codeCopy, repayCopy } from './repayHelpers.ts';
import defaultScenario from '../../sandbox/scenarios/default.json' with { type: 'json' };

test.describe.configure({ timeout: 90_000 });

test.describe('The contact section', () => {
  const contactRegion = (page: Page) => page.getByRole('region', { name: siteCopy.contactTitle, exact: true });
  /** The contact section starts just under the sticky navigation, its heading in view, and it is the element the address names. */
  async function expectAtContact(page: Page) {
    await expect(contactRegion(page).getByRole('heading', { name: siteCopy.contactTitle, exact: true })).toBeInViewport();
    await expect
      .poll(() =>
        page.evaluate(() => {
          const nav = document.querySelector('nav')!.closest('header')!.getBoundingClientRect().bottom;
          return Math.abs(document.getElementById('contact')!.getBoundingClientRect().top - nav - 8) <= 4;
        }),
      )
      .toBe(true);
    expect(await contactRegion(page).getAttribute('id')).toBe('contact');
  }

  test("'Contact us' in the navigation scrolls to the contact section, not to About us", async ({ page }) => {
    await page.goto('/?scenario=default');
    const contactLink = siteCopy.links.find((l) => l.section === 'contact')!.label;
    await page.getByRole('navigation', { name: siteCopy.navLabel }).getByRole('link', { name: contactLink, exact: true }).click();
    await expect(page).toHaveURL(/\/Contact$/);
    await expectAtContact(page);
  });

  test('/Contact opens at the contact section', async ({ page }) => {
    await page.goto('/Contact?scenario=default');
    await expectAtContact(page);
  });
});

// ---------------------------------------------------------------- pickers

test.describe('Pickers look like pickers', () => {
  test('every picker and the date field of the bank form has a chevron; a text box has none', async ({ page }) => {
    await openBankForm(page);
    const signs = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main [aria-haspopup], main input[type="date"], main input[type="text"], main input:not([type])')].map(
          (el) => {
            const style = getComputedStyle(el);
            return {
              label: document.querySelector(`label[for="${el.id}"]`)?.textContent ?? el.id,
              // The date field: the date box, or the plain box it is until reached (widgets/form/DateField.tsx).
              picker: el.hasAttribute('aria-haspopup') || (el as HTMLInputElement).type === 'date' || el.classList.contains('w-field__date'),
              chevron: style.backgroundImage.includes('svg'),
              roomForIt: parseFloat(style.paddingRight) >= 36 || (el as HTMLInputElement).type === 'date',
            };
          },
        ),
      );
    const seen: string[] = [];
    for (const type of [bankCopy.cardTypeEwallet, bankCopy.cardTypeBank]) {
      await tab(page, type).click();
      for (const s of await signs()) {
        seen.push(s.label);
        expect(s.chevron, `${s.label}: chevron`).toBe(s.picker);
        if (s.picker) expect(s.roomForIt, `${s.label}: its text stays clear of the chevron`).toBe(true);
      }
    }
    // The pickers of the issue were walked (bank, city, account use, date of birth).
    expect(seen).toEqual(expect.arrayContaining(['Bank', 'City', 'Account use', 'Date of birth', 'Full name']));
    // A picker still opens its sheet of choices.
    await field(page, 'City').click();
    await expect(page.getByRole('dialog', { name: 'City' })).toBeVisible();
  });
});

// ---------------------------------------------------------------- complaint sub-types

test.describe('Complaint sub-types come into view', () => {
  // A short phone: the sub-types open below the fold.
  test.use({ viewport: { width: 390, height: 560 } });

  async function openSubTypes(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { __reveals: string[] };
      w.__reveals = [];
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, arg?: boolean | ScrollIntoViewOptions) {
        w.__reveals.push(typeof arg === 'object' ? String(arg.behavior) : String(arg));
        return original.call(this, arg);
      };
    });
    await openHome(page);
    const types = defaultScenario.responses.problemInit.body.data.problemType;
    const withSubTypes = types.find((t) => t.value === '1')!.title;
    await typeGroup(page).getByRole('button', { name: withSubTypes, exact: true }).click();
    const last = subTypeGroup(page).getByRole('button').last();
    await expect(last).toBeInViewport();
    return page.evaluate(() => (window as unknown as { __reveals: string[] }).__reveals);
  }

  test('tapping a type with sub-types scrolls them into view, smoothly', async ({ page }) => {
    expect(await openSubTypes(page)).toEqual(['smooth']);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: homeCopy.subTypeTitle, exact: true })).toBeInViewport();
  });

  test.describe('with less motion', () => {
    test.use({ reducedMotion: 'reduce' });
    test('the same, without the glide', async ({ page }) => {
      expect(await openSubTypes(page)).toEqual(['auto']);
    });
  });
});

// ---------------------------------------------------------------- installment 'More'

test.describe("The installment 'More' toggle", () => {
  test('sits inside the card whose rows it shows and hides', async ({ page }) => {
    await openScreen(page, '/repay', 'default', ORDER);
    const card = page.getByRole('region', { name: defaultScenario.responses.installmentDetail.body.data.productName, exact: true });
    const more = card.getByRole('button', { name: repayCopy.more, exact: true });
    await expect(more).toBeVisible();
    const [cardBox, moreBox] = [(await card.boundingBox())!, (await more.boundingBox())!];
    expect(moreBox.y).toBeGreaterThanOrEqual(cardBox.y);
    expect(moreBox.y + moreBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
    // Under the rows it shows and hides, not beside the name.
    const lastRow = (await card.getByRole('definition').last().boundingBox())!;
    expect(moreBox.y).toBeGreaterThanOrEqual(lastRow.y + lastRow.height);
    await expect(card.getByRole('term')).toHaveCount(2);
    await more.click();
    await expect(card.getByRole('term')).toHaveCount(defaultScenario.responses.installmentDetail.body.data.detail.length);
    await expect(card.getByRole('button', { name: repayCopy.hide, exact: true })).toBeVisible();
  });
});

// ---------------------------------------------------------------- busy buttons

test.describe('A busy button shows progress', () => {
  test('complaint-save-slow: Send keeps its label and colour, says aria-busy and shows a turning sign; an off button has none', async ({ page }) => {
    await openNext(page, 'complaint-save-slow');
    const send = button(page, nextCopy.send);
    const idle = await send.evaluate((el) => getComputedStyle(el).backgroundColor);
    await textBox(page).fill('The money has not arrived.');
    await send.click();
    await expect(send).toHaveAttribute('aria-busy', 'true');
    const sign = send.locator('[data-busy-sign]');
    await expect(sign).toBeVisible();
    expect(await sign.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    expect(await send.evaluate((el) => getComputedStyle(el).backgroundColor), 'not the grey of an off button').toBe(idle);
    await expect(send).toHaveAccessibleName(nextCopy.send);
  });
});

// ---------------------------------------------------------------- confirm loan V3 promo

test.describe('The alternate confirm page promo popup', () => {
  const promo = (page: Page) => page.getByRole('dialog', { name: altCopy.promoTitle });
  const ready = (page: Page) => expect(page.getByRole('button', { name: 'Privacy Notice', exact: true })).toBeVisible();

  test('shown once per offer and visit: not again after reading an agreement, nor on reload; again for another offer', async ({ page }) => {
    // The agreement's site is the local stand-in's page (tests/e2e/standInSites.ts).
    await openScreen(page, '/confirmLoanNew', 'default', { productId: '1001' });
    await expect(promo(page)).toBeVisible();
    await button(promo(page), altCopy.ok).click();
    await page.getByRole('button', { name: 'Privacy Notice', exact: true }).click();
    await expect(page).toHaveURL(/docs\.example\.com/);
    await page.goBack();
    await ready(page);
    await page.waitForLoadState('networkidle');
    await expect(promo(page)).toHaveCount(0);

    await page.reload();
    await ready(page);
    await page.waitForLoadState('networkidle');
    await expect(promo(page)).toHaveCount(0);

    await openScreen(page, '/confirmLoanNew', 'default', { productId: '1002' });
    await expect(promo(page)).toBeVisible();
  });
});

// ---------------------------------------------------------------- pay code without its query

test.describe('/repaymentOfCode without its query', () => {
  test("says the code cannot be shown and offers 'Go back'; no amount, no scan steps", async ({ page }) => {
    await openScreen(page, '/repaymentOfCode', 'default');
    await expect(page.getByText(codeCopy.missingTitle, { exact: true })).toBeVisible();
    await expect(page.getByText(codeCopy.missingMessage, { exact: true })).toBeVisible();
    await expect(button(page, codeCopy.back)).toBeVisible();
    await expect(page.getByText(codeCopy.amountLabel, { exact: true })).toHaveCount(0);
    for (const step of codeCopy.scanSteps) await expect(page.getByText(step, { exact: true })).toHaveCount(0);
  });
});
