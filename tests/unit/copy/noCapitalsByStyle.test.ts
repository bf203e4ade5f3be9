// @vitest-environment node
/**
 * Copy does not shout (issue 30: "MAGBAYAD" beside "Rollover na Pagbabayad"):
 * the wording check (renderer/checkWording.ts) holds the texts, this holds
 * the styles, so no style turns a sentence-case text into capitals. Walks every
 * stylesheet, page and component of the app, widgets, promotion pages and
 * live preview.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const SOURCES = /\.(css|tsx?|html)$/;
/** A style that writes every letter in capitals: CSS, or a React inline style. */
const SHOUTING =
  /text-transform\s*:\s*(uppercase|capitalize)|textTransform\s*:\s*['"](uppercase|capitalize)|font-variant(-caps)?\s*:\s*[^;]*small-caps|fontVariant(Caps)?\s*:\s*['"][^'"]*small-caps/i;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : SOURCES.test(name) ? [path] : [];
  });
}

describe('no style writes copy in capitals', () => {
  const sources = [...['app', 'widgets', 'promo', 'studio', 'public'].flatMap((d) => files(join(root, d))), join(root, 'index.html')];

  it('walks the stylesheets', () => {
    expect(sources.filter((f) => f.endsWith('.css')).length).toBeGreaterThan(0);
  });

  it('has no style that turns letters into capitals', () => {
    const shouting = sources.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (SHOUTING.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(shouting, 'write the text in sentence case in schemas/ instead').toEqual([]);
  });
});
