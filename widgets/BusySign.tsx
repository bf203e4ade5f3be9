/**
 * The progress sign of a busy button (issue 17: a busy button looked exactly
 * like a disabled one). Drawn beside the label, which stays; the button says
 * aria-busy itself, so the sign is hidden from screen readers.
 */
export function BusySign({ busy }: { busy: boolean }) {
  return busy ? <span className="w-busy" aria-hidden="true" data-busy-sign="" /> : null;
}
