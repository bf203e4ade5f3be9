/**
 * My complaints (SPEC point 2 "Complaint screens": List; point 9 tabs: swipe
 * threshold 0.3 of the width, badge overflow 99; CONTRACT section 3 problemList).
 */
import { expect, sandboxRequests, test } from './fixtures.ts';
import { shownDay } from './copy.ts';
import { address, appCopy, defaultTabs, detailCopy, dragPanel, listCopy, openList, panel, tab, tabList } from './complaintHelpers.ts';

/** '2026-11-20 09:15:00' as the list shows it (the market's day and time). */
const shownTime = (time: string) => shownDay(time);

test.describe('Complaint list: tabs and rows', () => {
  test('tabs Processing / Processed / Closed with their counts as badges', async ({ warmPage: page }) => {
    await openList(page);
    await expect(tabList(page).getByRole('tab')).toHaveCount(3);
    await expect(tab(page, 'Processing')).toHaveAttribute('aria-selected', 'true');
    for (const [title, badge] of [
      ['Processing', '2'],
      ['Processed', '1'],
    ] as const) {
      await expect(tab(page, title)).toHaveText(`${title}${badge}`);
      await expect(tab(page, title).getByText(badge, { exact: true })).toBeVisible();
    }
    // An empty tab has no badge.
    await expect(tab(page, 'Closed')).toHaveText('Closed');
    expect(await sandboxRequests(page, 'problemList')).toHaveLength(1);
  });

  test('Processing lists its complaints with time, type and content', async ({ warmPage: page }) => {
    await openList(page);
    const rows = panel(page).getByRole('button');
    const expected = defaultTabs[0].list;
    await expect(rows).toHaveCount(expected.length);
    for (const [i, entry] of expected.entries()) {
      await expect(rows.nth(i).getByText(shownTime(entry.time), { exact: true })).toBeVisible();
      await expect(rows.nth(i).getByText(entry.type, { exact: true })).toBeVisible();
      await expect(rows.nth(i).getByText(entry.content, { exact: true })).toBeVisible();
    }
  });

  test("'Processed' lists its complaint; 'Closed' says it has none", async ({ warmPage: page }) => {
    await openList(page);
    await tab(page, 'Processed').click();
    await expect(tab(page, 'Processed')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page).getByRole('button')).toHaveCount(1);
    await expect(panel(page)).toContainText(defaultTabs[1].list[0].content);

    await tab(page, 'Closed').click();
    await expect(tab(page, 'Closed')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page)).toHaveText(listCopy.empty);
    await expect(panel(page).getByRole('button')).toHaveCount(0);
  });

  test('complaint-list-none: says there are none yet and offers a way to file one, which opens complaint home (issue 29)', async ({ warmPage: page }) => {
    await openList(page, 'complaint-list-none');
    await expect(page.getByText(listCopy.none, { exact: true })).toBeVisible();
    await expect(tabList(page)).toHaveCount(0);
    await page.getByRole('button', { name: listCopy.fileComplaint, exact: true }).click();
    await expect.poll(() => address(page).path).toBe('/complaint');
  });

  for (const { tabTitle, id } of [
    { tabTitle: 'Processing', id: '5001' },
    { tabTitle: 'Processing', id: '5002' },
    { tabTitle: 'Processed', id: '4990' },
  ]) {
    test(`tapping complaint ${id} (${tabTitle}) opens its detail`, async ({ warmPage: page }) => {
      await openList(page);
      await tab(page, tabTitle).click();
      const entry = defaultTabs.flatMap((t) => t.list).find((e) => e.id === id)!;
      await panel(page).getByRole('button', { name: entry.content }).click();
      await expect(page).toHaveURL(/\/complainDetails\?/);
      expect(address(page).query.problemId).toBe(id);
      await expect(page.getByRole('heading', { name: detailCopy.title })).toBeVisible();
      const details = (await sandboxRequests(page, 'problemDetail')).map((r) => JSON.parse(r.body));
      expect(details).toEqual([{ problemId: id }]);
    });
  }

  test("complaint-list-many: the first tab's badge reads '99+'", async ({ warmPage: page }) => {
    await openList(page, 'complaint-list-many');
    const first = tabList(page).getByRole('tab').first();
    await expect(first).toHaveText('All99+');
    await expect(first.getByText('99+', { exact: true })).toBeVisible();
    await expect(tab(page, 'Processing').getByText('3', { exact: true })).toBeVisible();
    await expect(tabList(page).getByRole('tab')).toHaveCount(6);
  });
});

test.describe('Complaint list: swiping', () => {
  const cases = [
    { name: 'a leftward drag of 40% moves to the next tab', from: 'Processing', share: -0.4, to: 'Processed' },
    { name: 'a rightward drag of 40% moves to the previous tab', from: 'Processed', share: 0.4, to: 'Processing' },
    { name: 'a leftward drag of 20% stays', from: 'Processing', share: -0.2, to: 'Processing' },
    { name: 'a leftward drag on the last tab stays', from: 'Closed', share: -0.4, to: 'Closed' },
  ];
  for (const c of cases) {
    test(`${c.name} (from ${c.from})`, async ({ warmPage: page }) => {
      await openList(page);
      if (c.from !== 'Processing') await tab(page, c.from).click();
      await expect(tab(page, c.from)).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page)).toBeVisible();

      await dragPanel(page, c.share);
      if (c.to === c.from) {
        // Nothing may happen: give a wrong tab change time to show.
        await page.waitForTimeout(300);
      }
      await expect(tab(page, c.to)).toHaveAttribute('aria-selected', 'true');
      await expect(tabList(page).getByRole('tab', { selected: true })).toHaveCount(1);
      // A drag is not a tap: no complaint opens.
      expect(address(page).path).toBe('/complaintList');
    });
  }
});

test.describe('Complaint list: failure', () => {
  test("complaint-list-failure: the network message and 'Try again', which asks again", async ({ warmPage: page }) => {
    await openList(page, 'complaint-list-failure');
    await expect(page.getByRole('alert')).toHaveText(appCopy.networkError);
    const retry = page.getByRole('button', { name: appCopy.retry, exact: true });
    await expect(retry).toBeVisible();
    await expect(tabList(page)).toHaveCount(0);
    expect(await sandboxRequests(page, 'problemList')).toHaveLength(1);

    await retry.click();
    await expect.poll(async () => (await sandboxRequests(page, 'problemList')).length).toBe(2);
    await expect(page.getByRole('alert')).toHaveText(appCopy.networkError);
    await expect(retry).toBeVisible();
  });
});
