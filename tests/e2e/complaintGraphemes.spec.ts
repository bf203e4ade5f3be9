/**
 * Issue 16, "character limits split characters", in Chromium at phone size:
 * the complaint's 200-character limit kept a lone half of 🇵🇭, 👨‍👩‍👧, 👍🏽 or
 * n + combining tilde and sent it. The limit counts what a person sees as one
 * character, in the counter and in what problemSave carries. Every other
 * limited input: tests/unit/reliability/graphemeLimits.test.tsx.
 */
import { expect, test } from './fixtures.ts';
import { counter, openNext, sendButton, sentJson, successDialog, textBox } from './complaintHelpers.ts';
import screen from '../../schemas/screens/complainPageNext.json' with { type: 'json' };

const MAX = screen.constants.maxLength;
const CLUSTERS = [
  ['a flag', '🇵🇭'],
  ['a family', '👨‍👩‍👧'],
  ['a thumb with a skin tone', '👍🏽'],
  ['n with a combining tilde', 'n\u0303'],
] as const;

test.describe('Complaint text limit: characters as a person sees them', () => {
  for (const [what, c] of CLUSTERS) {
    test(`${what} at the limit is kept whole, counted as one and sent whole`, async ({ page }) => {
      await openNext(page);
      const base = 'a'.repeat(MAX - 1);
      // A paste that runs one character past the limit, ending on two of them.
      await textBox(page).fill(base + c + c);
      await expect(textBox(page)).toHaveValue(base + c);
      await expect(counter(page)).toHaveText(`${MAX}/${MAX}`);

      // Typing at the limit is refused whole: no half of another one sneaks in.
      await textBox(page).press('End');
      await page.keyboard.insertText(c);
      await expect(textBox(page)).toHaveValue(base + c);

      await sendButton(page).click();
      await expect(successDialog(page)).toBeVisible();
      const sent = await sentJson(page, 'problemSave');
      expect(sent).toHaveLength(1);
      expect(sent[0].problemDetail).toBe(base + c);
    });
  }

  test('one character short of the limit, an emoji still fits (it counts one, not its 2 to 8 code units)', async ({ page }) => {
    await openNext(page);
    await textBox(page).fill('a'.repeat(MAX - 1));
    await textBox(page).press('End');
    await page.keyboard.insertText('👨‍👩‍👧');
    await expect(textBox(page)).toHaveValue('a'.repeat(MAX - 1) + '👨‍👩‍👧');
    await expect(counter(page)).toHaveText(`${MAX}/${MAX}`);
  });
});
