/**
 * Complaint next step (SPEC point 2 "Complaint screens": Next; points 4, 5, 8, 9;
 * CONTRACT section 3 problemSave): tags, the 200-character text, Send checks,
 * what problemSave carries, the success modal and its 1.5 s, failures, one tap
 * = one request. Pictures have their own file (complaintImages.spec.ts). The
 * screen's words are its copy (nextCopy); the chosen types are the server's.
 */
import { expect, sandboxRequests, test } from './fixtures.ts';
import nextScreen from '../../schemas/screens/complainPageNext.json' with { type: 'json' };
import {
  NEXT_QUERY,
  UPLOAD_URL,
  addPictures,
  address,
  counter,
  homeCopy,
  nextCopy,
  openNext,
  removeButtons,
  sendButton,
  sentJson,
  successDialog,
  textBox,
  toast,
} from './complaintHelpers.ts';

const EMPTY_TEXT = nextCopy.emptyText;
/** How long the sent modal stays before the page goes home (SPEC: 1.5 s). */
const SUCCESS_MS = nextScreen.constants.successModalMs;
const LONG = Array.from({ length: 250 }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');

test.describe('Complaint next step: types and text', () => {
  test("shows the chosen types as tags 'Loan application' and 'Money not received'", async ({ page }) => {
    await openNext(page);
    await expect(page.getByRole('list', { name: nextCopy.typesLabel }).getByRole('listitem')).toHaveText(['Loan application', 'Money not received']);
  });

  test("the counter reads '0/200' and follows what is typed", async ({ page }) => {
    await openNext(page);
    await expect(counter(page)).toHaveText('0/200');
    await textBox(page).pressSequentially('Hello');
    await expect(counter(page)).toHaveText('5/200');
    await textBox(page).press('Backspace');
    await expect(counter(page)).toHaveText('4/200');
    await expect(textBox(page)).toHaveAccessibleDescription('4/200');
  });

  test('filling 250 characters keeps exactly the first 200', async ({ page }) => {
    await openNext(page);
    await textBox(page).fill(LONG);
    await expect(textBox(page)).toHaveValue(LONG.slice(0, 200));
    await expect(counter(page)).toHaveText('200/200');
  });

  test('pasting past the limit keeps 200 characters; typing more is ignored', async ({ page }) => {
    await openNext(page);
    const box = textBox(page);
    await box.pressSequentially('abc');
    await box.focus();
    await page.keyboard.insertText(LONG); // a paste without the clipboard
    await expect(box).toHaveValue(('abc' + LONG).slice(0, 200));
    await expect(counter(page)).toHaveText('200/200');

    await box.press('End');
    await box.press('x');
    await expect(box).toHaveValue(('abc' + LONG).slice(0, 200));
    await expect(counter(page)).toHaveText('200/200');
  });

  for (const [what, typed] of [
    ['empty', ''],
    ['spaces only', '     '],
  ] as const) {
    test(`Send with ${what} text shows '${EMPTY_TEXT}' and sends nothing`, async ({ page }) => {
      await openNext(page);
      if (typed) await textBox(page).fill(typed);
      await sendButton(page).click();
      await expect(toast(page)).toHaveText(EMPTY_TEXT);
      await expect(successDialog(page)).toHaveCount(0);

      // A real send afterwards: had the first tap sent anything, it would be logged before this one.
      await textBox(page).fill('Now with words');
      await sendButton(page).click();
      await expect(successDialog(page)).toBeVisible();
      const sent = await sentJson(page, 'problemSave');
      expect(sent).toHaveLength(1);
      expect(sent[0].problemDetail).toBe('Now with words');
    });
  }
});

test.describe('Complaint next step: Send', () => {
  test('text + 2 pictures: one problemSave with the JSON payload, the modal, home after 1.5 s', async ({ page }) => {
    await page.clock.install();
    await openNext(page);
    const text = 'The money never reached my GCash wallet.';
    await textBox(page).fill(text);
    const urls = await addPictures(page, 2);
    for (const url of urls) expect(url).toMatch(UPLOAD_URL);
    expect(new Set(urls).size).toBe(2);

    await sendButton(page).click();
    await expect(successDialog(page)).toContainText(nextCopy.successMessage);
    // The modal stays 1.5 s, on the page's clock: still here 1 s after it showed ...
    await page.clock.runFor(SUCCESS_MS - 500);
    expect(address(page).path).toBe('/complainPageNext');
    await expect(successDialog(page)).toBeVisible();

    const saves = await sandboxRequests(page, 'problemSave');
    expect(saves).toHaveLength(1);
    expect(saves[0].method).toBe('POST');
    expect(saves[0].headers['content-type']).toContain('application/json');
    expect(JSON.parse(saves[0].body)).toEqual({
      problemType: '1',
      problemSonType: '12',
      problemDetail: text,
      problemImage: urls.join(','),
      orderNo: NEXT_QUERY.orderNo,
    });

    // ... and back on complaint home once the modal's 1.5 s have passed.
    await page.clock.runFor(1000);
    await expect(page).toHaveURL(/\/complaint(\?|$)/);
    await expect(successDialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: homeCopy.myComplaints, exact: true })).toBeVisible();
    expect(await sentJson(page, 'problemSave')).toHaveLength(1);
  });

  test('text without pictures: problemImage is empty and problemSonType empty for a type without one', async ({ page }) => {
    await openNext(page, 'default', { problemType: '2', problemSonType: '', orderNo: NEXT_QUERY.orderNo });
    await expect(page.getByRole('list', { name: nextCopy.typesLabel }).getByRole('listitem')).toHaveText(['Repayment']); // server text: question type 2
    await textBox(page).fill('Paid twice');
    await sendButton(page).click();
    await expect(successDialog(page)).toBeVisible();
    expect(await sentJson(page, 'problemSave')).toEqual([
      { problemType: '2', problemSonType: '', problemDetail: 'Paid twice', problemImage: '', orderNo: NEXT_QUERY.orderNo },
    ]);
  });

  test('complaint-save-failure: the server message shows; the text and the pictures stay', async ({ page }) => {
    await openNext(page, 'complaint-save-failure');
    const text = 'Still waiting for my money.';
    await textBox(page).fill(text);
    await addPictures(page, 2);

    await sendButton(page).click();
    await expect(toast(page)).toHaveText('Too many complaints today. Please try again tomorrow.');
    await expect(successDialog(page)).toHaveCount(0);
    expect(address(page).path).toBe('/complainPageNext');
    await expect(textBox(page)).toHaveValue(text);
    await expect(counter(page)).toHaveText(`${text.length}/200`);
    await expect(removeButtons(page)).toHaveCount(2);
    expect(await sentJson(page, 'problemSave')).toHaveLength(1);
    await expect(sendButton(page)).toBeEnabled();
  });

  test('complaint-save-slow: a double tap on Send sends one problemSave', async ({ page }) => {
    await openNext(page, 'complaint-save-slow');
    await textBox(page).fill('Double tap');
    await sendButton(page).dblclick();
    await expect(sendButton(page)).toHaveAttribute('aria-busy', 'true');
    // The answer takes 1.5 s; a second request would have been logged long before the modal.
    await expect(successDialog(page)).toBeVisible({ timeout: 5000 });
    expect(await sentJson(page, 'problemSave')).toHaveLength(1);
  });
});
