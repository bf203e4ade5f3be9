/**
 * Bank binding: Next (SPEC point 4 "Bank binding", point 5, CONTRACT sections
 * 3 and 4): checks before anything is sent, what bindCardNew / cardChange
 * carry, the native messages after success, failures, and one tap = one request.
 */
import { expect, expectSaidInline, test } from './fixtures.ts';
import { bankCopy } from './copy.ts';
import {
  ALL_TYPE_ENTRIES,
  ALL_TYPE_VALUES,
  BANK_ACCOUNT,
  BANK_QUERY,
  CHANNEL,
  EWALLET,
  GCASH_ENTRIES,
  GCASH_PICKED,
  GCASH_SHOWN,
  type Entry,
  expectShown,
  field,
  fillAll,
  nextButton,
  pickDay,
  openBankForm,
  pick,
  sentBodies,
  tab,
  toast,
  typeInto,
} from './bankForm.ts';

test.describe('Bank binding: checks before sending', () => {
  test('Next with empty required fields sends nothing, marks the fields with their messages (no toast repeating one), focuses the first', async ({
    warmPage: page,
    sandboxRequests,
    nativeMessages,
  }) => {
    await openBankForm(page);
    await nextButton(page).click();

    // The schema's messages with each title as it reads mid-sentence (issue 17: "Please select your date of birth", not "Please select Date of birth").
    const enter = (title: string) => bankCopy.required.replace('{titleInSentence}', title);
    const select = (title: string) => bankCopy.requiredPick.replace('{titleInSentence}', title);
    await expectSaidInline(page, enter('GCash number'));
    const marked: [string, string][] = [
      ['GCash number', enter('GCash number')],
      ['GCash account name', enter('GCash account name')],
      ['Date of birth', select('date of birth')],
      ['City', select('city')],
      ['Monthly income (₱)', enter('monthly income (₱)')],
      ['TIN or SSS number', enter('TIN or SSS number')],
    ];
    for (const [label, message] of marked) {
      await expect(field(page, label), label).toHaveAccessibleDescription(message);
      await expect(page.getByRole('main').getByText(message, { exact: true }), label).toBeVisible();
    }
    // Prefilled fields are fine.
    await expect(field(page, 'Full name')).toHaveAttribute('aria-invalid', 'false');
    await expect(field(page, 'Account use')).toHaveAttribute('aria-invalid', 'false');
    await expect(field(page, 'GCash number')).toBeFocused();

    // Nothing may be sent: give a wrongly sent request time to arrive.
    await page.waitForTimeout(300);
    expect(await sandboxRequests(page, 'bindCardNew')).toEqual([]);
    expect((await nativeMessages(page)).map((m) => m.name)).toEqual(['startBankFlow']);
  });

  test('every press of Next points at the first invalid field again, and fixing a field never moves the focus', async ({ warmPage: page }) => {
    await openBankForm(page);
    await typeInto(page, 'GCash account name', 'JUAN DELA CRUZ');
    await pickDay(page, 'Date of birth', '1990-05-17');
    await pick(page, 'City', 'Cebu City');
    await nextButton(page).click();
    const phone = field(page, 'GCash number');
    await expect(phone).toBeFocused();

    // Second press, after the focus went elsewhere.
    await field(page, 'TIN or SSS number').click();
    await expect(field(page, 'TIN or SSS number')).toBeFocused();
    await nextButton(page).click();
    await expect(phone).toBeFocused();

    // Completing the first invalid field makes 'Monthly income (₱)' the first one; the focus stays
    // where the borrower types and the money keypad does not pop up.
    await phone.pressSequentially('09171234567');
    await expect(phone).toHaveAttribute('aria-invalid', 'false');
    await expect(phone).toBeFocused();
    await expect(page.getByRole('group', { name: bankCopy.formLabels.keypad, exact: true })).toHaveCount(0);
  });

  test(`a 10-digit phone shows '${bankCopy.phoneInvalid}'; an 11th digit clears it`, async ({ warmPage: page, sandboxRequests }) => {
    await openBankForm(page);
    await fillAll(page, GCASH_ENTRIES);
    await typeInto(page, 'GCash number', '0917123456');
    await nextButton(page).click();

    const phone = field(page, 'GCash number');
    await expectSaidInline(page, bankCopy.phoneInvalid);
    await expect(phone).toHaveAccessibleDescription(bankCopy.phoneInvalid);
    await expect(phone).toBeFocused();
    await page.waitForTimeout(300); // nothing may be sent
    expect(await sandboxRequests(page, 'bindCardNew')).toEqual([]);

    await phone.press('End');
    await phone.pressSequentially('7');
    await expect(phone).toHaveValue('09171234567');
    await expect(phone).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByRole('main').getByText(bankCopy.phoneInvalid, { exact: true })).toHaveCount(0);
  });
});

