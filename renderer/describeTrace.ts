/**
 * One trace entry in words product staff read without opening the engine:
 * "buttons ← statusButtons row 1: status 174, isDelay 1"; one from a shared
 * part names it: "if ← rule showInstructions (parts/repayCommon): true". Rows are counted
 * from 1, as in the trace itself (the JSON pointer of the same row counts from 0: /rows/0).
 */
import type { Json, TraceEntry } from './types.ts';

function short(value: Json | undefined): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** A check list's answer: "passed", or the checks that failed in order ("failed planSum, capEir"). */
function checkWords(value: Json): string {
  const failed = value && typeof value === 'object' && !Array.isArray(value) && Array.isArray(value.failed) ? value.failed : [];
  return failed.length ? `failed ${failed.map(String).join(', ')}` : 'passed';
}

export function describeTrace(entry: TraceEntry): string {
  // Without a target (a screen-wide decision) the entry reads "statusButtons row 1: …".
  const target = entry.for ? `${entry.for} ← ` : '';
  // A rule or table of a shared part names its file, where staff change it ("rule canPay (parts/repayCommon): true").
  const where = entry.from ? ` (${entry.from})` : '';
  if (entry.kind === 'rule') return `${target}rule ${entry.name}${where}: ${short(entry.value)}`;
  if (entry.kind === 'check') return `${target}checks ${entry.name}${where}: ${checkWords(entry.value)}`;
  const inputs = Object.entries(entry.inputs ?? {})
    .map(([k, v]) => `${k} ${short(v)}`)
    .join(', ');
  const which = entry.row === null || entry.row === undefined ? 'no row matched' : entry.row === 'else' ? 'else' : `row ${entry.row}`;
  return `${target}${entry.name}${where} ${which}${inputs ? `: ${inputs}` : ''}`;
}
