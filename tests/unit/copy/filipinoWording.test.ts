// @vitest-environment node
/**
 * `npm run check` holds the Filipino copy of every catalogue (issue 30): every
 * screen's and part's copy, schemas/copy.json and schemas/content/*.json. For
 * each, a copied English text, a variant the glossary avoids and a word in
 * capitals are planted in a scratch copy of the project, and the check must
 * name that file and place. The shipped schemas pass (tests/unit/schemaCheck.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkProject, type Finding } from '../../../scripts/schemaCheck.ts';
import { widgets } from '../../../widgets/index.ts';
import { actions } from '../../../actions/index.ts';
import { endpointNames } from '../../../actions/api/endpoints.ts';
import { loadScreenSource } from '../../support/loadScreenDoc.ts';
import { scratchProject } from '../../support/scratchProject.ts';

const root = join(import.meta.dirname, '..', '..', '..');
const names = { widgets: Object.keys(widgets), actions: Object.keys(actions), endpoints: endpointNames };
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const glossary = readJson('schemas/glossary.json') as { terms: { avoid: string[] }[] };
const same = readJson('schemas/sameInFilipino.json') as { keys: string[] };
const scratch = scratchProject();
afterEach(() => scratch.remove());

type Tree = Record<string, unknown>;
/** Every catalogue with Filipino copy: the file, and where its languages are in it (a screen of long content only points at it). */
const catalogues: { file: string; languages: (doc: Tree) => Tree }[] = (
  [
    ...['screens', 'parts'].flatMap((dir) =>
      readdirSync(join(root, 'schemas', dir))
        .filter((f) => f.endsWith('.json') && (readJson(`schemas/${dir}/${f}`).copy ?? {}).fil)
        .map((f) => ({ file: `schemas/${dir}/${f}`, languages: (doc: Tree) => doc.copy as Tree })),
    ),
    { file: 'schemas/copy.json', languages: (doc: Tree) => doc },
    ...readdirSync(join(root, 'schemas', 'content'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => ({ file: `schemas/content/${f}`, languages: (doc: Tree) => doc })),
  ] as { file: string; languages: (doc: Tree) => Tree }[]
).filter(({ file, languages }) => firstText(languages(readJson(file)).fil, languages(readJson(file)).en));

/** The first Filipino text (with letters, under a key that holds texts) that has an English text at the same place, and its path. */
function firstText(fil: unknown, en: unknown, path: (string | number)[] = []): { path: (string | number)[]; fil: string; en: string } | null {
  if (typeof fil === 'string') return typeof en === 'string' && /\p{L}{3}/u.test(fil.replace(/\{[^}]*\}/g, '')) ? { path, fil, en } : null;
  if (!fil || typeof fil !== 'object') return null;
  for (const [k, v] of Object.entries(fil)) {
    if (same.keys.includes(k) || k === '$comment' || k === 'bodyIn' || k === 'bodyNote') continue;
    const found = firstText(v, (en as Tree | undefined)?.[k as never], [...path, Array.isArray(fil) ? Number(k) : k]);
    if (found) return found;
  }
  return null;
}

function setAt(tree: unknown, path: (string | number)[], value: string): void {
  const parent = path.slice(0, -1).reduce((t, k) => (t as Tree)[k as string], tree);
  (parent as Tree)[path[path.length - 1] as string] = value;
}
const pointer = (path: (string | number)[]) => path.map((p) => `/${p}`).join('');

/** Plants `change` into the first Filipino text of every catalogue; answers the findings and where each was planted. */
function plantEverywhere(change: (t: { fil: string; en: string }) => string): { findings: Finding[]; planted: { file: string; at: string }[] } {
  let dir = '';
  const planted: { file: string; at: string }[] = [];
  for (const { file, languages } of catalogues) {
    dir = scratch.edit(file, (doc) => {
      const langs = languages(doc);
      const found = firstText(langs.fil, langs.en);
      if (!found) throw new Error(`${file}: no Filipino text to plant in`);
      setAt(langs.fil, found.path, change(found));
      planted.push({ file, at: `${file.includes('/content/') || file.endsWith('copy.json') ? '' : '/copy'}/fil${pointer(found.path)}` });
    });
  }
  return { findings: checkProject(dir, names), planted };
}

// Each test checks a whole scratch project (about 1.5 s alone; a loaded CI runner takes longer).
describe('Filipino wording, every catalogue', () => {
  it('names a Filipino text copied from the English, in every file, at its place', () => {
    const { findings, planted } = plantEverywhere((t) => t.en);
    for (const { file, at } of planted) {
      expect(findings, `${file}#${at}`).toContainEqual(expect.objectContaining({ file, pointer: at, message: expect.stringMatching(/is the English one/) }));
    }
  });

  it('names a variant the glossary avoids, in every file', () => {
    const variant = glossary.terms[0].avoid[0];
    const { findings, planted } = plantEverywhere((t) => `${t.fil} ${variant}`);
    for (const { file, at } of planted) {
      expect(findings, `${file}#${at}`).toContainEqual(expect.objectContaining({ file, pointer: at, message: expect.stringContaining(`"${variant}"`) }));
    }
  });

  it('names a word in capitals, in every file', () => {
    const { findings, planted } = plantEverywhere((t) => t.fil.toUpperCase());
    for (const { file, at } of planted) {
      expect(findings, `${file}#${at}`).toContainEqual(expect.objectContaining({ file, pointer: at, message: expect.stringMatching(/all-capital/) }));
    }
  });

  it("names the order screen's service line put back in English (the issue's case)", () => {
    const english = loadScreenSource('orderDetail').copy!.en as Tree;
    const dir = scratch.edit('schemas/screens/orderDetail.json', (doc) => {
      ((doc.copy as Tree).fil as Tree).serviceLabel = english.serviceLabel;
    });
    expect(checkProject(dir, names)).toContainEqual(
      expect.objectContaining({ file: 'schemas/screens/orderDetail.json', pointer: '/copy/fil/serviceLabel', message: expect.stringMatching(/serviceLabel/) }),
    );
  });

  it('reads the catalogues product staff extend: a text marked the same on purpose passes', () => {
    const english = loadScreenSource('orderDetail').copy!.en as Tree;
    scratch.edit('schemas/screens/orderDetail.json', (doc) => {
      ((doc.copy as Tree).fil as Tree).serviceLabel = english.serviceLabel;
    });
    const dir = scratch.edit('schemas/sameInFilipino.json', (doc) => (doc.texts as string[]).push(english.serviceLabel as string));
    // (The scratch copy has no public/ folder, so the launch manifest's pictures are findings of their own.)
    expect(checkProject(dir, names).filter((f) => f.file.startsWith('schemas/screens/'))).toEqual([]);
  });
});
