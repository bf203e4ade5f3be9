/**
 * What a visitor does on the painted page before the app owns it reaches the
 * app: taps held and replayed, text typed handed over — including what was
 * typed or ticked before the entry script ran (issue 29).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { holdInput } from '../../../app/holdInput.ts';

/** A painted form as the HTML brings it (empty fields, an unticked box, a select on its first option). */
function paintedForm() {
  const root = document.createElement('div');
  root.innerHTML = `<div>
    <input id="name" value="">
    <textarea id="message"></textarea>
    <select id="kind"><option value="a" selected>A</option><option value="b">B</option></select>
    <input id="agree" type="checkbox">
    <input id="way-sms" type="radio" name="way" value="sms" checked><input id="way-mail" type="radio" name="way" value="mail">
    <button id="send" type="button">Send</button>
  </div>`;
  document.body.append(root);
  const el = <T extends HTMLElement>(id: string) => root.querySelector<T>(`#${id}`)!;
  return { root, el };
}

/** What an app listening from now on learns: the values it is handed and the taps it sees. */
function listen(root: HTMLElement) {
  const heard: string[] = [];
  root.addEventListener('input', (e) => heard.push(`input ${(e.target as HTMLInputElement).id}=${(e.target as HTMLInputElement).value}`));
  root.addEventListener('click', (e) => heard.push(`click ${(e.target as HTMLElement).id}`));
  return heard;
}

/** The painted form, held: a name typed in it and Send tapped before the app owns the page. */
function typedAndTappedWhileHeld() {
  const { root, el } = paintedForm();
  const held = holdInput(root);
  const name = el<HTMLInputElement>('name');
  name.value = 'Juan';
  name.dispatchEvent(new Event('input', { bubbles: true }));
  el('send').click();
  return { root, el, held };
}

afterEach(() => document.body.replaceChildren());

describe('holdInput', () => {
  it('hands over what was typed and ticked before it ran', () => {
    const { root, el } = paintedForm();
    el<HTMLInputElement>('name').value = 'Acme Trading';
    el<HTMLTextAreaElement>('message').value = 'Hello';
    el<HTMLSelectElement>('kind').value = 'b';
    el<HTMLInputElement>('agree').checked = true;
    el<HTMLInputElement>('way-mail').checked = true;
    const held = holdInput(root);
    const heard = listen(root);
    held.release();
    expect(heard).toEqual(expect.arrayContaining(['input name=Acme Trading', 'input message=Hello', 'input kind=b', 'click agree', 'click way-mail']));
    expect(heard).not.toContain('click way-sms');
    // Handed over, not changed: what the visitor sees is what they did.
    expect(el<HTMLInputElement>('name').value).toBe('Acme Trading');
    expect(el<HTMLInputElement>('agree').checked).toBe(true);
    expect(el<HTMLInputElement>('way-mail').checked).toBe(true);
  });

  it('hands over what is typed while it holds, and replays taps after the values', () => {
    const { root, held } = typedAndTappedWhileHeld();
    const heard = listen(root);
    held.release();
    expect(heard).toEqual(['input name=Juan', 'click send']);
  });

  it('leaves untouched fields alone, and replays nothing once dropped', () => {
    const { root, el } = paintedForm();
    const quiet = listen(root);
    holdInput(root).release();
    expect(quiet).toEqual([]);
    el<HTMLInputElement>('name').value = 'typed';
    const held = holdInput(root);
    const heard = listen(root);
    held.drop();
    held.release();
    expect(heard).toEqual([]);
  });

  // A file box takes no value but '': setting the chosen file's name back would throw and lose the file.
  it('a file chosen while it holds keeps its file, and the app is told it changed', () => {
    const { root } = paintedForm();
    const box = document.createElement('input');
    box.type = 'file';
    box.id = 'photo';
    root.append(box);
    const held = holdInput(root);
    const file = new File(['x'], 'selfie.png', { type: 'image/png' });
    Object.defineProperty(box, 'files', { value: [file] });
    box.dispatchEvent(new Event('change', { bubbles: true }));
    const changes: string[] = [];
    root.addEventListener('change', (e) => changes.push((e.target as HTMLElement).id));
    expect(() => held.release()).not.toThrow();
    expect(changes).toEqual(['photo']);
    expect(box.files?.[0]).toBe(file);
  });

  // The HTML is in one language and the borrower reads another: the app draws the page afresh, and what was done on
  // the HTML's page goes to the same fields and buttons of the new one (found by their ids).
  it('when the app drew the page afresh, the typed values and the taps go to the new fields and buttons with the same ids', () => {
    const { root, held } = typedAndTappedWhileHeld();
    // The app's fresh draw: new elements, same ids, other words.
    root.innerHTML = `<div><input id="name" value=""><button id="send" type="button">Ipadala</button><input id="other" value=""></div>`;
    const heard = listen(root);
    held.release();
    expect(heard).toEqual(['input name=Juan', 'click send']);
    expect(root.querySelector<HTMLInputElement>('#name')!.value).toBe('Juan');
    expect(root.querySelector<HTMLInputElement>('#other')!.value).toBe('');
  });

  it('when the app drew the page afresh, a picture chosen on the HTML goes to the new file box with the same id', () => {
    const { root } = paintedForm();
    root.insertAdjacentHTML('beforeend', '<input id="photo" type="file">');
    const held = holdInput(root);
    const chosen = root.querySelector<HTMLInputElement>('#photo')!;
    // jsdom makes no file lists (a browser's box takes another box's list): the boxes' lists are stand-ins.
    const file = new File(['x'], 'selfie.png', { type: 'image/png' });
    Object.defineProperty(chosen, 'files', { value: [file] });
    chosen.dispatchEvent(new Event('change', { bubbles: true }));
    root.innerHTML = `<div><input id="photo" type="file"><input id="name" value=""></div>`;
    const fresh = root.querySelector<HTMLInputElement>('#photo')!;
    let given: unknown;
    Object.defineProperty(fresh, 'files', { get: () => given, set: (list) => (given = list) });
    const changes: string[] = [];
    root.addEventListener('change', (e) => changes.push((e.target as HTMLElement).id));
    held.release();
    expect(changes).toEqual(['photo']);
    expect(fresh.files?.[0]).toBe(file);
  });

  it('a tap on an element the fresh page no longer has is dropped, not sent to another one', () => {
    const { root, el } = paintedForm();
    const held = holdInput(root);
    el('send').click();
    root.innerHTML = `<div><a id="send" href="#">Not the button</a></div>`;
    const heard = listen(root);
    held.release();
    expect(heard).toEqual([]);
  });
});
