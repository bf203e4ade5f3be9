/**
 * The app's code did not arrive (offline between the page and its chunks, a
 * deployment that removed them): the prerendered shell would otherwise keep
 * its loader turning and hold taps for good. The build puts the app's error
 * page in every HTML (`<template id="boot-failed">`, in the copy's words:
 * scripts/prerender.tsx); it replaces the shell, and its button loads the
 * page again. Runs in the entry chunk: no React here.
 */
import type { HeldInput } from './holdInput';

export const BOOT_FAILED_TEMPLATE = 'boot-failed';

export function bootFailed(root: HTMLElement | null, held: HeldInput, doc: Document = document, reload = () => doc.location.reload()): void {
  held.drop();
  const template = doc.getElementById(BOOT_FAILED_TEMPLATE);
  if (!root || !(template instanceof HTMLTemplateElement)) return;
  root.replaceChildren(template.content.cloneNode(true));
  for (const button of root.querySelectorAll('button')) button.addEventListener('click', reload);
}
