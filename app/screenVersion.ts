/**
 * A screen's `version`, as its receipts carry it (CONTRACT section 7): the
 * SHA-256 of what the page was built from — the screen's document with its
 * parts (every language), the app's copy and the settings (the market profile
 * and the lender) — in RFC 8785 form. The same in both languages; any edit of
 * a label, a rule or a figure of those documents gives a new one, with no code
 * change. Worked out once per document, when a receipt first needs it.
 */
import { canonicalJson, sha256Hex } from '../renderer/index.ts';
import type { JsonObject, ScreenDoc } from '../renderer/index.ts';
import appCopyFile from '../schemas/copy.json' with { type: 'json' };
import { settings as defaultSettings } from './settings.ts';

const versions = new WeakMap<ScreenDoc, Map<JsonObject, Promise<string>>>();

export function screenVersion(doc: ScreenDoc, settings: JsonObject = defaultSettings): Promise<string> {
  let bySettings = versions.get(doc);
  if (!bySettings) versions.set(doc, (bySettings = new Map()));
  let version = bySettings.get(settings);
  if (!version) {
    version = sha256Hex(canonicalJson({ screen: doc, copy: appCopyFile, settings }));
    bySettings.set(settings, version);
  }
  return version;
}
