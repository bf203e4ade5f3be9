/**
 * Shared parts: a screen that says `"uses": ["repayCommon"]` takes the
 * sections of schemas/parts/repayCommon.json (copy per language, constants,
 * rules, tables, checks, state, data, onLoad, handlers, native, forms, receipt, fragments) as
 * if they were written in it. The one place this happens: the app's loader,
 * the build's virtual modules, the prerender, the schema check, the live
 * preview, the tests and the bench all call expandParts (docs/decisions/020-shared-parts.md).
 *
 * - Named entries merge by name, parts in the order of `uses`, the screen
 *   last: the screen's own entry wins (copy per language, key by key).
 * - onLoad: the parts' steps first, in order, then the screen's.
 * - Body: a node {"fragment": "name"} is replaced, where it stands, by the
 *   nodes of that fragment (a fragment may place other fragments).
 * - `origins` records where each entry taken from elsewhere was written, so
 *   the rule trace says which part a rule or table came from and the check
 *   reports a finding in the file that holds the mistake.
 *
 * Pure and forgiving: a part that is not there, an unknown fragment or a
 * fragment that places itself is left as written (the check reports it; a
 * page draws the rest).
 */
import { isObject } from './isObject.ts';
import { hasParts, partNames } from './partRefs.ts';
import { escapePointer as esc } from './jsonPointer.ts';
import type { ActionStep, Json, NodeSpec, PartDoc, PartOrigin, ScreenDoc } from './types.ts';

/** The sections that merge by name (copy merges per language, onLoad and fragments are below). */
const MERGED_SECTIONS = ['constants', 'rules', 'tables', 'checks', 'state', 'data', 'handlers', 'native', 'forms'] as const;

type Named = { [name: string]: unknown };

/** A fragment placement ({"fragment": "name"}), or null for a node. */
export function placedFragment(node: unknown): string | null {
  return isObject(node) && typeof node.fragment === 'string' ? node.fragment : null;
}

