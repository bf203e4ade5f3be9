/**
 * The app's code did not arrive (offline between the page and its chunks, a
 * deployment that removed them): the prerendered shell would otherwise keep
 * its loader turning and hold taps for good. The build puts the app's error
 * page in every HTML (`<template id="boot-failed">`, one per language of the
 * market, with the screen's ways out: scripts/prerender.tsx); it replaces the
 * shell in the page's language (the address's `lang`, the tab's, the
 * browser's), and its buttons do what the app's error page would: Try again
 * loads the page again, Go back goes back or closes the web view, Call
 * customer service asks the shell. The shell's back button works too
 * (`window.onNativeMessage('goBack')`, CONTRACT section 4), from the first
 * paint on: the app replaces that listener once it runs.
 *
 * Runs in the entry chunk: no React here, and only small imports.
 */
import type { HeldInput } from './holdInput.ts';
import type { BootPageData, BootStep } from './bootWay.ts';
import { pickLanguage } from '../renderer/index.ts';
import { cameFromThisApp } from '../actions/nav/inAppHistory.ts';

export const BOOT_FAILED_TEMPLATE = 'boot-failed';

type Post = (name: string, body: unknown) => boolean;

function read<T>(get: () => T): T | undefined {
  try {
    return get();
  } catch {
    return undefined; // A half-built shell object is no shell.
  }
}

/** Sends one bridge message to whichever shell hosts the page; false outside both (nothing to send to). */
function poster(data: BootPageData, win: Window): Post {
  return (name, body) => {
    const w = win as unknown as Record<string, unknown> & { webkit?: { messageHandlers?: Record<string, { postMessage?: (b: unknown) => void }> } };
    const android = read(() => w[data.android] as { postMessage?: (n: string, b: string) => void } | undefined);
    try {
      if (typeof android?.postMessage === 'function') {
        android.postMessage(name, JSON.stringify(body ?? {}));
        return true;
      }
      const ios = read(() => w.webkit?.messageHandlers?.[name]);
      if (typeof ios?.postMessage === 'function') {
        ios.postMessage(body);
        return true;
      }
    } catch (e) {
      console.error('[bridge] the shell did not take', name, e);
      return true; // It is there and refused: going back in the page instead would surprise more.
    }
    console.info('[bridge] no native shell:', name, body);
    return false;
  };
}

function runStep(step: BootStep, post: Post, win: Window): void {
  if (step.do === 'reload') win.location.reload();
  else if (step.do === 'go') win.location.assign(step.to);
  else if (step.do === 'native') post(step.handler, step.body);
  else if (cameFromThisApp(win) || !post(step.close, {})) win.history.back();
}

function dataOf(template: HTMLTemplateElement): BootPageData | null {
  try {
    return JSON.parse(template.dataset.page ?? '') as BootPageData;
  } catch {
    return null;
  }
}

function storedLanguage(key: string, win: Window): string | null {
  try {
    return win.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The page's language, as app/language.ts picks it (the address's `lang`, the tab's, the browser's, the market's). */
function languageOf(data: BootPageData, win: Window): string {
  const query = new URLSearchParams(win.location.search).get('lang') ?? new URLSearchParams(win.location.hash.split('?')[1] ?? '').get('lang');
  return pickLanguage({ query, stored: storedLanguage(data.storedKey, win), browser: win.navigator.languages ?? [win.navigator.language] }, data);
}

const templateOf = (doc: Document) => {
  const template = doc.getElementById(BOOT_FAILED_TEMPLATE);
  return template instanceof HTMLTemplateElement ? template : null;
};

/** The shell's back button before the app runs (and for good when it never does): back, or close on the first page. */
export function nativeBackBeforeApp(doc: Document = document, win: Window = window): void {
  const template = templateOf(doc);
  const data = template && dataOf(template);
  if (!data) return;
  const post = poster(data, win);
  (win as unknown as { onNativeMessage?: (name: unknown) => void }).onNativeMessage = (name) => {
    if (name === 'goBack') runStep({ do: 'back', close: data.close }, post, win);
  };
}

export function bootFailed(root: HTMLElement | null, held: HeldInput, doc: Document = document, win: Window = window): void {
  held.drop();
  const template = templateOf(doc);
  const data = template && dataOf(template);
  if (!root || !template || !data) return;
  const lang = languageOf(data, win);
  const page = template.content.querySelector(`[data-lang="${lang}"]`) ?? template.content.querySelector('[data-lang]');
  if (!page) return;
  doc.documentElement.lang = page.getAttribute('data-lang') ?? lang;
  let ways: BootStep[][] = [];
  try {
    ways = JSON.parse(page.getAttribute('data-ways') ?? '[]') as BootStep[][];
  } catch {
    // Buttons without steps are left out below: the page still says what happened.
  }
  root.replaceChildren(...[...page.childNodes].map((node) => node.cloneNode(true)));
  const post = poster(data, win);
  root.querySelectorAll('button').forEach((button, i) => {
    const steps = ways[i];
    if (!Array.isArray(steps)) button.remove();
    else button.addEventListener('click', () => steps.forEach((step) => runStep(step, post, win)));
  });
  nativeBackBeforeApp(doc, win);
}
