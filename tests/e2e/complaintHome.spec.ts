/**
 * Complaint home (SPEC point 2 "Complaint screens": Home; point 4 "Complaint";
 * point 5 collection rule; CONTRACT section 3 problemInit): the order card and
 * the order chooser, what each question type does, the collection refusal.
 * The screens' words are their copy (homeCopy, nextCopy); the orders and the
 * question types ('Repayment', 'Loan application'…) are the server's.
 */
import { expect, test } from './fixtures.ts';
import { shownDay } from './copy.ts';
import {
  LENDMO,
  PESONOW,
  address,
  appCopy,
  defaultInit,
  homeCopy,
  nextCopy,
  openHome,
  orderCard,
  ordersDialog,
  sentJson,
  subTypeGroup,
  tabList,
  toast,
  typeGroup,
} from './complaintHelpers.ts';

const COLLECTION_REFUSED = homeCopy.collectionRefused;
const REPAYMENT = 'Repayment'; // server text: question type 2 of the sandbox (the order screen has a button of that name too)

function rowsOf(orderNo: string) {
  const order = defaultInit.orderList.find((o) => o.orderNo === orderNo);
  if (!order) throw new Error(`no order ${orderNo} in the default scenario`);
  return order.list;
}

test.describe('Complaint home: the order', () => {
  test('shows the selected order as a card: logo, product, status and rows', async ({ warmPage: page }) => {
    await openHome(page);
    const card = orderCard(page, PESONOW.name);
    await expect(card.getByRole('heading', { name: PESONOW.name })).toBeVisible();
    await expect(card.getByText(PESONOW.status, { exact: true })).toBeVisible();
    const rows = rowsOf(PESONOW.orderNo);
    await expect(card.getByRole('term')).toHaveText(rows.map((r) => r.title));
    await expect(card.getByRole('definition')).toHaveText(rows.map((r) => shownDay(r.value)));
    await expect(card.locator('img')).toHaveAttribute('src', /logo-pesonow/);
    expect(await sentJson(page, 'problemInit')).toEqual([{ orderId: '900001' }]);
  });

  test("'All' lists every order in 'Choose an order'; choosing LendMo shows LendMo's card", async ({ warmPage: page }) => {
    await openHome(page);
    await orderCard(page, PESONOW.name).getByRole('button', { name: homeCopy.all, exact: true }).click();

    const dialog = ordersDialog(page);
    await expect(dialog).toBeVisible();
    const orders = dialog.getByRole('button', { name: /PH\d+/ });
    await expect(orders).toHaveCount(2);
    for (const [i, order] of [PESONOW, LENDMO].entries()) {
      await expect(orders.nth(i)).toContainText(order.name);
      await expect(orders.nth(i)).toContainText(order.status);
      await expect(orders.nth(i)).toContainText(order.orderNo);
    }
    await expect(orders.nth(0)).toHaveAttribute('aria-current', 'true');

    await orders.filter({ hasText: LENDMO.name }).click();
    await expect(dialog).toHaveCount(0);
    const card = orderCard(page, LENDMO.name);
    await expect(card.getByRole('heading', { name: LENDMO.name })).toBeVisible();
    await expect(card.getByText(LENDMO.status, { exact: true })).toBeVisible();
    const rows = rowsOf(LENDMO.orderNo);
    await expect(card.getByRole('term')).toHaveText(rows.map((r) => r.title));
    await expect(card.getByRole('definition')).toHaveText(rows.map((r) => shownDay(r.value)));
    await expect(orderCard(page, PESONOW.name)).toHaveCount(0);
  });

  test('the order chooser closes with its close button and keeps the order', async ({ warmPage: page }) => {
    await openHome(page);
    await page.getByRole('button', { name: homeCopy.all, exact: true }).click();
    await ordersDialog(page).getByRole('button', { name: appCopy.close, exact: true }).click();
    await expect(ordersDialog(page)).toHaveCount(0);
    await expect(orderCard(page, PESONOW.name)).toBeVisible();
  });

  test("'My complaints' goes to the complaint list", async ({ warmPage: page }) => {
    await openHome(page);
    await page.getByRole('button', { name: homeCopy.myComplaints, exact: true }).click();
    await expect(page).toHaveURL(/\/complaintList(\?|$)/);
    await expect(tabList(page)).toBeVisible();
  });
});

