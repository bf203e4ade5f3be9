/**
 * How a screen refers to its shared parts (renderer/expandParts.ts): the parts
 * it uses, whether it has anything to expand, and which part a rule came from
 * once expanded. Apart from the expansion itself, so a page whose screen uses
 * no part (the order page, the bank form) does not carry the expansion's code:
 * the app loads it with a screen that does (app/screens.ts).
 */
import type { ScreenDoc } from './types.ts';
import { escapePointer as esc } from './jsonPointer.ts';

/** The part names a screen uses (valid names only: the meta-schema says the rest). */
export function partNames(doc: Pick<ScreenDoc, 'uses'>): string[] {
  return Array.isArray(doc.uses) ? doc.uses.filter((n): n is string => typeof n === 'string') : [];
}

/** Whether expanding the document can change it: it uses parts or defines fragments. */
export function hasParts(doc: object): boolean {
  return 'uses' in doc || 'fragments' in doc;
}

/** The part file a rule or table of an expanded screen came from ("parts/repayCommon"), when it is not the screen's own. */
export function partOf(doc: Pick<ScreenDoc, 'origins'>, section: 'rules' | 'tables' | 'checks', name: string): string | undefined {
  const part = doc.origins?.[`/${section}/${esc(name)}`]?.part;
  return part === undefined ? undefined : `parts/${part}`;
}
