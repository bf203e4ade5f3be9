/**
 * A screen's draft declaration (renderer/draft.ts) must name what the screen
 * has: local state it keeps (and asks again into), and an action one of its
 * steps runs to send it. Otherwise the draft would keep nothing the borrower
 * typed, or never be removed once it is sent, and no one would know before a
 * borrower found a sent complaint typed in again. The expressions are checked
 * with every other expression (checkScreenDoc).
 */
import { actionsOf } from './checkReceipt.ts';
import { closest } from './closest.ts';
import type { Finding } from './finding.ts';
import type { ScreenDoc } from './types.ts';
import { escapePointer as esc } from './jsonPointer.ts';

export function checkDraft(file: string, doc: ScreenDoc): Finding[] {
  const spec = doc.draft;
  if (!spec) return [];
  const findings: Finding[] = [];
  const state = Object.keys(doc.state ?? {});
  const kept = Object.keys(spec.keep ?? {});
  const nearestState = (name: string) => closest(name, state) || '(the screen has no local state)';
  for (const key of kept) {
    if (state.includes(key)) continue;
    findings.push({
      file,
      pointer: `/draft/keep/${esc(key)}`,
      message: `the draft keeps local state "${key}", which the screen does not have: nothing typed there would be kept`,
      fix: `Name a key under "state": ${nearestState(key)}.`,
    });
  }
  for (const key of Object.keys(spec.never ?? {})) {
    if (kept.includes(key)) continue;
    findings.push({
      file,
      pointer: `/draft/never/${esc(key)}`,
      message: `"never" names "${key}", which the draft does not keep`,
      fix: `Name a key of "keep" (${closest(key, kept) || 'none'}), or keep "${key}" too.`,
    });
  }
  if (spec.askAgain !== undefined) {
    if (!state.includes(spec.askAgain)) {
      findings.push({
        file,
        pointer: '/draft/askAgain',
        message: `the draft asks again into local state "${spec.askAgain}", which the screen does not have`,
        fix: `Add "${spec.askAgain}": [] under "state", or name one: ${nearestState(spec.askAgain)}.`,
      });
    } else if (kept.includes(spec.askAgain)) {
      findings.push({
        file,
        pointer: '/draft/askAgain',
        message: `"${spec.askAgain}" is both kept and asked again into`,
        fix: `Remove "${spec.askAgain}" from "keep": the engine fills it when a draft is restored.`,
      });
    }
  }
  const run = actionsOf(doc);
  (spec.clearedBy ?? []).forEach((action, i) => {
    if (run.has(action)) return;
    const calls = [...run].filter((a) => a.startsWith('api.') || a.startsWith('bridge.'));
    findings.push({
      file,
      pointer: `/draft/clearedBy/${i}`,
      message: `no step of the screen runs "${action}": the draft would never be removed once sent`,
      fix: `Name the action of the step that sends the form: ${closest(action, calls) || '(the screen calls no API)'}.`,
    });
  });
  return findings;
}
