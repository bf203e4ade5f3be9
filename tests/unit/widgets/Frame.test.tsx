/**
 * The agreement frame: only an http(s) address reaches it, even when a
 * screen forgot nav.check, and the page inside is sandboxed and named.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { Frame } from '../../../widgets/Frame.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const title = screenCopy(loadScreenDoc('confirmLoan'), 'agreementTitle');
const draw = (url: string) => render(<Frame nodeId="frame" busy={false} emit={vi.fn(async () => {})} title={title} url={url} />).container;

describe('<Frame>', () => {
  it('an http(s) address: a sandboxed frame named by its title, sending no referrer', () => {
    const frame = draw('https://docs.example/agreement?id=7').querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://docs.example/agreement?id=7');
    expect(frame.title).toBe(title);
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin allow-scripts');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//docs.example/a', '/agreement', ''])('%j: no frame at all', (url) => {
    expect(draw(url).innerHTML).toBe('');
  });
});

describe('<Frame> says whether its page loaded', () => {
  const frameWith = (props: { waitMs?: number; attempt?: number }, emit = vi.fn(async () => {})) => {
    const view = render(<Frame nodeId="frame" busy={false} emit={emit} title={title} url="https://docs.example/a" {...props} />);
    return { view, emit, frame: () => view.container.querySelector('iframe')! };
  };

  it('emits `load` once when the page has loaded, and no `fail` after', () => {
    vi.useFakeTimers();
    try {
      const { emit, frame } = frameWith({ waitMs: 1000 });
      fireEvent.load(frame());
      fireEvent.load(frame());
      vi.advanceTimersByTime(5000);
      expect(emit.mock.calls).toEqual([['load']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('emits `fail` when the page has not loaded after waitMs; a new attempt loads it again and waits anew', () => {
    vi.useFakeTimers();
    try {
      const { view, emit, frame } = frameWith({ waitMs: 1000, attempt: 0 });
      vi.advanceTimersByTime(999);
      expect(emit).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(emit.mock.calls).toEqual([['fail']]);
      const before = frame();
      view.rerender(<Frame nodeId="frame" busy={false} emit={emit} title={title} url="https://docs.example/a" waitMs={1000} attempt={1} />);
      expect(frame()).not.toBe(before);
      fireEvent.load(frame());
      vi.advanceTimersByTime(5000);
      expect(emit.mock.calls).toEqual([['fail'], ['load']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('without waitMs it never claims a failure', () => {
    vi.useFakeTimers();
    try {
      const { emit } = frameWith({});
      vi.advanceTimersByTime(600_000);
      expect(emit).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