test.describe('Bank binding: what Next sends', () => {
  const cases: { name: string; cardTypeTab: string; entries: Entry[]; expected: Record<string, unknown> }[] = [
    {
      name: `${EWALLET} / GCash`,
      cardTypeTab: EWALLET,
      entries: GCASH_ENTRIES,
      expected: {
        product_id: '1001',
        cardType: 1,
        walletPhone: '09171234567',
        walletName: 'JUAN DELA CRUZ',
        ...ALL_TYPE_VALUES,
      },
    },
    {
      name: BANK_ACCOUNT,
      cardTypeTab: BANK_ACCOUNT,
      entries: [{ label: 'Bank', pick: 'BDO Unibank' }, { label: 'Account number', type: '1234 5678 9012 3456' }, ...ALL_TYPE_ENTRIES],
      expected: {
        product_id: '1001',
        cardType: 2,
        bankCode: 'BDO',
        cardNo: '1234567890123456',
        ...ALL_TYPE_VALUES,
      },
    },
  ];
  for (const { name, cardTypeTab, entries, expected } of cases) {
    test(`${name}: one bindCardNew with exactly the visible fields' raw values, then endBankFlow and closeWebView`, async ({
      warmPage: page,
      sandboxRequests,
      nativeMessages,
    }) => {
      await openBankForm(page);
      // A value typed for another channel must not be sent.
      await tab(page, CHANNEL.maya).click();
      await typeInto(page, 'Maya number', '09180000000');
      await tab(page, CHANNEL.gcash).click();
      if (cardTypeTab !== EWALLET) await tab(page, cardTypeTab).click();
      await fillAll(page, entries);

      await nextButton(page).click();

      await expect.poll(async () => (await nativeMessages(page, 'closeWebView')).length).toBe(1);
      const requests = await sandboxRequests(page, 'bindCardNew');
      expect(requests).toHaveLength(1);
      expect(requests[0].method).toBe('POST');
      expect(requests[0].headers['content-type']).toMatch(/^application\/json/);
      expect(requests[0].query).toMatchObject({ productId: BANK_QUERY.productId, orderId: BANK_QUERY.orderId });
      expect(await sentBodies(page, 'bindCardNew')).toEqual([expected]);
      expect(await sandboxRequests(page, 'cardChange')).toEqual([]);

      const messages = await nativeMessages(page);
      expect(messages.map((m) => m.name)).toEqual(['startBankFlow', 'endBankFlow', 'closeWebView']);
      expect(messages[1].sentBefore, 'the flow ends after the bind answered').toContain('bindCardNew');
      expect(messages[1].body).toEqual({});
      expect(messages[2].body).toEqual({});
      await expect(page).toHaveURL((url) => url.pathname === '/bindBank');
    });
  }
});

test.describe('Bank binding: opened from the order (source=loanDetail)', () => {
  test('bank-from-order: Next posts cardChange (not bindCardNew) and returns to /orderDetail without closing', async ({
    warmPage: page,
    sandboxRequests,
    nativeMessages,
  }) => {
    await openBankForm(page, 'bank-from-order', { source: 'loanDetail' });
    await fillAll(page, GCASH_ENTRIES);
    await nextButton(page).click();

    await expect(page).toHaveURL((url) => url.pathname === '/orderDetail');
    const query = new URL(page.url()).searchParams;
    expect(query.get('productId')).toBe(BANK_QUERY.productId);
    expect(query.get('orderId')).toBe(BANK_QUERY.orderId);
    await expect(page.getByRole('heading', { name: 'Under review', exact: true })).toBeVisible();

    expect(await sentBodies(page, 'cardChange')).toEqual([
      { product_id: '1001', cardType: 1, walletPhone: '09171234567', walletName: 'JUAN DELA CRUZ', ...ALL_TYPE_VALUES },
    ]);
    expect(await sandboxRequests(page, 'bindCardNew')).toEqual([]);
    expect(await nativeMessages(page), 'no startBankFlow, endBankFlow or closeWebView').toEqual([]);
  });
});

