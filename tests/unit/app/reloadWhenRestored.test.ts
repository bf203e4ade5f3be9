// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { reloadWhenRestored } from '../../../app/reloadWhenRestored.ts';

/** A window stand-in: its events are real, its reload is recorded. */
function fakeWindow() {
  const events = new EventTarget();
  const reload = vi.fn();
  const target = {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    location: { reload } as unknown as Location,
  } as Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'>;
  const show = (persisted: boolean) => events.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));
  return { target, reload, show };
}

describe('reloadWhenRestored', () => {
  it('reloads a page restored from the back-forward cache, not one loaded normally', () => {
    const { target, reload, show } = fakeWindow();
    reloadWhenRestored(target);
    show(false);
    expect(reload).not.toHaveBeenCalled();
    show(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops listening when told to', () => {
    const { target, reload, show } = fakeWindow();
    reloadWhenRestored(target)();
    show(true);
    expect(reload).not.toHaveBeenCalled();
  });
});
