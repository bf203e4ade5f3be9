/**
 * What each data screen needs from its answer (its source's `complete` rule,
 * issue 16), scenario by scenario: an answer without it shows the screen's
 * "cannot be shown" words with a retry; an honest empty answer (no orders, no
 * products, no complaints) is still a page. The fuzzing suite
 * (tests/unit/reliability/fuzzAnswers.test.tsx) walks every screen with empty
 * and broken answers; these pin the product's choices.
 *
 * Walks the data screens whose choice is pinned here: orderDetail (missing
 * order, missing status, unknown status), complaint (no orders),
 * loginFailure (no products) and complaintList (no tabs).
 */
import { describe, expect, it } from 'vitest';
import { findNode, loadScreenDoc, runScreen } from '../../../support/runScreen.ts';

const words = (screen: string, key: string) => String(loadScreenDoc(screen).copy?.[key]);

describe('an answer without what the screen needs', () => {
  it.each([
    ['orderDetail', 'order-empty'],
    ['orderDetail', 'order-no-status'],
  ])('%s in %s: the error state in the screen’s words', async (screen, scenario) => {
    const run = await runScreen(screen, scenario);
    expect(run.tree().phase).toBe('error');
    expect(run.tree().error?.message).toBe(words(screen, 'incomplete'));
  });
});

describe('an honest empty answer is still a page', () => {
  it.each([
    ['orderDetail', 'order-unknown', 'StatusBanner'],
    ['complaint', 'complaint-no-orders', 'ChoiceList'],
    ['loginFailure', 'failure-no-products', 'StatusBanner'],
  ])('%s in %s: ready, with its %s', async (screen, scenario, widget) => {
    const run = await runScreen(screen, scenario);
    expect(run.tree().phase).toBe('ready');
    expect(findNode(run.tree().nodes, (n) => n.widget === widget)).toBeTruthy();
  });

  it('complaintList with no tabs says there are no complaints yet, without an empty tab bar', async () => {
    const run = await runScreen('complaintList', 'complaint-list-none');
    expect(run.tree().phase).toBe('ready');
    expect(findNode(run.tree().nodes, (n) => n.widget === 'Text' && n.props.text === words('complaintList', 'none'))).toBeTruthy();
    expect(findNode(run.tree().nodes, (n) => n.widget === 'SwipeTabs')).toBeUndefined();
  });
});
