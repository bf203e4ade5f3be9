/**
 * Screen documents from schemas/screens/, with their shared parts
 * (scripts/readScreen.ts) and {"$content"} references filled in (tests,
 * prerender, bench): as written (every language), or
 * localized to one language and market the way the app does (app/localized.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentNames, withContent } from '../../renderer/content.ts';
import type { Json, JsonObject, ScreenDoc } from '../../renderer/types.ts';
import { appCopyIn, localized, marketOf } from '../../app/localized.ts';
import { settings as defaultSettings } from '../../app/settings.ts';
import { readParts, readScreen, screenIdsIn } from '../../scripts/readScreen.ts';

const root = join(import.meta.dirname, '..', '..');
const sources = new Map<string, ScreenDoc>();

/** The document as written, with its parts: copy in every language, long texts filled in. */
export function loadScreenSource(id: string): ScreenDoc {
  let doc = sources.get(id);
  if (!doc) {
    const raw = readScreen(id, root, readParts(root));
    const content = Object.fromEntries(
      contentNames(raw).map((n) => [n, JSON.parse(readFileSync(join(root, 'schemas', 'content', `${n}.json`), 'utf8')) as Json]),
    );
    sources.set(id, (doc = withContent(raw, content)));
  }
  return doc;
}

/** The screen as the app draws it in `lang` (default: the market's default language) under `settings`. */
export function loadScreenDoc(id: string, lang?: string, settings: JsonObject = defaultSettings): ScreenDoc {
  return localized(loadScreenSource(id), lang ?? marketOf(settings).defaultLanguage, settings);
}

/** The ids of every screen document of schemas/screens/, sorted. */
export function screenIdsOnDisk(): string[] {
  return screenIdsIn(root);
}

/**
 * Every screen document of schemas/screens/, by file name: suites that cover
 * each screen find a new one without code. (Read from disk, not through
 * app/screens.ts, whose import.meta.glob needs Vite: scripts/prerender.tsx
 * imports this file under plain Node.)
 */
export function loadAllScreenDocs(lang?: string, settings?: JsonObject): ScreenDoc[] {
  return screenIdsOnDisk().map((id) => loadScreenDoc(id, lang, settings));
}

/**
 * What a person reads for a copy key on this screen (a localized document):
 * the screen's own wording, else the app's (schemas/copy.json) in the same language.
 * A key that is neither throws: an empty text would let a test look for
 * nothing and pass (a renamed key, a typo), whatever the screen shows.
 */
export function screenCopy(screen: ScreenDoc, key: string, settings: JsonObject = defaultSettings): string {
  const own = screen.copy?.[key];
  if (typeof own === 'string') return own;
  const lang = screen.lang ?? marketOf(settings).defaultLanguage;
  const app = appCopyIn(lang, settings)[key];
  if (typeof app === 'string') return app;
  throw new Error(`screenCopy: "${key}" is no text of ${screen.id}'s copy nor of schemas/copy.json (${lang})`);
}
