/**
 * A promotion visitor has no native device id; registration still sends one
 * (SPEC point 7), so the browser keeps a random id of its own.
 */
const KEY = 'promo.deviceId';

export function promoDeviceId(): string {
  try {
    const known = localStorage.getItem(KEY);
    if (known) return known;
    const id = `web-${crypto.randomUUID()}`;
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    return 'web-unknown';
  }
}
