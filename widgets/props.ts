/**
 * Widget props come from server data through schemas: any type can arrive.
 * These turn an untrusted value into what a widget can draw, never throwing.
 */
export function text(v: unknown): string {
  if (v === null || v === undefined || typeof v === 'object') return '';
  return String(v);
}

export function list<T = unknown>(v: unknown): T[] {
  return Array.isArray(v) ? (v as T[]) : [];
}

export function num(v: unknown, fallback = 0): number {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

export function record(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** Only http(s) images are drawn: a server value such as `javascript:` never reaches an attribute. */
export function imageSrc(v: unknown): string | undefined {
  const s = text(v).trim();
  return /^(https?:)?\/\//i.test(s) || s.startsWith('/') ? s : undefined;
}

/**
 * The attributes of an image that decorates a line of text (a product's or a payment channel's logo beside its
 * name): the text is the content, so the image is asked for at low priority and does not compete with the page's
 * code and data on a slow connection (docs/decisions/042). A picture that is the content (a complaint's photos)
 * keeps the browser's own priority.
 */
export const DECORATION = { fetchPriority: 'low' } as const;
