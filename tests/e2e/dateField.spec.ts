/**
 * The bank form's date field (widgets/form/DateField.tsx, decision 047): the
 * form's first draw sets up no date box (a page's first one costs the
 * platform's date formats, a long task on a phone); the field is a plain box
 * with its placeholder until the borrower reaches for it, and a tap or the
 * keyboard's focus makes it the platform's date box there and then.
 */
import { expect, test } from './fixtures.ts';
import { bankCopy } from './copy.ts';
import { field, openBankForm } from './bankForm.ts';

const DAY = 'Date of birth'; // server text: sandbox/scenarios/default.json

test.describe('the date field of the bank form', () => {
  test('the first draw has no date box: a plain box showing the placeholder', async ({ page }) => {
    await openBankForm(page);
    await expect(field(page, DAY)).toHaveAttribute('placeholder', bankCopy.placeholderDate);
    await expect(field(page, DAY)).toHaveAttribute('type', 'text');
    await expect(page.locator('input[type="date"]')).toHaveCount(0);
  });

  test('a tap makes it the date box, focused; the day picked is its value', async ({ page }) => {
    await openBankForm(page);
    await field(page, DAY).click();
    await expect(field(page, DAY)).toHaveAttribute('type', 'date');
    await expect(field(page, DAY)).toBeFocused();
    await field(page, DAY).fill('1990-05-17');
    await expect(field(page, DAY)).toHaveValue('1990-05-17');
  });

  test('a touch (a phone’s tap) makes it the date box as the touch lands', async ({ page }) => {
    await openBankForm(page);
    await field(page, DAY).tap();
    await expect(field(page, DAY)).toHaveAttribute('type', 'date');
    await expect(field(page, DAY)).toBeFocused();
  });

  test('the keyboard reaches it: the focus makes it the date box and stays; the day is typed into it', async ({ page }) => {
    await openBankForm(page);
    await field(page, DAY).focus();
    await expect(field(page, DAY)).toHaveAttribute('type', 'date');
    await expect(field(page, DAY)).toBeFocused();
    await page.keyboard.type('05171990');
    await expect(field(page, DAY)).toHaveValue('1990-05-17');
  });
});