test.describe('Complaint home: question types', () => {
  test("'Repayment' (type 2) goes straight to the next page without a sub-type", async ({ warmPage: page }) => {
    await openHome(page);
    await typeGroup(page).getByRole('button', { name: REPAYMENT, exact: true }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?/);
    const { query } = address(page);
    expect(query).toMatchObject({ problemType: '2', problemSonType: '', orderNo: PESONOW.orderNo });
    await expect(page.getByRole('list', { name: nextCopy.typesLabel }).getByRole('listitem')).toHaveText([REPAYMENT]);
  });

  test("'Loan application' (type 1) shows 'Choose the detail' first; 'Money not received' goes on with 12", async ({ warmPage: page }) => {
    await openHome(page);
    await expect(subTypeGroup(page)).toHaveCount(0);
    const loan = typeGroup(page).getByRole('button', { name: 'Loan application', exact: true });
    await loan.click();

    await expect(page.getByRole('heading', { name: homeCopy.subTypeTitle })).toBeVisible();
    await expect(subTypeGroup(page).getByRole('button')).toHaveText(defaultInit.problemSonType.map((t) => t.title));
    await expect(loan).toHaveAttribute('aria-pressed', 'true');
    expect(address(page).path).toBe('/complaint');

    await subTypeGroup(page).getByRole('button', { name: 'Money not received', exact: true }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?/);
    expect(address(page).query).toMatchObject({ problemType: '1', problemSonType: '12', orderNo: PESONOW.orderNo });
    await expect(page.getByRole('list', { name: nextCopy.typesLabel }).getByRole('listitem')).toHaveText(['Loan application', 'Money not received']);
  });

  test('choosing another type closes the sub-types again', async ({ warmPage: page }) => {
    await openHome(page);
    await typeGroup(page).getByRole('button', { name: 'Loan application', exact: true }).click();
    await expect(subTypeGroup(page)).toBeVisible();
    await typeGroup(page).getByRole('button', { name: 'App problem', exact: true }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?/);
    expect(address(page).query).toMatchObject({ problemType: '4', problemSonType: '' });
  });

  for (const [title, value] of [
    [REPAYMENT, '2'],
    ['App problem', '4'],
    ['Other', '5'],
  ] as const) {
    test(`complaint-no-subtypes: '${title}' goes straight on with problemType ${value}`, async ({ warmPage: page }) => {
      await openHome(page, 'complaint-no-subtypes');
      await expect(typeGroup(page).getByRole('button')).toHaveText([REPAYMENT, 'App problem', 'Other']);
      await typeGroup(page).getByRole('button', { name: title, exact: true }).click();
      await expect(page).toHaveURL(/\/complainPageNext\?/);
      expect(address(page).query).toMatchObject({ problemType: value, problemSonType: '', orderNo: PESONOW.orderNo });
    });
  }
});

test.describe('Complaint home: collection type', () => {
  test("complaint-no-collection: 'Collection' is refused with the SPEC message and the page stays", async ({ warmPage: page }) => {
    await openHome(page, 'complaint-no-collection');
    const collection = typeGroup(page).getByRole('button', { name: 'Collection', exact: true });
    await collection.click();
    await expect(toast(page)).toHaveText(COLLECTION_REFUSED);
    expect(address(page).path).toBe('/complaint');
    await expect(collection).toHaveAttribute('aria-pressed', 'false');
    await expect(subTypeGroup(page)).toHaveCount(0);

    // Another type still works afterwards.
    await typeGroup(page).getByRole('button', { name: REPAYMENT, exact: true }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?/);
  });

  test("default (isShow 1): 'Collection' goes on with problemType 3", async ({ warmPage: page }) => {
    await openHome(page);
    await typeGroup(page).getByRole('button', { name: 'Collection', exact: true }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?/);
    expect(address(page).query).toMatchObject({ problemType: '3', problemSonType: '', orderNo: PESONOW.orderNo });
    await expect(toast(page)).toHaveCount(0);
  });

  test("default, LendMo chosen via 'All' (isShow 0): 'Collection' is refused; other types go on with LendMo's order", async ({ warmPage: page }) => {
    await openHome(page);
    await page.getByRole('button', { name: homeCopy.all, exact: true }).click();
    await ordersDialog(page)
      .getByRole('button', { name: new RegExp(LENDMO.name) })
      .click();
    await expect(orderCard(page, LENDMO.name)).toBeVisible();

    await typeGroup(page).getByRole('button', { name: 'Collection', exact: true }).click();
    await expect(toast(page)).toHaveText(COLLECTION_REFUSED);
    expect(address(page).path).toBe('/complaint');

    await typeGroup(page).getByRole('button', { name: REPAYMENT, exact: true }).click();
    await expect(page).toHaveURL(/\/complainPageNext\?/);
    expect(address(page).query).toMatchObject({ problemType: '2', orderNo: LENDMO.orderNo });
  });
});
