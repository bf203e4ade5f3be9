/**
 * The page frame of the order page: its title, and pull-to-refresh with the
 * screen's settings. Pulled down far enough from the top (the content follows
 * half the finger's way, at most maxDamping) it emits `refresh`, and the
 * indicator stays until the chain ends or finishAfterMs at the latest; a
 * shorter pull, a pull on a scrolled page, or a page without the setting
 * emits nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen as view } from '@testing-library/react';
import { Page } from '../../../widgets/Page.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const orderDetail = loadScreenDoc('orderDetail');
const title = screenCopy(orderDetail, 'title');
const refreshLabel = screenCopy(orderDetail, 'refreshing');
const pull = orderDetail.constants!.pullToRefresh as { distance: number; maxDamping: number; finishAfterMs: number };

function draw(emit: () => Promise<void>, withPull = true) {
  render(
    <Page nodeId="page" busy={false} emit={emit} title={title} pullToRefresh={withPull ? pull : undefined} refreshLabel={refreshLabel}>
      <p>content</p>
    </Page>,
  );
  return view.getByRole('main');
}

const content = () => view.getByText('content').parentElement!;

/** A finger down at the top, moved `by` px down (the content then shows the pull), and lifted. */
function swipeDown(main: HTMLElement, by: number, lift = true) {
  fireEvent.touchStart(main, { touches: [{ clientY: 10 }] });
  fireEvent.touchMove(main, { touches: [{ clientY: 10 + by }] });
  if (lift) fireEvent.touchEnd(main, { touches: [] });
}

afterEach(() => {
  vi.useRealTimers();
  window.scrollY = 0;
});

describe('<Page>', () => {
  it('its title is the page’s heading', () => {
    draw(vi.fn(async () => {}));
    expect(view.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('the content follows half the finger’s way, at most maxDamping', () => {
    const main = draw(vi.fn(async () => {}));
    swipeDown(main, 40, false);
    expect(content().style.transform).toBe('translateY(20px)');
    fireEvent.touchMove(main, { touches: [{ clientY: 10 + 4 * pull.maxDamping }] });
    expect(content().style.transform).toBe(`translateY(${pull.maxDamping}px)`);
  });

  it('pulled far enough: refresh, the indicator shown until the chain ends, the content back in place', async () => {
    let done!: () => void;
    const emit = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const main = draw(emit);
    swipeDown(main, 2 * pull.distance + 2);
    expect(emit.mock.calls).toEqual([['refresh']]);
    expect(view.getByRole('progressbar', { name: refreshLabel })).toBeTruthy();
    expect(content().style.transform).toBe('');
    await act(async () => done());
    expect(view.queryByRole('progressbar')).toBeNull();
  });

  it('the indicator goes after finishAfterMs even while the reload still runs', async () => {
    vi.useFakeTimers();
    const main = draw(vi.fn(() => new Promise<void>(() => {})));
    swipeDown(main, 2 * pull.distance + 2);
    await act(async () => vi.advanceTimersByTime(pull.finishAfterMs - 1));
    expect(view.queryByRole('progressbar')).not.toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(view.queryByRole('progressbar')).toBeNull();
  });

  it('a mouse drag pulls as a finger does', () => {
    const emit = vi.fn(async () => {});
    const main = draw(emit);
    fireEvent.pointerDown(main, { clientY: 0, pointerType: 'mouse' });
    fireEvent.pointerMove(main, { clientY: 2 * pull.distance + 2, pointerType: 'mouse' });
    fireEvent.pointerUp(main, { clientY: 2 * pull.distance + 2, pointerType: 'mouse' });
    expect(emit.mock.calls).toEqual([['refresh']]);
  });

  it('a pull shorter than the distance emits nothing', () => {
    const emit = vi.fn(async () => {});
    swipeDown(draw(emit), 2 * pull.distance - 2);
    expect(emit).not.toHaveBeenCalled();
    expect(view.queryByRole('progressbar')).toBeNull();
  });

  it('on a page scrolled down, pulling is scrolling: no refresh', () => {
    window.scrollY = 300;
    const emit = vi.fn(async () => {});
    swipeDown(draw(emit), 4 * pull.distance);
    expect(emit).not.toHaveBeenCalled();
  });

  it('without pullToRefresh nothing moves and nothing is emitted', () => {
    const emit = vi.fn(async () => {});
    const main = draw(emit, false);
    swipeDown(main, 4 * pull.distance, false);
    expect(content().style.transform).toBe('');
    fireEvent.touchEnd(main, { touches: [] });
    expect(emit).not.toHaveBeenCalled();
  });
});
