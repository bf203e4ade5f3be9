/**
 * The copy catalogue checks, pure: every language of the markets has every
 * text, no language has a key the others lack, and no copy key is left that
 * nothing uses. Run by `npm run check` (scripts/schemaCheck.ts) on every
 * screen, schemas/copy.json, the content files and the market profiles, and
 * by the live preview as product staff type.
 *
 * The first language of `languages` is the reference: another language is
 * compared with it, text for text, list for list.
 */
import type { Finding } from './finding.ts';
import { closest } from './closest.ts';
import { contentIn } from './content.ts';
import { ENGINE_COPY_KEYS, ENGINE_COPY_LISTS } from './engineCopy.ts';
import type { Json, JsonObject, ScreenDoc } from './types.ts';
import { isObject } from './isObject.ts';
import { escapePointer as esc } from './jsonPointer.ts';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', fil: 'Filipino' };
const named = (lang: string) => (LANGUAGE_NAMES[lang] ? `${LANGUAGE_NAMES[lang]} (${lang})` : `"${lang}"`);
const shown = (v: Json) => (typeof v === 'string' ? JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}…` : v) : 'the same shape');

function isContentRef(v: Json | undefined): boolean {
  return isObject(v) && Object.keys(v).length === 1 && typeof v.$content === 'string';
}

/** One language's value compared with the reference language's, at `pointer` (under the language). */
function compare(file: string, ref: Json, other: Json | undefined, lang: string, refLang: string, at: string, findings: Finding[], root: string): void {
  const where = at.slice(root.length + 1) || at;
  if (other === undefined) {
    findings.push({
      file,
      pointer: at,
      message: `text missing in ${named(lang)}: "${where}"`,
      fix: `Add the ${LANGUAGE_NAMES[lang] ?? lang} for ${shown(ref)} here (the ${LANGUAGE_NAMES[refLang] ?? refLang} text is at ${at.replace(`/${lang}`, `/${refLang}`)}).`,
    });
    return;
  }
  if (isContentRef(ref) || isContentRef(other)) {
    if (JSON.stringify(ref) !== JSON.stringify(other)) {
      findings.push({
        file,
        pointer: at,
        message: `${named(lang)} points at other long text than ${named(refLang)}`,
        fix: `Use ${JSON.stringify(ref)} in every language.`,
      });
    }
    return;
  }
  if (typeof ref === 'string') {
    if (typeof other !== 'string') {
      findings.push({
        file,
        pointer: at,
        message: `must be a text in ${named(lang)}, as in ${named(refLang)}`,
        fix: `Write the ${LANGUAGE_NAMES[lang] ?? lang} for ${shown(ref)}.`,
      });
    } else if (ref.trim() && !other.trim()) {
      findings.push({
        file,
        pointer: at,
        message: `text missing in ${named(lang)}: "${where}" is empty`,
        fix: `Write the ${LANGUAGE_NAMES[lang] ?? lang} for ${shown(ref)}.`,
      });
    }
    return;
  }
  if (Array.isArray(ref)) {
    if (!Array.isArray(other)) {
      findings.push({
        file,
        pointer: at,
        message: `must be a list in ${named(lang)}, as in ${named(refLang)}`,
        fix: `Write it as a list of ${ref.length} like the ${LANGUAGE_NAMES[refLang] ?? refLang} one.`,
      });
      return;
    }
    if (other.length !== ref.length) {
      findings.push({
        file,
        pointer: at,
        message: `${named(lang)} has ${other.length} item(s) here, ${named(refLang)} has ${ref.length}`,
        fix: 'Give every language the same items, in the same order.',
      });
    }
    ref.forEach((r, i) => compare(file, r, other[i], lang, refLang, `${at}/${i}`, findings, root));
    return;
  }
  if (isObject(ref)) {
    if (!isObject(other)) {
      findings.push({
        file,
        pointer: at,
        message: `must be a group of texts in ${named(lang)}, as in ${named(refLang)}`,
        fix: `Write it with the keys ${Object.keys(ref).join(', ')}.`,
      });
      return;
    }
    for (const [k, v] of Object.entries(ref)) compare(file, v, other[k], lang, refLang, `${at}/${esc(k)}`, findings, root);
    for (const k of Object.keys(other)) {
      if (!(k in ref)) {
        findings.push({
          file,
          pointer: `${at}/${esc(k)}`,
          message: `key "${k}" is in ${named(lang)} only`,
          fix: `Add "${k}" to ${named(refLang)} as well, or remove it here (a misspelt key? ${named(refLang)} has: ${closest(k, Object.keys(ref))}).`,
        });
      }
    }
  }
}

/**
 * A catalogue written per language ({"en": {...}, "fil": {...}}): every
 * language present, every text in each. `base` is the pointer of the catalogue ("/copy", "").
 */
export function checkLanguages(file: string, byLanguage: Json | undefined, languages: string[], base: string): Finding[] {
  const findings: Finding[] = [];
  const catalogue = isObject(byLanguage) ? byLanguage : {};
  const [refLang] = languages;
  for (const lang of Object.keys(catalogue)) {
    if (lang !== '$comment' && !languages.includes(lang)) {
      findings.push({
        file,
        pointer: `${base}/${esc(lang)}`,
        message: `"${lang}" is not a language of any market`,
        fix: `Use one of: ${languages.join(', ')} (schemas/markets/*.json → languages), or add the language to a market.`,
      });
    }
  }
  const ref = catalogue[refLang];
  if (!isObject(ref)) {
    if (Object.keys(catalogue).some((k) => k !== '$comment')) {
      findings.push({ file, pointer: base || '/', message: `no ${named(refLang)} texts`, fix: `Add "${refLang}": { … } with every text of this page.` });
    }
    return findings;
  }
  for (const lang of languages.slice(1)) {
    const other = catalogue[lang];
    if (!isObject(other)) {
      findings.push({
        file,
        pointer: `${base}/${esc(lang)}`,
        message: `no ${named(lang)} texts`,
        fix: `Add "${lang}": { … } with the same keys as "${refLang}", each in ${LANGUAGE_NAMES[lang] ?? lang}.`,
      });
      continue;
    }
    compare(file, ref, other, lang, refLang, `${base}/${esc(lang)}`, findings, `${base}/${esc(lang)}`);
  }
  return findings;
}

/** The first part of every `{"var": "copy.…"}` in a value (a document's rules, tables, nodes, forms…). */
export function copyKeysUsed(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => copyKeysUsed(v, into));
  else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'var') {
        const path = Array.isArray(v) ? v[0] : v;
        if (typeof path === 'string' && path.startsWith('copy.')) into.add(path.split('.')[1]);
      }
      copyKeysUsed(v, into);
    }
  }
  return into;
}

