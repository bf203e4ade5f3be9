/**
 * The complaint list's tabs over swipeable panels, with the screen's
 * settings: a tap or an arrow key picks a tab, a horizontal swipe longer than
 * the threshold share of the width goes to the neighbour (a shorter or a
 * mostly vertical one does nothing), a drag never opens the row under it, and
 * a badge above the maximum reads "N+".
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { SwipeTabs } from '../../../widgets/SwipeTabs.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const complaintList = loadScreenDoc('complaintList');
const settings = complaintList.constants!.tabs as { visible: number; swipeThreshold: number; badgeMax: number };
const tabsLabel = screenCopy(complaintList, 'tabsLabel');
// The tab titles and counts come from the server's lists (rule tabBar): test data.
const tabs = [
  { title: 'Pending', badge: 0 },
  { title: 'Handled', badge: settings.badgeMax },
  { title: 'Closed', badge: settings.badgeMax + 1 },
];

function draw(value: number, onRow = vi.fn()) {
  const emit = vi.fn(async () => {});
  render(
    <SwipeTabs
      nodeId="tabs"
      busy={false}
      emit={emit}
      label={tabsLabel}
      tabs={tabs}
      value={value}
      visibleTabs={settings.visible}
      swipeThreshold={settings.swipeThreshold}
      badgeMax={settings.badgeMax}
    >
      <button type="button" onClick={onRow}>
        row
      </button>
    </SwipeTabs>,
  );
  const row = view.getByRole('button', { name: 'row' });
  return { emit, row, area: row.parentElement! };
}

/** A pointer pressed at (x0, y0) and let go at (x1, y1), then the click the browser sends to what is under it. */
function drag(target: Element, [x0, y0]: [number, number], [x1, y1]: [number, number]) {
  fireEvent.pointerDown(target, { clientX: x0, clientY: y0 });
  fireEvent.pointerUp(target, { clientX: x1, clientY: y1 });
  fireEvent.click(target);
}

// jsdom lays nothing out: the panels are as wide as the window.
const threshold = () => settings.swipeThreshold * window.innerWidth;

describe('<SwipeTabs>', () => {
  it('a tab list named by its label, the chosen tab selected; the badges: none at 0, the count up to the maximum, then "N+"', () => {
    draw(1);
    expect(view.getByRole('tablist', { name: tabsLabel })).toBeTruthy();
    const shown = view.getAllByRole('tab');
    expect(shown.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(shown.map((t) => t.textContent)).toEqual(['Pending', `Handled${settings.badgeMax}`, `Closed${settings.badgeMax}+`]);
  });

  it('a tap on another tab emits its index; on the chosen one, nothing', () => {
    const { emit } = draw(1);
    fireEvent.click(view.getAllByRole('tab')[1]);
    fireEvent.click(view.getAllByRole('tab')[2]);
    expect(emit.mock.calls).toEqual([['change', 2]]);
  });

  it('arrow keys go to the neighbour, and stop at the ends', () => {
    const { emit } = draw(0);
    const first = view.getAllByRole('tab')[0];
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(emit).not.toHaveBeenCalled();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(emit.mock.calls).toEqual([['change', 1]]);
  });

  it('a swipe left past the threshold goes to the next tab, right to the previous one', () => {
    const { emit, area } = draw(1);
    const far = threshold() + 5;
    drag(area, [far + 10, 100], [10, 100]);
    drag(area, [10, 100], [far + 10, 100]);
    expect(emit.mock.calls).toEqual([
      ['change', 2],
      ['change', 0],
    ]);
  });

  it('a swipe shorter than the threshold, or more down than across, changes nothing', () => {
    const { emit, area } = draw(1);
    const short = threshold() - 5;
    drag(area, [short + 10, 100], [10, 100]);
    drag(area, [threshold() + 20, 0], [10, threshold() + 30]);
    expect(emit).not.toHaveBeenCalled();
  });

  it('past the last tab a swipe does nothing', () => {
    const { emit, area } = draw(2);
    drag(area, [threshold() + 20, 100], [10, 100]);
    expect(emit).not.toHaveBeenCalled();
  });

  it('the click that ends a drag does not open the row under it; a tap does', () => {
    const onRow = vi.fn();
    const { row } = draw(1, onRow);
    drag(row, [200, 100], [150, 100]);
    expect(onRow).not.toHaveBeenCalled();
    drag(row, [200, 100], [202, 101]);
    expect(onRow).toHaveBeenCalledTimes(1);
  });
});
