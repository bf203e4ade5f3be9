import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanJson, withoutReadersNotes } from '../../../scripts/leanSchemasPlugin';
import { readyContext, resolveScreen } from '../../../renderer';
import type { JsonObject, ScreenDoc } from '../../../renderer';
import { localized, appCopyIn } from '../../../app/localized';
import { settings } from '../../../app/settings';
import { loadScreenSource, screenIdsOnDisk } from '../../support/loadScreenDoc';

const root = join(import.meta.dirname, '..', '..', '..');
const schemas = join(root, 'schemas');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : name.endsWith('.json') ? [join(dir, name)] : []));
const configured = (JSON.parse(readFileSync(join(schemas, 'config.json'), 'utf8')) as { market: string }).market;
const readersKeys = (text: string) => /"\$(comment|schema)"\s*:/.test(text);
const scenario = JSON.parse(readFileSync(join(root, 'sandbox', 'scenarios', 'default.json'), 'utf8'));

describe('lean schemas (issue 31): what a built page carries of schemas/', () => {
  it.each(files(schemas).map((f) => relative(schemas, f)))('%s loses only its readers’ keys ($comment, $schema)', (rel) => {
    const text = readFileSync(join(schemas, rel), 'utf8');
    const lean = leanJson(rel, text, { production: false, configured });
    expect(readersKeys(lean)).toBe(false);
    expect(JSON.parse(lean)).toEqual(withoutReadersNotes(JSON.parse(text)));
  });

  it('a production build empties every market profile but the configured one, and keeps that one', () => {
    const markets = files(join(schemas, 'markets')).map((f) => relative(schemas, f));
    expect(markets.length).toBeGreaterThan(1);
    for (const rel of markets) {
      const lean = JSON.parse(leanJson(rel, readFileSync(join(schemas, rel), 'utf8'), { production: true, configured }));
      if (rel.endsWith(`${configured}.json`)) expect(lean.id).toBe(configured);
      else expect(lean).toEqual({});
    }
  });

  // The engine must never read a readers' key: every screen draws the same tree with them gone (default scenario, both languages).
  const lean = <T>(value: T) => withoutReadersNotes(value) as T;
  it.each(screenIdsOnDisk())('%s draws the same without the readers’ keys, in every language', (id) => {
    for (const lang of ['en', 'fil']) {
      const draw = (doc: ScreenDoc, config: JsonObject, copy: JsonObject) =>
        resolveScreen(
          localized(doc, lang, config),
          readyContext(localized(doc, lang, config), {
            query: scenario.query,
            data: { detail: scenario.responses.loanDetails.body.data },
            config,
            appCopy: copy,
          }),
        );
      const whole = draw(loadScreenSource(id), settings, appCopyIn(lang) as JsonObject);
      const withoutNotes = draw(lean(loadScreenSource(id)), lean(settings), lean(appCopyIn(lang)) as JsonObject);
      // A readers' key carried along inside a value (the lender's details handed to a text) is not drawn: compare without it.
      expect(JSON.stringify(withoutNotes)).toBe(JSON.stringify(lean(whole)));
    }
  });
});
