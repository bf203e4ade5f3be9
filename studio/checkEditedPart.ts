/**
 * Checks the text of a shared part (schemas/parts/<id>.json) being edited
 * with the checks `npm run check` runs on a part file (scripts/schemaCheck.ts):
 * its shape against schemas/part.schema.json, then checkPartFile (its id, its
 * "$schema", that a screen uses it). What it holds is checked through the
 * screens that use it (studio/checkDocuments.ts).
 *
 * The shape: a part's sections are a screen's (part.schema.json refers to
 * screen.schema.json for each), so the precompiled screen validator checks
 * them, the part's sections set in an otherwise empty screen; the keys a
 * part may have are read from part.schema.json. The preview compiles no
 * schema at run time (the page's policy allows no `new Function`).
 */
import { validateScreen } from 'virtual:screen-validator';
import { checkPartFile, metaFindings, partFile } from '../renderer/check.ts';
import type { PartDoc } from '../renderer/index.ts';
import { isObject } from '../renderer/index.ts';
import partSchema from '../schemas/part.schema.json' with { type: 'json' };
import type { StudioFinding } from './studioFinding.ts';
import { syntaxFinding } from './syntaxFinding.ts';

const PART_KEYS = Object.keys(partSchema.properties);

type MetaError = NonNullable<typeof validateScreen.errors>[number];

/** The meta-schema errors of a part, as ajv words them for schemas/part.schema.json. */
function partErrors(value: unknown): MetaError[] {
  if (!isObject(value)) return validateScreen(value) ? [] : [...(validateScreen.errors ?? [])];
  const unknown: MetaError[] = Object.keys(value)
    .filter((key) => !PART_KEYS.includes(key))
    .map((key) => ({ instancePath: '', keyword: 'additionalProperties', params: { additionalProperty: key }, message: 'must NOT have additional properties' }));
  // Only the part's own keys go in: `body` is the screen's, and empty, so it adds no error.
  const screen = { ...Object.fromEntries(Object.entries(value).filter(([key]) => PART_KEYS.includes(key))), body: [] };
  return [...unknown, ...(validateScreen(screen) ? [] : (validateScreen.errors ?? []))];
}

export interface PartCheck {
  /** The part when screens can be drawn with it (it parses and its meta-schema accepts it). */
  part: PartDoc | null;
  findings: StudioFinding[];
}

/** The part `id`'s text checked; `usedBy`: the screens that use it. */
export function checkEditedPart(text: string, id: string, usedBy: string[]): PartCheck {
  const file = partFile(id);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (e) {
    return { part: null, findings: [syntaxFinding(file, e as Error, text)] };
  }
  const metaErrors = metaFindings(file, partErrors(parsed)).map((f) => ({
    ...f,
    fix: f.fix.replace('schemas/screen.schema.json', 'schemas/part.schema.json'),
  }));
  return { part: metaErrors.length ? null : (parsed as PartDoc), findings: checkPartFile(file, id, parsed as PartDoc, usedBy, metaErrors) };
}
