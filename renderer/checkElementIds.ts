/**
 * Element ids a screen document puts in the page must be unique (issue 17:
 * the site's 'Contact us' scrolled to About us, because a section of the
 * About text had the id `contact` too). Pure, like the other checks: the
 * content files come in through `content`.
 *
 * Ids come from widget props that name an anchor (ID_PROPS below); ids React
 * makes itself (useId) are unique by construction. A duplicate is reported at
 * the second place, naming the first; an id repeated by a `forEach` is
 * reported at the node. Every language is checked (long texts may differ).
 */
import type { Finding } from './finding.ts';
import { contentIn } from './content.ts';
import { isObject } from './isObject.ts';
import type { Json, NodeSpec, ScreenDoc } from './types.ts';
import { escapePointer as esc } from './jsonPointer.ts';

/** A value of the document as far as it can be known without data, with where it was written. */
interface Known {
  value: Json;
  /** "file#/pointer" of the value when it is not in the screen's own file (a content file). */
  origin?: string;
}

/** One id the page will have, and where it comes from. */
interface PlacedId {
  id: string;
  /** JSON pointer of the prop in the screen document. */
  pointer: string;
  /** "file#/pointer" of the id itself when it is written in a content file. */
  origin?: string;
}

type Resolve = (expr: Json | undefined, pointer: string) => Known | null;

/**
 * Widgets that give an element an id from their props. A widget that adds an
 * id prop adds a line here (the browser suite's duplicate-id walk is the
 * backstop: tests/e2e/polish.spec.ts).
 */
const ID_PROPS: Record<string, (props: Record<string, Json>, at: string, resolve: Resolve) => PlacedId[]> = {
  // widgets/Section.tsx: <section id={anchor}>
  Section: (props, at, resolve) => {
    const anchor = resolve(props.anchor, `${at}/anchor`);
    return typeof anchor?.value === 'string' && anchor.value ? [{ id: anchor.value, pointer: `${at}/anchor`, origin: anchor.origin }] : [];
  },
  // widgets/Article.tsx: <section id={idPrefix + section.id}> per section
  Article: (props, at, resolve) => {
    const sections = resolve(props.sections, `${at}/sections`);
    const prefix = resolve(props.idPrefix, `${at}/idPrefix`);
    const before = typeof prefix?.value === 'string' ? prefix.value : '';
    if (!sections || !Array.isArray(sections.value)) return [];
    return sections.value.flatMap((s, i) =>
      isObject(s) && typeof s.id === 'string' && s.id
        ? [{ id: before + s.id, pointer: `${at}/sections`, origin: sections.origin ? `${sections.origin}/${i}/id` : undefined }]
        : [],
    );
  },
};

/** `{"var": "copy.a.b"}` or a literal, in one language; null when only data can tell. */
function resolver(copy: Record<string, Json>, lang: string, content: (name: string) => Json | undefined): Resolve {
  return (expr) => {
    if (expr === undefined) return null;
    if (!isObject(expr)) return { value: expr };
    const keys = Object.keys(expr);
    if (keys.length !== 1 || keys[0] !== 'var') return null;
    const path = Array.isArray(expr.var) ? expr.var[0] : expr.var;
    if (typeof path !== 'string' || !path.startsWith('copy.')) return null;
    let cur: Json | undefined = copy;
    let origin: string | undefined;
    for (const part of path.split('.').slice(1)) {
      if (isObject(cur) && typeof cur.$content === 'string' && Object.keys(cur).length === 1) {
        const name = cur.$content;
        const entry = contentIn(content(name), lang);
        if (!entry) return null;
        const bodyLang = typeof entry.bodyLanguage === 'string' ? entry.bodyLanguage : lang;
        origin = `schemas/content/${name}.json#/${esc(bodyLang)}`;
        cur = entry;
      }
      if (!isObject(cur)) return null;
      cur = cur[part];
      if (origin) origin += `/${esc(part)}`;
    }
    return cur === undefined ? null : { value: cur, origin };
  };
}

function placedIds(nodes: NodeSpec[] | undefined, at: string, resolve: Resolve, repeated: boolean, out: (PlacedId & { repeated: boolean })[]): void {
  (nodes ?? []).forEach((node, i) => {
    const here = `${at}/${i}`;
    const inLoop = repeated || node.forEach !== undefined;
    const fromProps = ID_PROPS[node.widget];
    if (fromProps)
      for (const placed of fromProps((node.props ?? {}) as Record<string, Json>, `${here}/props`, resolve)) out.push({ ...placed, repeated: inLoop });
    placedIds(node.children, `${here}/children`, resolve, inLoop, out);
  });
}

const where = (p: PlacedId) => (p.origin ? `${p.pointer} (${p.origin})` : p.pointer);

/** Every duplicated element id of a screen document, in every language of its copy. */
export function checkElementIds(file: string, doc: ScreenDoc, languages: string[], content: (name: string) => Json | undefined): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const copyByLang = (doc.copy ?? {}) as Record<string, Json>;
  for (const lang of languages.length ? languages : ['']) {
    const copy = copyByLang[lang];
    const ids: (PlacedId & { repeated: boolean })[] = [];
    placedIds(doc.body, '/body', resolver(isObject(copy) ? copy : {}, lang, content), false, ids);
    const first = new Map<string, PlacedId>();
    for (const placed of ids) {
      const report = (message: string, fix: string) => {
        const key = `${placed.pointer}|${placed.id}|${message}`;
        if (seen.has(key)) return;
        seen.add(key);
        findings.push({ file, pointer: placed.pointer, message, fix });
      };
      if (placed.repeated) {
        report(
          `element id "${placed.id}"${placed.origin ? ` (${placed.origin})` : ''} is repeated for every element of a forEach`,
          'Take the id from the element (e.g. its key), or give the repeated node no anchor.',
        );
      }
      const earlier = first.get(placed.id);
      if (earlier) {
        report(
          `element id "${placed.id}"${placed.origin ? ` (${placed.origin})` : ''} is already used at ${where(earlier)}: a link or address to "#${placed.id}" would go to the first one`,
          'Give one of them another id (an Article takes an "idPrefix", e.g. "about-", for the ids of its sections).',
        );
      } else {
        first.set(placed.id, placed);
      }
    }
  }
  return findings;
}
