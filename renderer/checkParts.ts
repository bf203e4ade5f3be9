/**
 * The checks of shared parts (renderer/expandParts.ts), pure. A screen is
 * checked with its parts filled in, like every consumer reads it; then each
 * finding is reported where its mistake is written: in the part file (naming
 * the screen it was found through) or, when a fragment moved it, at its
 * place in the screen's own file.
 *
 * - checkUses: part names that are not there, fragments that are not there
 *   or place themselves, each with the nearest name;
 * - locateFindings: the findings of the filled-in screen, moved to their files;
 * - checkPartFile: a part file's own shape, its name, and that a screen uses it
 *   (what it holds is checked through the screens that use it).
 */
import { closest } from './closest.ts';
import type { Finding } from './finding.ts';
import { placedFragment, sourceOf } from './expandParts.ts';
import { isObject } from './isObject.ts';
import type { NodeSpec, PartDoc, ScreenDoc } from './types.ts';

/** Where a part file lives, for findings and fixes. */
export const partFile = (name: string) => `schemas/parts/${name}.json`;

/** Part names the screen uses that have no file, and fragments placed in it that cannot be placed. */
export function checkUses(file: string, doc: ScreenDoc, expanded: ScreenDoc, parts: { [name: string]: PartDoc | undefined }): Finding[] {
  const findings: Finding[] = [];
  const known = Object.keys(parts);
  (doc.uses ?? []).forEach((name, i) => {
    if (!isObject(parts[name])) {
      findings.push({
        file,
        pointer: `/uses/${i}`,
        message: `no part "${name}"`,
        fix: known.length
          ? `Use one of: ${closest(name, known)} (schemas/parts/), or create ${partFile(name)}.`
          : `Create ${partFile(name)}, or remove the name.`,
      });
    } else if ((doc.uses ?? []).indexOf(name) !== i) {
      findings.push({ file, pointer: `/uses/${i}`, message: `part "${name}" is named twice`, fix: 'Name each part once.' });
    }
  });
  // What can be placed: the fragments of the parts it uses, and its own.
  const fragments = [...new Set([...(doc.uses ?? []).flatMap((name) => Object.keys(parts[name]?.fragments ?? {})), ...Object.keys(doc.fragments ?? {})])];
  // A placement left in the filled-in body could not be placed: its name is unknown, or it places itself.
  const walk = (nodes: NodeSpec[] | undefined, at: string) =>
    (nodes ?? []).forEach((node, i) => {
      const name = placedFragment(node);
      const where = `${at}/${i}`;
      if (name === null) return walk(node.children, `${where}/children`);
      const source = sourceOf(expanded, `${where}/fragment`);
      const inFile = source.part === undefined ? file : partFile(source.part);
      const through = source.part === undefined ? '' : ` (for ${file}, which uses this part)`;
      findings.push(
        fragments.includes(name)
          ? {
              file: inFile,
              pointer: source.pointer,
              message: `fragment "${name}" places itself${through}`,
              fix: 'A fragment cannot contain itself: place another fragment here, or write the nodes out.',
            }
          : {
              file: inFile,
              pointer: source.pointer,
              message: `no fragment "${name}"${through}`,
              fix: fragments.length
                ? `Use one of: ${closest(name, fragments)} (the fragments of the parts this screen uses, and its own).`
                : 'Add it under "fragments" of a part this screen uses (or of the screen), or name the part under "uses".',
            },
      );
    });
  walk(expanded.body, '/body');
  return findings;
}

/** The findings of a filled-in screen, each moved to the file and pointer where the mistake is written. */
export function locateFindings(file: string, expanded: ScreenDoc, findings: Finding[]): Finding[] {
  if (!expanded.origins) return findings;
  return findings.map((f) => {
    if (f.file !== file) return f;
    const source = sourceOf(expanded, f.pointer);
    if (source.part === undefined) return source.pointer === f.pointer ? f : { ...f, pointer: source.pointer };
    return { ...f, file: partFile(source.part), pointer: source.pointer, message: `${f.message} (for ${file}, which uses this part)` };
  });
}

/** A part file's own findings: its shape (the meta-schema's errors, as findings), its id, its $schema, and whether any screen uses it. */
export function checkPartFile(file: string, name: string, part: PartDoc, usedBy: string[], metaErrors: Finding[]): Finding[] {
  if (metaErrors.length) return metaErrors;
  const findings: Finding[] = [];
  if (part.id !== name) findings.push({ file, pointer: '/id', message: `id "${part.id}" differs from the file name`, fix: `Set "id" to "${name}".` });
  if (part.$schema !== '../part.schema.json') {
    findings.push({
      file,
      pointer: '/$schema',
      message: 'no "$schema" reference',
      fix: 'Start the file with "$schema": "../part.schema.json" so editors autocomplete it.',
    });
  }
  if (!usedBy.length) {
    findings.push({
      file,
      pointer: '',
      message: `no screen uses part "${name}", so nothing in it is checked or drawn`,
      fix: `Add "uses": ["${name}"] to the screens that share it, or delete the file.`,
    });
  }
  return findings;
}