/** Keys of a screen's copy that nothing of the screen uses (the engine's own keys, e.g. a screen's "networkError", count as used). */
export function checkUnusedCopy(file: string, doc: ScreenDoc, languages: string[]): Finding[] {
  const copy = isObject(doc.copy) ? doc.copy : {};
  const ref = copy[languages[0]];
  if (!isObject(ref)) return [];
  const { copy: _own, ...rest } = doc;
  const used = copyKeysUsed(rest);
  return Object.keys(ref)
    .filter((key) => !used.has(key) && ![...ENGINE_COPY_KEYS, ...ENGINE_COPY_LISTS].includes(key as never))
    .map((key) => ({
      file,
      pointer: `/copy/${esc(languages[0])}/${esc(key)}`,
      message: `copy key "${key}" is not used by any rule or node`,
      fix: `Show it with {"var": "copy.${key}"} where it belongs, or remove it from every language.`,
    }));
}

/** Keys of schemas/copy.json that no screen and no part of the engine uses. */
export function checkUnusedAppCopy(file: string, appCopy: Json | undefined, screens: ScreenDoc[], languages: string[]): Finding[] {
  const ref = isObject(appCopy) ? appCopy[languages[0]] : undefined;
  if (!isObject(ref)) return [];
  const used = new Set<string>([...ENGINE_COPY_KEYS, ...ENGINE_COPY_LISTS]);
  for (const doc of screens) {
    const { copy: _own, ...rest } = doc;
    copyKeysUsed(rest, used);
  }
  return Object.keys(ref)
    .filter((key) => !used.has(key))
    .map((key) => ({
      file,
      pointer: `/${esc(languages[0])}/${esc(key)}`,
      message: `copy key "${key}" is not used by any screen or by the engine`,
      fix: `Use it in a screen with {"var": "copy.${key}"}, or remove it from every language.`,
    }));
}

/**
 * A market profile's own wording replaces texts that exist: a key it names
 * must be a key of that screen's copy (or of schemas/copy.json).
 */
