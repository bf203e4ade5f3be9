/**
 * A title and a message for an empty or unavailable state: the title as a
 * heading, the message under it, neither drawn empty; with `live` it is a
 * status, announced when it appears, and without it not.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen as view, within } from '@testing-library/react';
import { Notice } from '../../../widgets/Notice.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

// The site's "finish in your e-mail app" notice, shown after a tap (live).
const site = loadScreenDoc('site');
const title = screenCopy(site, 'mailTitle');
const message = screenCopy(site, 'mailOpened');

const draw = (props: { title?: string; message?: string; live?: boolean }) =>
  render(<Notice nodeId="mailed" busy={false} emit={vi.fn(async () => {})} {...props} />);

describe('<Notice>', () => {
  it('live: a status holding the title as its heading and the message under it', () => {
    draw({ title, message, live: true });
    const status = within(view.getByRole('status'));
    expect(status.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(status.getByRole('paragraph').textContent).toBe(message);
  });

  it('not live: the same words, but nothing announced', () => {
    draw({ title, message });
    expect(view.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(view.getByRole('paragraph').textContent).toBe(message);
    expect(view.queryByRole('status')).toBeNull();
  });

  it('a title alone: no empty message line', () => {
    draw({ title, message: '' });
    expect(view.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    expect(view.queryByRole('paragraph')).toBeNull();
  });

  it('a message alone: no empty heading', () => {
    draw({ title: '', message });
    expect(view.queryByRole('heading')).toBeNull();
    expect(view.getByRole('paragraph').textContent).toBe(message);
  });
});
