/**
 * A fast-check reporter for answers with 10,000-character texts and lists of
 * 500 entries: the failure says the seed and path to replay it and the error,
 * and shows the counterexample with long texts and lists cut short (the
 * default report would print megabytes).
 */
import type fc from 'fast-check';

function shorten(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > 60 ? `${value.slice(0, 40)}…(${value.length} chars)` : value;
  if (depth > 8) return '…(deeper)';
  if (Array.isArray(value)) {
    const head = value.slice(0, 3).map((v) => shorten(v, depth + 1));
    return value.length > 3 ? [...head, `…(${value.length} entries)`] : head;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v, depth + 1)]));
  }
  return value;
}

export function shortReport<T>(details: fc.RunDetails<T>): void {
  if (!details.failed) return;
  const example = details.counterexample ? JSON.stringify(shorten(details.counterexample), null, 1) : '(none)';
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(
    [
      `Property failed after ${details.numRuns} runs (${details.numShrinks} shrinks).`,
      `Replay: { seed: ${details.seed}, path: "${details.counterexamplePath}" } (or FUZZ_SEED=${details.seed})`,
      `Counterexample (shortened): ${example.length > 4000 ? `${example.slice(0, 4000)}…` : example}`,
      `Error: ${error.length > 4000 ? `${error.slice(0, 4000)}…` : error}`,
    ].join('\n'),
  );
}
