/**
 * Reads the wording rules of `npm run check` (renderer/checkWording.ts):
 * schemas/glossary.json and schemas/sameInFilipino.json, which product staff
 * edit by hand. A file of the wrong shape is a finding of its own, and the
 * wording is then not checked (rather than checked against half a list).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding, WordingRules } from '../renderer/check.ts';

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

function read(root: string, file: string, findings: Finding[]): Record<string, unknown> | undefined {
  const path = join(root, file);
  if (!existsSync(path)) {
    findings.push({ file, pointer: '', message: 'missing', fix: 'Restore it from git: the wording check reads it.' });
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch (e) {
    findings.push({
      file,
      pointer: '',
      message: `not valid JSON: ${(e as Error).message}`,
      fix: 'Fix the JSON syntax (a missing comma or quote is the usual cause).',
    });
    return undefined;
  }
}

export function readWordingRules(root: string, findings: Finding[]): WordingRules | undefined {
  const glossaryFile = 'schemas/glossary.json';
  const sameFile = 'schemas/sameInFilipino.json';
  const glossary = read(root, glossaryFile, findings);
  const same = read(root, sameFile, findings);
  if (!glossary || !same) return undefined;
  const before = findings.length;
  const terms = Array.isArray(glossary.terms) ? glossary.terms : [];
  if (!Array.isArray(glossary.terms))
    findings.push({ file: glossaryFile, pointer: '/terms', message: 'must be a list of terms', fix: 'Write "terms": [{"en": …, "fil": …, "avoid": […]}].' });
  terms.forEach((t: { en?: unknown; fil?: unknown; avoid?: unknown }, i) => {
    if (typeof t?.en !== 'string' || typeof t.fil !== 'string' || !isStrings(t.avoid)) {
      findings.push({
        file: glossaryFile,
        pointer: `/terms/${i}`,
        message: 'a term needs "en" and "fil" texts and an "avoid" list of texts',
        fix: 'Write it as {"en": "payment code", "fil": "payment code", "avoid": ["code ng pagbabayad"]} (an empty list when nothing is avoided).',
      });
    }
  });
  if (!isStrings(glossary.acronyms)) {
    findings.push({ file: glossaryFile, pointer: '/acronyms', message: 'must be a list of texts', fix: 'Write "acronyms": ["SMS", "SEC", …].' });
  }
  for (const key of ['texts', 'keys', 'at'] as const) {
    if (!isStrings(same[key]))
      findings.push({
        file: sameFile,
        pointer: `/${key}`,
        message: 'must be a list of texts',
        fix: `Write "${key}": [ … ] (an empty list when there is none).`,
      });
  }
  if (findings.length > before) return undefined;
  return {
    glossary: { terms: terms as WordingRules['glossary']['terms'], acronyms: glossary.acronyms as string[] },
    same: { texts: same.texts as string[], keys: same.keys as string[], at: same.at as string[] },
  };
}
