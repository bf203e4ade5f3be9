/**
 * A prerendered page can be seen, and tapped, before the app has taken it
 * over: a tap then would reach no handler and be lost (a Send that sends
 * nothing, a form that forgets what was typed). Until `release()`, taps on the
 * page are held (their default action too) and replayed, in order, once the
 * app owns the markup; text typed meanwhile stays in its field and is handed
 * to the app as if typed just then. That includes what was typed before this
 * script ran (the entry is a module: it runs after the page is painted, and a
 * slow one leaves the painted form to be filled): a field whose value is not
 * the one the HTML brought was typed in, and a box ticked then is ticked again
 * through the app.
 *
 * Runs in the entry chunk, before anything else loads: it must stay tiny.
 */
export interface HeldInput {
  /** Replays what was held (on the same elements, when they are still on the page) and stops holding. */
  release(): void;
  /** Stops holding and forgets what was held (the app will not come: nothing is replayed). */
  drop(): void;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isBox = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
const isField = (el: EventTarget | null): el is Field => el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

/** Hands `value` (the field's own, by default) to a framework that tracks values (React): as if it had just been typed. */
function replayValue(field: Field, value = field.value): void {
  if (isBox(field)) return; // taps replay these
  // A file chosen: its files stay (a file box takes no value but ''), and the app is told it changed.
  if (field instanceof HTMLInputElement && field.type === 'file') {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const proto = Object.getPrototypeOf(field) as object;
  const nativeSet = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  // Through the element's own setter first (a value tracker notes ''), then the native one: the next event is a change.
  field.value = '';
  if (nativeSet) nativeSet.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Hands the files chosen in one file box to another (the same box, drawn afresh); false when it cannot. */
function moveFiles(from: HTMLInputElement, to: Field): boolean {
  if (!(to instanceof HTMLInputElement) || to.type !== 'file' || !from.files?.length) return false;
  try {
    to.files = from.files;
  } catch {
    return false;
  }
  return to.files?.length === from.files.length;
}

/** A field the visitor changed before anything listened: its value (or tick) is not the one the HTML brought. */
function changedBefore(field: Field): boolean {
  if (isBox(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return field.value !== field.defaultValue;
}

export function holdInput(root: HTMLElement | null, doc: Document = document): HeldInput {
  // An empty page (no prerendered markup) has nothing to tap yet.
  if (!root || !root.firstElementChild) return { release() {}, drop() {} };
  const taps: Element[] = [];
  const typed = new Set<Field>();
  // Typed or ticked before this script ran: handed over like what is typed from now on. A box is put back as the
  // HTML brought it and tapped again on release, so the app sees the tap.
  const ticked: HTMLInputElement[] = [];
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (!changedBefore(field)) continue;
    if (isBox(field)) {
      if (field.type === 'checkbox' || field.checked) ticked.push(field);
    } else typed.add(field);
  }
  const onTap = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element) || !root.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    taps.push(target);
  };
  const onType = (event: Event) => {
    if (isField(event.target) && root.contains(event.target)) typed.add(event.target);
  };
  const onSubmit = (event: Event) => {
    if (event.target instanceof Element && root.contains(event.target)) event.preventDefault();
  };
  doc.addEventListener('click', onTap, true);
  doc.addEventListener('input', onType, true);
  doc.addEventListener('change', onType, true);
  doc.addEventListener('submit', onSubmit, true);
  // The element on the page now: itself, or, when the app drew the page afresh over the HTML's (a borrower reading
  // another language than the HTML's), the one of the same kind with its id: the same field or button, in new words.
  const current = <T extends Element>(el: T): T | null => {
    if (el.isConnected) return el;
    const now = el.id ? doc.getElementById(el.id) : null;
    return now && now.tagName === el.tagName && root.contains(now) ? (now as unknown as T) : null;
  };
  let released = false;
  const stop = (): boolean => {
    if (released) return false;
    released = true;
    doc.removeEventListener('click', onTap, true);
    doc.removeEventListener('input', onType, true);
    doc.removeEventListener('change', onType, true);
    doc.removeEventListener('submit', onSubmit, true);
    return true;
  };
  return {
    release() {
      if (!stop()) return;
      for (const box of ticked) {
        const now = current(box);
        if (!now) continue;
        now.checked = now.defaultChecked;
        now.click();
      }
      for (const field of typed) {
        const now = current(field);
        if (!now) continue;
        // A file chosen on the HTML's box goes to the new box of the same id (a file box of the fresh page): its
        // files are handed over, as a value is. Where the browser will not (an old one), it stays with its own box.
        if (now !== field && field instanceof HTMLInputElement && field.type === 'file') {
          if (!moveFiles(field, now)) continue;
        }
        replayValue(now, field.value);
      }
      for (const target of taps) {
        const now = current(target);
        if (now instanceof HTMLElement) now.click();
      }
    },
    drop() {
      stop();
      taps.length = 0;
      ticked.length = 0;
      typed.clear();
    },
  };
}