export function checkMarketCopy(file: string, market: JsonObject, screenCopyKeys: Record<string, string[]>, appCopyKeys: string[]): Finding[] {
  const findings: Finding[] = [];
  const copy = isObject(market.copy) ? market.copy : {};
  const app = isObject(copy.app) ? copy.app : {};
  for (const key of Object.keys(app)) {
    if (!appCopyKeys.includes(key)) {
      findings.push({
        file,
        pointer: `/copy/app/${esc(key)}`,
        message: `schemas/copy.json has no text "${key}"`,
        fix: `Use one of its keys: ${closest(key, appCopyKeys)}.`,
      });
    }
  }
  const screens = isObject(copy.screens) ? copy.screens : {};
  for (const [screen, texts] of Object.entries(screens)) {
    const keys = screenCopyKeys[screen];
    if (!keys) {
      findings.push({
        file,
        pointer: `/copy/screens/${esc(screen)}`,
        message: `no screen "${screen}"`,
        fix: `Use a screen id of schemas/screens/: ${closest(screen, Object.keys(screenCopyKeys))}.`,
      });
      continue;
    }
    for (const key of Object.keys(isObject(texts) ? texts : {})) {
      if (!keys.includes(key) && !appCopyKeys.includes(key)) {
        findings.push({
          file,
          pointer: `/copy/screens/${esc(screen)}/${esc(key)}`,
          message: `${screen} has no text "${key}" to replace`,
          fix: `Use a key of the screen's copy (${closest(key, keys)}) or of schemas/copy.json.`,
        });
      }
    }
  }
  return findings;
}

/** Every language of the market profiles, the default market's default language first (the reference). */
export function marketLanguages(markets: Json[], defaultMarketId: string): string[] {
  const profiles = markets.filter(isObject);
  const first = profiles.find((m) => m.id === defaultMarketId);
  const all = profiles.flatMap((m) => (Array.isArray(m.languages) ? m.languages.filter((l): l is string => typeof l === 'string') : []));
  const reference = typeof first?.defaultLanguage === 'string' ? first.defaultLanguage : (all[0] ?? 'en');
  return [reference, ...new Set(all.filter((l) => l !== reference))];
}

/**
 * A long-text file (schemas/content/<name>.json): one entry per language. A
 * language that keeps another's body ("bodyIn") must say so ("bodyNote") and
 * give a heading for each of its sections; it is then compared like a full
 * translation, with the body filled in the way pages get it (contentIn).
 */
export function checkContentFile(file: string, content: Json | undefined, languages: string[]): Finding[] {
  if (!isObject(content)) return [];
  const findings: Finding[] = [];
  const compared: JsonObject = { ...content };
  for (const lang of languages.slice(1)) {
    const entry = content[lang];
    if (!isObject(entry) || typeof entry.bodyIn !== 'string') continue;
    const { bodyIn } = entry;
    const headings = isObject(entry.headings) ? entry.headings : {};
    if (typeof entry.bodyNote !== 'string' || !entry.bodyNote.trim()) {
      findings.push({
        file,
        pointer: `/${esc(lang)}/bodyNote`,
        message: `"${lang}" keeps the ${bodyIn} body but does not say so`,
        fix: `Add "bodyNote": "<in ${lang}: the full text is in ${bodyIn}>".`,
      });
    }
    const body = content[bodyIn];
    const ids = (isObject(body) && Array.isArray(body.sections) ? body.sections : []).map((s) => (isObject(s) ? String(s.id) : ''));
    for (const id of ids.filter((id) => !(id in headings))) {
      findings.push({
        file,
        pointer: `/${esc(lang)}/headings`,
        message: `no "${lang}" heading for section "${id}"`,
        fix: `Add "${id}": "<the heading in ${lang}>" under headings.`,
      });
    }
    for (const id of Object.keys(headings).filter((id) => !ids.includes(id))) {
      findings.push({
        file,
        pointer: `/${esc(lang)}/headings/${esc(id)}`,
        message: `heading for a section "${id}" that ${bodyIn} does not have`,
        fix: 'Correct the section id or remove the heading.',
      });
    }
    // The language as a page gets it, less what only a borrowed body has.
    const { bodyNote: _note, bodyLanguage: _from, ...asPage } = contentIn(content, lang) ?? {};
    compared[lang] = asPage;
  }
  return [...findings, ...checkLanguages(file, compared, languages, '')];
}