test.describe('Bank binding: failures keep what was typed', () => {
  const failures: { scenario: string; query: Record<string, string>; endpoint: string; message: string }[] = [
    {
      scenario: 'bank-bind-failure',
      query: {},
      endpoint: 'bindCardNew',
      message: 'This account number is already bound to another user.',
    },
    {
      scenario: 'bank-change-failure',
      query: { source: 'loanDetail' },
      endpoint: 'cardChange',
      message: 'Card change is not allowed while a loan is being disbursed.',
    },
  ];
  for (const { scenario, query, endpoint, message } of failures) {
    test(`${scenario}: the server message shows and every value stays in its field`, async ({ warmPage: page, sandboxRequests, nativeMessages }) => {
      await openBankForm(page, scenario, query);
      await fillAll(page, GCASH_ENTRIES);
      await nextButton(page).click();

      await expect(toast(page)).toHaveText(message);
      expect(await sandboxRequests(page, endpoint)).toHaveLength(1);
      await expect(page).toHaveURL((url) => url.pathname === '/bindBank');
      await expectShown(page, GCASH_SHOWN, GCASH_PICKED);
      const names = (await nativeMessages(page)).map((m) => m.name);
      expect(names).not.toContain('endBankFlow');
      expect(names).not.toContain('closeWebView');
      await expect(nextButton(page)).toBeEnabled();
    });
  }
});

test.describe('Bank binding: one tap, one request', () => {
  test('bank-slow: a double tap on Next sends one bindCardNew; Next is busy until the answer', async ({ warmPage: page, sandboxRequests, nativeMessages }) => {
    await openBankForm(page, 'bank-slow');
    await fillAll(page, GCASH_ENTRIES);
    const next = nextButton(page);

    await next.dblclick();
    await expect(next).toHaveAttribute('aria-busy', 'true');
    // A third tap while busy (forced: a busy button reports itself disabled).
    await next.click({ force: true });
    await expect.poll(async () => (await sandboxRequests(page, 'bindCardNew')).length).toBe(1);

    // The answer takes 1.5 s (sandbox/scenarios/bank-slow.json).
    await expect.poll(async () => (await nativeMessages(page, 'closeWebView')).length, { timeout: 10_000 }).toBe(1);
    expect(await sandboxRequests(page, 'bindCardNew')).toHaveLength(1);
    expect((await nativeMessages(page)).map((m) => m.name)).toEqual(['startBankFlow', 'endBankFlow', 'closeWebView']);
    await expect(next).not.toHaveAttribute('aria-busy', 'true');
  });
});

// Issue 16 "masked inputs move the caret": fixing one digit in the middle of a
// grouped number (arrow left, Backspace, type) must change that digit, and the
// corrected number is what Next sends.
test.describe('Bank binding: fixing one digit in the middle', () => {
  const cases = [
    {
      name: 'Account number (digits in fours)',
      cardTypeTab: BANK_ACCOUNT,
      entries: [{ label: 'Bank', pick: 'BDO Unibank' }, { label: 'Account number', type: '1234 5678 9012 3456' }, ...ALL_TYPE_ENTRIES] as Entry[],
      label: 'Account number',
      // Five steps left from the end (past 6 5 4 3 and the space): the caret sits after the "2" of "9012".
      left: 5,
      fixed: '1234 5678 9017 3456',
      sent: { cardNo: '1234567890173456' },
    },
    {
      name: 'GCash number (the mobile mask, typed with +63 and spaces)',
      cardTypeTab: EWALLET,
      entries: GCASH_ENTRIES,
      label: 'GCash number',
      // "+63 917 123 4567", five steps left from the end (past 7 6 5 4 and the space): after the "3" of "123".
      left: 5,
      fixed: '+63 917 128 4567',
      sent: { walletPhone: '09171284567' },
    },
  ];
  for (const c of cases) {
    test(`${c.name}: arrow left, Backspace, type a digit: that digit changes, the caret stays, and Next sends it`, async ({
      warmPage: page,
      sandboxRequests,
    }) => {
      await openBankForm(page);
      if (c.cardTypeTab !== EWALLET) await tab(page, c.cardTypeTab).click();
      await fillAll(page, c.entries);
      const input = field(page, c.label);
      await input.click();
      await input.press('End');
      for (let i = 0; i < c.left; i++) await input.press('ArrowLeft');
      const caret = await input.evaluate((el: HTMLInputElement) => el.selectionStart ?? -1);
      await input.press('Backspace');
      const digit = c.fixed[caret - 1];
      await input.pressSequentially(digit);
      await expect(input).toHaveValue(c.fixed);
      expect(await input.evaluate((el: HTMLInputElement) => el.selectionStart), 'the caret stays after the fixed digit').toBe(caret);

      await nextButton(page).click();
      await expect.poll(async () => (await sandboxRequests(page, 'bindCardNew')).length).toBe(1);
      expect((await sentBodies(page, 'bindCardNew'))[0]).toMatchObject(c.sent);
    });
  }
});
