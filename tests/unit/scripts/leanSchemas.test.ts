// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanJson, withoutReadersNotes, withoutStaffNotes } from '../../../scripts/leanSchemasPlugin.ts';
import { readyContext, resolveScreen } from '../../../renderer/index.ts';
import type { JsonObject, ScreenDoc } from '../../../renderer/index.ts';
import { localized, appCopyIn } from '../../../app/localized.ts';
import { settings } from '../../../app/settings.ts';
import { loadScreenSource, screenIdsOnDisk } from '../../support/loadScreenDoc.ts';

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

  /** Where in `value` a key `name` is, as pointers. */
  const pointersOf = (value: unknown, name: string, at = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [...(key === name ? [`${at}/${key}`] : []), ...pointersOf(inner, name, `${at}/${key}`)])
      : [];
  const docFiles = files(schemas)
    .map((f) => relative(schemas, f))
    .filter((rel) => /^(screens|parts)\//.test(rel));

  /** `value` without the keys at `pointers`. */
  const withoutAt = (value: unknown, pointers: string[], at = ''): unknown =>
    Array.isArray(value)
      ? value.map((inner, i) => withoutAt(inner, pointers, `${at}/${i}`))
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([key]) => !pointers.includes(`${at}/${key}`))
              .map(([key, inner]) => [key, withoutAt(inner, pointers, `${at}/${key}`)]),
          )
        : value;

  it.each(docFiles)('%s, in production: loses its staff’s notes and descriptions and nothing else', (rel) => {
    const text = readFileSync(join(schemas, rel), 'utf8');
    const before = withoutReadersNotes(JSON.parse(text));
    const lean = JSON.parse(leanJson(rel, text, { production: true, configured }));
    const gone = ['note', 'description'].flatMap((name) => pointersOf(before, name).filter((p) => !pointersOf(lean, name).includes(p)));
    expect(lean).toEqual(withoutAt(before, gone));
    // A widget's props, a form's schema, a constant, a rule's value, a call's arguments keep theirs (they are drawn, read or sent).
    expect(gone.filter((p) => /\/(props|forms|constants|rules|copy|args)\//.test(p))).toEqual([]);
  });

  it('the staff’s notes go at every place the schema gives them, and nowhere else', () => {
    const note = { note: 'why' };
    const step = { action: 'api.call', args: { note: 'sent' }, ...note, then: [{ action: 'ui.toast', ...note }], catch: [{ action: 'ui.toast', ...note }] };
    const node = {
      widget: 'Section',
      ...note,
      props: { note: 'drawn', description: 'drawn', rows: [{ note: 'drawn' }] },
      events: { press: [step] },
      children: [{ widget: 'Text', ...note }],
    };
    const doc = {
      id: 'x',
      description: 'what',
      copy: { en: { note: 'a message' } },
      constants: { note: 1 },
      rules: { r: { map: [[1], { note: 'a value' }] } },
      tables: { t: { description: 'what', inputs: {}, rows: [{ when: true, then: { note: 'a value' }, note: 'why' }] } },
      checks: { c: { description: 'what', items: [{ name: 'a', passes: true, note: 'why' }] } },
      receipt: { note: 'why', description: 'what', regions: [] },
      draft: { note: 'why', description: 'what', keep: {} },
      data: { detail: { action: 'api.call', ...note } },
      onLoad: [step],
      handlers: { go: [step] },
      native: { back: [step] },
      forms: { f: { schema: { properties: { a: { type: 'string', description: 'help' } } } } },
      body: [node, { fragment: 'top', ...note }],
      fragments: { top: [node] },
    };
    const lean = withoutStaffNotes(doc);
    expect(pointersOf(lean, 'note').sort()).toEqual(
      [
        '/copy/en/note',
        '/constants/note',
        '/rules/r/map/1/note',
        '/tables/t/rows/0/then/note',
        ...['/onLoad/0', '/handlers/go/0', '/native/back/0', '/body/0/events/press/0', '/fragments/top/0/events/press/0'].map((s) => `${s}/args/note`),
        ...['/body/0', '/fragments/top/0'].flatMap((n) => [`${n}/props/note`, `${n}/props/rows/0/note`]),
      ].sort(),
    );
    expect(pointersOf(lean, 'description').sort()).toEqual([
      '/body/0/props/description',
      '/forms/f/schema/properties/a/description',
      '/fragments/top/0/props/description',
    ]);
  });

  // The engine must never read a readers' key or a staff's note: every screen draws the same tree with them gone (default scenario, both languages).
  const lean = <T>(value: T) => withoutReadersNotes(value) as T;
  const withoutStepNotes = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(withoutStepNotes)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([key]) => !(key === 'note' && 'action' in value))
              .map(([key, inner]) => [key, withoutStepNotes(inner)]),
          )
        : value;
  const leanDoc = (doc: ScreenDoc) => withoutStaffNotes(withoutReadersNotes(doc)) as ScreenDoc;
  it.each(screenIdsOnDisk())('%s draws the same without the readers’ keys and the staff’s notes, in every language', (id) => {
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
      const withoutNotes = draw(leanDoc(loadScreenSource(id)), lean(settings), lean(appCopyIn(lang)) as JsonObject);
      // A readers' key carried along inside a value (the lender's details handed to a text) is not drawn: compare without it.
      // The view carries its events' steps: without their notes too.
      expect(JSON.stringify(withoutNotes)).toBe(JSON.stringify(withoutStepNotes(lean(whole))));
    }
  });
});
