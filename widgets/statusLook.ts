/**
 * What the status header draws: its tones and its icons (drawn inline, no
 * image request). StatusBanner's contract lists the same names, so a tone or
 * icon a screen's table names is checked against what is drawn. An unknown
 * tone draws blue, an unknown icon the "review" one.
 */
export const STATUS_TONES = ['blue', 'red', 'green'] as const;

export const statusIconPaths = {
  review: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 5v5.4l3.6 2.1-1 1.7L11 13.6V7h2Z',
  approved: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4-4 1.4-1.4 2.6 2.6 5.4-5.4 1.4 1.4-6.8 6.8Z',
  rejected:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm3.5 12.1-1.4 1.4L12 13.4l-2.1 2.1-1.4-1.4 2.1-2.1-2.1-2.1 1.4-1.4 2.1 2.1 2.1-2.1 1.4 1.4-2.1 2.1 2.1 2.1Z',
  repaying: 'M4 6h16v12H4V6Zm2 2v2h12V8H6Zm0 5v3h5v-3H6Z',
  due: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  overdue: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  paid: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z',
} as const;

export const STATUS_ICONS = Object.keys(statusIconPaths) as (keyof typeof statusIconPaths)[];
