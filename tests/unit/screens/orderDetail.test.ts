/**
 * Order details through the real runtime and the sandbox (no browser):
 * the status table row by row, and every flow the screen declares. Labels
 * and messages are the screen's copy (run.screen.copy) and the buttons are
 * what the status table gives (tests/support/statusButtons.ts), so product
 * staff can reword or add a button without a test change.
 */
import { describe, expect, it } from 'vitest';
import { findAll, findNode, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';
import { statusButtons } from '../../support/statusButtons.ts';
import type { Json, JsonObject, ViewNode } from '../../../renderer/types.ts';

const screen = loadScreenDoc('orderDetail');
const copy = screen.copy as JsonObject;
const text = (key: string) => screenCopy(screen, key);
const labelled = (label: string) => (n: ViewNode) => n.props.label === label;
const buttons = (run: ScreenRun) => {
  const bar = findNode(run.tree().nodes, (n) => n.widget === 'ButtonBar' && n.id.includes('actions'));
  return (bar?.children ?? []).map((b) => ({ label: b.props.label, hint: b.props.hint ?? null }));
};
const banner = (run: ScreenRun) => findNode(run.tree().nodes, (n) => n.widget === 'StatusBanner')?.props;
const hasRecommended = (run: ScreenRun) => Boolean(findNode(run.tree().nodes, (n) => n.widget === 'ProductOffer'));
/** The label the status table gives the button `key` (the first order status it has it for). */
const tableLabel = (key: string, status: string, isDelay = '0') => {
  const found = statusButtons({ status, isDelay }, copy).find((b) => b.key === key);
  if (!found) throw new Error(`the status table gives status ${status} (isDelay ${isDelay}) no "${key}" button`);
  return found.label;
};

describe('status table (SPEC point 4)', () => {
  // The scenario's order status and isDelay as the screen's rules read them (999 is shown as 21);
  // the buttons are what tables.statusButtons answers for them, with their labels from the copy.
  // What they do is SPEC's, not the table's: the handlers SPEC gives the status must be among
  // them (REPAY and Repayment pay, Rollover Repayment extends, Borrow Again borrows), so a button
  // may be relabelled or added (a 'Repayment' for 110) but a dropped or rewired one fails here.
  it.each([
    ['order-21', '21', '0', 'blue', 'review', true, []],
    ['order-151', '151', '0', 'blue', 'approved', true, []],
    ['order-110', '110', '0', 'red', 'rejected', true, []],
    ['order-170', '170', '0', 'blue', 'repaying', false, ['repay']],
    ['order-174', '174', '0', 'red', 'due', false, ['repay']],
    ['order-174-delay', '174', '1', 'red', 'due', false, ['repay', 'rollover']],
    ['order-180', '180', '0', 'red', 'overdue', false, ['repay']],
    ['order-180-delay', '180', '1', 'red', 'overdue', false, ['repay', 'rollover']],
    ['order-200', '200', '0', 'green', 'paid', false, ['borrowAgain']],
    ['order-unknown', '21', '0', 'blue', 'review', true, []],
  ])(
    "%s: status %s, isDelay %s: %s header, icon %s, the table's buttons, recommended %s, handlers %j among them",
    async (scenario, status, isDelay, tone, icon, recommended, handlers) => {
      const run = await runScreen('orderDetail', scenario);
      expect(run.decisions().statusButtons?.inputs).toEqual({ status, isDelay });
      expect(banner(run)).toMatchObject({ tone, icon });
      const table = statusButtons({ status, isDelay }, copy);
      expect(buttons(run)).toEqual(table.map(({ label, hint }) => ({ label, hint })));
      expect(table.map((b) => b.handler)).toEqual(expect.arrayContaining(handlers));
      expect(hasRecommended(run)).toBe(recommended);
    },
  );

  it('an unknown status does not redirect even with playeduL', async () => {
    const run = await runScreen('orderDetail', 'order-unknown');
    expect(run.effects.navigations).toEqual([]);
  });
});

describe('order details flows', () => {
  it('redirects to playeduL (replacing the page) when status is not 21', async () => {
    const run = await runScreen('orderDetail', 'order-redirect');
    expect(run.effects.navigations).toEqual([{ kind: 'leave', to: 'https://partner.example.com/continue?order=900001', replace: true }]);
  });

  it('refuses an unsafe playeduL and says so', async () => {
    const run = await runScreen('orderDetail', 'order-redirect-unsafe');
    expect(run.effects.navigations).toEqual([]);
    expect(run.effects.toasts).toEqual([text('linkRejected')]);
    expect(run.tree().phase).toBe('ready');
  });

  it('Repayment goes to the repay route, or to h5Url when present', async () => {
    const repayment = tableLabel('repayment', '174');
    const plain = await runScreen('orderDetail', 'order-174');
    await plain.tap(labelled(repayment));
    expect(plain.effects.navigations).toEqual([
      {
        kind: 'go',
        to: '/repay?appVersion=3.2.0&deviceId=SANDBOX-DEVICE&sessionId=sandbox-session&userId=U5001&productId=1001&orderId=900001',
        replace: false,
      },
    ]);
    const h5 = await runScreen('orderDetail', 'order-h5url');
    await h5.tap(labelled(repayment));
    expect(h5.effects.navigations).toEqual([{ kind: 'leave', to: 'https://pay.example.com/repay?order=900001', replace: false }]);
  });

  it('Rollover Repayment goes to the extension route', async () => {
    const run = await runScreen('orderDetail', 'order-174-delay');
    await run.tap(labelled(tableLabel('rollover', '174', '1')));
    expect(run.effects.navigations[0].to).toMatch(/^\/repayDelay\?/);
  });

  it('Borrow Again logs event module 30, then opens the product detail', async () => {
    const run = await runScreen('orderDetail', 'order-200');
    await run.tap(labelled(tableLabel('borrowAgain', '200')));
    const event = run.effects.requests.find((r) => r.endpoint === 'eventSave');
    expect(new URLSearchParams(event?.body)).toEqual(new URLSearchParams('productId=1001&moduleId=30&positionId=0'));
    expect(run.effects.native).toEqual([{ handler: 'openPage', body: { url: 'app://product-detail?productId=1001' } }]);
  });

  describe('rating popup', () => {
    const rating = (run: ScreenRun) => findNode(run.tree().nodes, (n) => n.widget === 'Dialog' && n.id.includes('rating'));
    const submit = (run: ScreenRun) => run.tap((n) => n.props.label === run.screen.copy?.submit);

    it("opens when isScore is 1; no star → the screen's 'choose a rating' message and nothing sent", async () => {
      const run = await runScreen('orderDetail', 'order-rating');
      expect(rating(run)).toBeTruthy();
      await submit(run);
      expect(run.effects.toasts).toEqual([run.screen.copy?.pickStars]);
      expect(run.effects.requests.filter((r) => r.endpoint === 'orderScore')).toEqual([]);
    });

    it.each([
      [1, true, false],
      [3, true, false],
      [4, false, true],
      [5, false, true],
    ])('%i stars: score 5 is sent; thanks popup %s; native rating %s', async (stars, thanks, native) => {
      const run = await runScreen('orderDetail', 'order-rating');
      await run.tap((n) => n.widget === 'StarRating', 'change', stars);
      await submit(run);
      const sent = run.effects.requests.filter((r) => r.endpoint === 'orderScore');
      expect(sent.map((r) => r.body)).toEqual(['score=5']);
      expect(rating(run)).toBeUndefined();
      expect(Boolean(findNode(run.tree().nodes, (n) => n.id.includes('thanks')))).toBe(thanks);
      expect(run.effects.native.some((m) => m.handler === 'rateApp')).toBe(native);
    });

    it('a failed submit shows the server message and keeps the popup', async () => {
      const run = await runScreen('orderDetail', 'order-rating-failure');
      await run.tap((n) => n.widget === 'StarRating', 'change', 5);
      await submit(run);
      expect(run.effects.toasts).toEqual(['Rating is not available now.']);
      expect(rating(run)).toBeTruthy();
      expect(run.effects.native).toEqual([]);
    });
  });

  it('card prompt: shows with the server text; going to bind clears it and passes source=loanDetail', async () => {
    const run = await runScreen('orderDetail', 'order-card-prompt');
    const dialog = findNode(run.tree().nodes, (n) => n.id.includes('card-prompt'));
    // server text: the title and message are cardPopTitle and cardPopMsg of the scenario.
    expect(dialog?.props).toMatchObject({ title: 'Bind your bank card', message: 'Bind a bank card so we can send you the money.' });
    await run.tap(labelled(text('bindCard')));
    expect(findNode(run.tree().nodes, (n) => n.id.includes('card-prompt'))).toBeUndefined();
    expect(run.effects.navigations[0].to).toMatch(/^\/bindBank\?.*source=loanDetail/);
  });

  it('message popup: Withdraw Now closes it and opens the product detail', async () => {
    const run = await runScreen('orderDetail', 'order-message');
    expect(findNode(run.tree().nodes, (n) => n.id.includes('message'))?.props.message).toMatch(/Withdraw it now/);
    await run.tap(labelled(text('withdrawNow')));
    expect(findNode(run.tree().nodes, (n) => n.id.includes('message'))).toBeUndefined();
    expect(run.effects.native[0]).toEqual({ handler: 'openPage', body: { url: 'app://product-detail?productId=1001' } });
  });

  it.each([
    ['order-message', 'cancel', 'message'],
    ['order-card-prompt', 'bindCard', 'card-prompt'],
  ])('%s: a popup closed with copy %s stays closed when the page reloads', async (scenario, key, id) => {
    const run = await runScreen('orderDetail', scenario);
    await run.tap(labelled(text(key)));
    await run.runtime.load({ soft: true });
    expect(findNode(run.tree().nodes, (n) => n.widget === 'Dialog' && n.id.includes(id))).toBeUndefined();
  });

  it('popups wanting the screen at once show one at a time, in the order of tables.popup; closing one shows the next', async () => {
    const run = await runScreen('orderDetail', 'default');
    // All four want to open (the answer asked for a rating, a card and a message; a rating just sent opens its thanks).
    run.runtime.store.setState((s) => ({ state: { ...s.state, ratingOpen: true, thanksOpen: true, cardPromptOpen: true, messageOpen: true } }));
    const table = (run.screen.tables as Record<string, { rows: { then: Json }[] }>).popup;
    const order = table.rows.map((row) => String(row.then));
    const dialogs = () => findAll(run.tree().nodes, (n) => n.widget === 'Dialog').map((n) => n.id);
    const keyOf: Record<string, string> = { rating: 'rating', thanks: 'thanks', cardPrompt: 'card-prompt', message: 'message' };
    // Every popup of the page has its turn in the table (a popup missing from it would never show).
    expect([...order].sort()).toEqual(Object.keys(keyOf).sort());
    for (const popup of order) {
      const shown = dialogs();
      expect(shown, `only ${popup} shows`).toHaveLength(1);
      expect(shown[0]).toContain(keyOf[popup]);
      await run.tap((n) => n.widget === 'Dialog' && n.id.includes(keyOf[popup]), 'close');
    }
    expect(dialogs()).toEqual([]);
  });

  it('a rating popup closed with × stays closed after a reload', async () => {
    const run = await runScreen('orderDetail', 'order-rating');
    await run.tap((n) => n.widget === 'Dialog' && n.id.includes('rating'), 'close');
    await run.runtime.load({ soft: true });
    expect(findNode(run.tree().nodes, (n) => n.id.includes('rating'))).toBeUndefined();
  });

  it('recommended product: logs the position, sends a defined module id and the target, opens the http link', async () => {
    const run = await runScreen('orderDetail', 'order-21');
    await run.tap((n) => n.widget === 'ProductOffer' && n.props.name === 'LendMo', 'select');
    const click = run.effects.requests.find((r) => r.endpoint === 'recProductClick');
    expect(Object.fromEntries(new URLSearchParams(click?.body))).toEqual({ module: '31', position: '0', target: 'lendmo-001' });
    const event = run.effects.requests.find((r) => r.endpoint === 'eventSave');
    expect(Object.fromEntries(new URLSearchParams(event?.body))).toEqual({ productId: '2001', moduleId: '31', positionId: '0' });
    expect(run.effects.navigations).toEqual([{ kind: 'leave', to: 'https://partner.example.com/lendmo?from=order', replace: false }]);
  });

  it('recommended product with a non-http link hands it to the native shell; a failure code shows the message', async () => {
    const native = await runScreen('orderDetail', 'order-rec-native-link');
    await native.tap((n) => n.widget === 'ProductOffer', 'select');
    expect(native.effects.native).toEqual([{ handler: 'openPage', body: { url: 'app://product-detail?productId=2001' } }]);
    const failing = await runScreen('orderDetail', 'order-rec-failure');
    await failing.tap((n) => n.widget === 'ProductOffer', 'select');
    expect(failing.effects.toasts).toEqual(['This product is not available right now.']);
    expect(failing.effects.navigations).toEqual([]);
  });

  it('service telephone falls back to the configured default', async () => {
    const run = await runScreen('orderDetail', 'order-no-phone');
    expect(findNode(run.tree().nodes, (n) => n.widget === 'ServiceLine')?.props.phone).toBe('+63 2 8000 0000');
  });

  it.each([
    ['order-server-failure', 'Order not found. Please check your order number.'],
    ['order-network-failure', text('networkError')],
    ['order-http-500', text('serverError')],
  ])('%s ends in an error state with a retry, never a loader', async (scenario, message) => {
    const run = await runScreen('orderDetail', scenario);
    expect(run.tree()).toMatchObject({ phase: 'error', error: { message, retryLabel: text('retry') } });
  });
});

describe('what is due, in the status header (CONTRACT section 7, repayAmount and repayDate)', () => {
  // The amounts and dates of the scenarios (sandbox/scenarios/order-*.json), as a borrower reads them.
  it.each([
    ['order-170', '₱1,817.00', 'Dec 21, 2026', 'Dis 21, 2026'],
    ['order-174', '₱1,817.00', 'Nov 21, 2026', 'Nob 21, 2026'],
    ['order-174-delay', '₱1,817.00', 'Nov 21, 2026', 'Nob 21, 2026'],
    ['order-180', '₱1,867.00', 'Nov 14, 2026', 'Nob 14, 2026'],
    ['order-180-delay', '₱1,867.00', 'Nov 14, 2026', 'Nob 14, 2026'],
  ])('%s: the amount due and its date, in both languages', async (scenario, amount, en, fil) => {
    for (const [lang, date] of [
      ['en', en],
      ['fil', fil],
    ]) {
      const run = await runScreen('orderDetail', scenario, undefined, { lang });
      const dueOn = screenCopy(run.screen, 'dueOn');
      expect(banner(run)?.note).toBe(dueOn.replace('{amount}', amount).replace('{date}', date));
    }
  });

  it.each(['en', 'fil'])('%s: an order that owes money without them says the amount could not be shown (no silent gap)', async (lang) => {
    const run = await runScreen('orderDetail', 'order-due-no-amount', undefined, { lang });
    expect(banner(run)?.note).toBe(screenCopy(run.screen, 'dueUnknown'));
  });

  it('a repayAmount that is not an amount in centavos is not shown as one', async () => {
    const run = await runScreen('orderDetail', 'order-174');
    run.runtime.store.setState((s) => ({ data: { ...s.data, detail: { ...(s.data.detail as JsonObject), repayAmount: 181700.5 } } }));
    expect(banner(run)?.note).toBe(text('dueUnknown'));
  });

  it.each(['order-21', 'order-151', 'order-110', 'order-200'])('%s owes nothing: no line', async (scenario) => {
    const run = await runScreen('orderDetail', scenario);
    expect(banner(run)?.note).toBe('');
  });
});
