/**
 * Everything the live preview checks as staff type: the screen, the shared
 * parts it uses (each part file's own checks), and, for a part being edited,
 * every screen that uses it with the edited part filled in, so a misspelt
 * handler or copy key inside the part is reported in the part's file (and
 * a screen the edit breaks, in that screen's). The screen is drawn with the
 * parts' drafts; a part whose draft does not pass its own check is drawn
 * (and checked) as it last did.
 */
import { partFile } from '../renderer/check.ts';
import type { PartDoc, ScreenDoc } from '../renderer/index.ts';
import { partNames } from '../renderer/index.ts';
import { checkEdited } from './checkEdited.ts';
import type { StudioFinding } from './studioFinding.ts';
import { checkEditedPart } from './checkEditedPart.ts';

export interface Documents {
  screenId: string;
  screenText: string;
  /** Every part's text as edited (its draft or its file). */
  partTexts: { [part: string]: string };
  /** Each part's last version that passed its own check. */
  lastGoodParts: { [part: string]: PartDoc };
  /** The screens that use each part. */
  usersOf: { [part: string]: string[] };
  /** The part being edited, or null for the screen. */
  editing: string | null;
  /** The other screens that use the part being edited, by id: their texts (draft or file). */
  otherUsers: { [screen: string]: string };
}

export interface DocumentsCheck {
  /** The screen when the phone can draw it, the parts filled in. */
  doc: ScreenDoc | null;
  /** The parts it was drawn and checked with: each part's last version that passed its own check. */
  parts: { [part: string]: PartDoc };
  /** The findings, those of the document being edited first. */
  findings: StudioFinding[];
  /** The parts of the screen whose text does not pass their own check: the screen is drawn with their last version that did. */
  staleParts: string[];
}

/** The parts a screen's text names under "uses", if it parses. */
function usesIn(text: string): string[] {
  try {
    return partNames(JSON.parse(text) as ScreenDoc);
  } catch {
    return [];
  }
}

export function checkDocuments(input: Documents): DocumentsCheck {
  const parts: { [part: string]: PartDoc } = { ...input.lastGoodParts };
  const partFindings: { [part: string]: StudioFinding[] } = {};
  const failed = new Set<string>();
  for (const [id, text] of Object.entries(input.partTexts)) {
    const result = checkEditedPart(text, id, input.usersOf[id] ?? []);
    if (result.part) parts[id] = result.part;
    else failed.add(id);
    partFindings[id] = result.findings;
  }
  const screen = checkEdited(input.screenText, input.screenId, parts);
  // A part's own findings matter beside the screens that use it (and the part being edited, whatever uses it).
  const shown = [...new Set([...usesIn(input.screenText), ...(input.editing === null ? [] : [input.editing])])];
  const others = Object.entries(input.otherUsers)
    .filter(([id]) => id !== input.screenId)
    .flatMap(([id, text]) => checkEdited(text, id, parts).findings);
  const all = [...shown.flatMap((id) => partFindings[id] ?? []), ...screen.findings, ...others];
  const editedFile = input.editing === null ? `schemas/screens/${input.screenId}.json` : partFile(input.editing);
  return {
    doc: screen.doc,
    parts,
    findings: [...all.filter((f) => f.file === editedFile), ...all.filter((f) => f.file !== editedFile)],
    staleParts: usesIn(input.screenText).filter((id) => failed.has(id)),
  };
}
