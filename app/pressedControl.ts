/**
 * The control the borrower last pressed (tap, click, or Enter / Space on it):
 * a toast is usually about it, and must not cover it (issue 17). Read from
 * pointerdown and keydown, not click: a tap on a label that opens a hidden
 * file input clicks the input, but the borrower pressed the label.
 */
const CONTROL =
  'button, a[href], input, select, textarea, label, [role="button"], [role="tab"], [role="option"], [role="checkbox"], [tabindex]:not([tabindex="-1"])';

let pressed: Element | null = null;

function onPointerDown(e: Event): void {
  pressed = e.target instanceof Element ? e.target.closest(CONTROL) : null;
}

function onKeyDown(e: KeyboardEvent): void {
  if (e.key !== 'Enter' && e.key !== ' ') return;
  pressed = e.target instanceof Element ? e.target.closest(CONTROL) : null;
}

/** Starts watching; the returned function stops. */
export function watchPressedControl(doc: Document = document): () => void {
  doc.addEventListener('pointerdown', onPointerDown, true);
  doc.addEventListener('keydown', onKeyDown, true);
  return () => {
    doc.removeEventListener('pointerdown', onPointerDown, true);
    doc.removeEventListener('keydown', onKeyDown, true);
  };
}

/** The last pressed control, while it is still on the page. */
export function pressedControl(): Element | null {
  return pressed?.isConnected ? pressed : null;
}