/** The screen with its parts filled in; a document that uses none and defines no fragment comes back as it is. */
export function expandParts(doc: ScreenDoc, parts: { [name: string]: PartDoc | undefined }): ScreenDoc {
  if (!hasParts(doc)) return doc;
  const used = partNames(doc)
    .map((name) => ({ name, part: parts[name] }))
    .filter((u): u is { name: string; part: PartDoc } => isObject(u.part));
  const origins: { [pointer: string]: PartOrigin } = {};
  const { uses: _uses, fragments: _fragments, ...rest } = doc;
  const result: ScreenDoc = rest;

  // Copy: per language, key by key.
  const languages = new Set([...used.flatMap((u) => Object.keys(u.part.copy ?? {})), ...Object.keys(doc.copy ?? {})]);
  if (languages.size) {
    const copy: { [lang: string]: Json } = {};
    for (const lang of languages) {
      const texts: { [key: string]: Json } = {};
      for (const { name, part } of [...used, { name: undefined, part: doc }]) {
        const own = part.copy?.[lang];
        if (!isObject(own)) continue;
        for (const [key, text] of Object.entries(own)) {
          texts[key] = text;
          const at = `/copy/${esc(lang)}/${esc(key)}`;
          if (name === undefined) delete origins[at];
          else origins[at] = { part: name, pointer: at };
        }
      }
      copy[lang] = texts;
    }
    result.copy = copy;
  }

  // Named sections: parts in order, the screen last.
  for (const section of MERGED_SECTIONS) {
    const merged: Named = {};
    for (const { name, part } of [...used, { name: undefined, part: doc }]) {
      for (const [key, value] of Object.entries((part[section] ?? {}) as Named)) {
        merged[key] = value;
        const at = `/${section}/${esc(key)}`;
        if (name === undefined) delete origins[at];
        else origins[at] = { part: name, pointer: at };
      }
    }
    if (doc[section] !== undefined || Object.keys(merged).length) (result as unknown as Named)[section] = merged;
  }

  // Receipt: one declaration, entry by entry (a part declares what it records, the screen the step that carries it).
  const receipts = [...used, { name: undefined, part: doc }].filter((u) => isObject(u.part.receipt));
  if (receipts.length) {
    const receipt: Named = {};
    for (const { name, part } of receipts) {
      for (const [key, value] of Object.entries(part.receipt as Named)) {
        receipt[key] = value;
        const at = `/receipt/${esc(key)}`;
        if (name === undefined) delete origins[at];
        else origins[at] = { part: name, pointer: at };
      }
    }
    result.receipt = receipt as unknown as ScreenDoc['receipt'];
  }

  // onLoad: the parts' steps, then the screen's.
  const onLoad: ActionStep[] = [];
  for (const { name, part } of [...used, { name: undefined, part: doc }]) {
    (part.onLoad ?? []).forEach((step, i) => {
      if (name !== undefined || onLoad.length !== i)
        origins[`/onLoad/${onLoad.length}`] = { ...(name === undefined ? {} : { part: name }), pointer: `/onLoad/${i}` };
      onLoad.push(step);
    });
  }
  if (doc.onLoad !== undefined || onLoad.length) result.onLoad = onLoad;

  // Body: each placement replaced by its fragment's nodes, where it stands.
  const fragments: { [name: string]: { nodes: unknown; part?: string } } = {};
  for (const { name, part } of used) for (const [key, nodes] of Object.entries(part.fragments ?? {})) fragments[key] = { nodes, part: name };
  for (const [key, nodes] of Object.entries(doc.fragments ?? {})) fragments[key] = { nodes };

  /**
   * Appends `nodes`, written at `written`, to `out`, a list at `at` in the result
   * whose place the records so far map to `mapped`; `open`: the fragments being
   * placed, so that none places itself.
   */
  const placeInto = (out: NodeSpec[], at: string, nodes: NodeSpec[], written: PartOrigin, mapped: PartOrigin, open: string[]): void => {
    nodes.forEach((node, i) => {
      const name = placedFragment(node);
      const fragment = name === null ? undefined : fragments[name];
      if (name !== null && fragment && Array.isArray(fragment.nodes) && !open.includes(name)) {
        const from = { ...(fragment.part === undefined ? {} : { part: fragment.part }), pointer: `/fragments/${esc(name)}` };
        placeInto(out, at, fragment.nodes as NodeSpec[], from, mapped, [...open, name]);
        return;
      }
      const here = `${at}/${out.length}`;
      const source: PartOrigin = { ...written, pointer: `${written.pointer}/${i}` };
      // A record only where the node's place says otherwise than its parent's record.
      if (source.part !== mapped.part || source.pointer !== `${mapped.pointer}/${out.length}`) origins[here] = source;
      if (isObject(node) && Array.isArray(node.children)) {
        const children: NodeSpec[] = [];
        const inside = { ...source, pointer: `${source.pointer}/children` };
        placeInto(children, `${here}/children`, node.children, inside, inside, open);
        out.push({ ...node, children });
      } else out.push(node);
    });
  };
  if (Array.isArray(doc.body)) {
    const body: NodeSpec[] = [];
    placeInto(body, '/body', doc.body, { pointer: '/body' }, { pointer: '/body' }, []);
    result.body = body;
  }

  if (Object.keys(origins).length) result.origins = origins;
  return result;
}

/** Where a pointer into an expanded document was written: in a part (`part`), or in the screen itself. */
export function sourceOf(doc: Pick<ScreenDoc, 'origins'>, pointer: string): PartOrigin {
  const origins = doc.origins ?? {};
  const steps = pointer.split('/');
  for (let n = steps.length; n > 1; n--) {
    const prefix = steps.slice(0, n).join('/');
    const origin = origins[prefix];
    if (origin) return { ...origin, pointer: origin.pointer + pointer.slice(prefix.length) };
  }
  // A text missing in one language belongs where the other languages have it.
  const [, section, , key] = steps;
  if (section === 'copy' && key !== undefined) {
    const other = Object.entries(origins).find(([at, o]) => o.part !== undefined && at.split('/')[1] === 'copy' && at.split('/')[3] === key);
    if (other) return { part: other[1].part, pointer };
  }
  return { pointer };
}
