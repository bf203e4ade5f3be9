// @vitest-environment node
/**
 * Unique element ids (issue 17: the site's 'Contact us' scrolled to About us,
 * whose text had a section `contact` too; `disclosure` was in two legal
 * texts). The schema check names a duplicate with the file, the JSON pointer
 * and the other place, on a fixture and on the real site page with its
 * prefixes taken away.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkElementIds } from '../../../renderer/checkElementIds.ts';
import type { Json, ScreenDoc } from '../../../renderer/types.ts';
import { root } from '../../support/runScreen.ts';

const FILE = 'schemas/screens/fixture.json';
const content: Record<string, Json> = {
  about: { en: { sections: [{ id: 'mission' }, { id: 'contact' }] }, fil: { bodyIn: 'en', headings: {} } },
  terms: { en: { sections: [{ id: 'disclosure' }] } },
  policy: { en: { sections: [{ id: 'disclosure' }] } },
};
const doc = (body: ScreenDoc['body'], copy: Record<string, Json> = {}): ScreenDoc => ({
  id: 'fixture',
  copy: { en: { about: { $content: 'about' }, terms: { $content: 'terms' }, policy: { $content: 'policy' }, anchor: 'contact', ...copy } },
  body,
});
const check = (d: ScreenDoc) => checkElementIds(FILE, d, ['en'], (name) => content[name]);

describe('checkElementIds', () => {
  it('a Section anchor that an Article of a content file uses too: named at the second place, with the first', () => {
    const findings = check(
      doc([
        { widget: 'Article', props: { sections: { var: 'copy.about.sections' } } },
        { widget: 'Section', props: { anchor: { var: 'copy.anchor' } } },
      ]),
    );
    expect(findings).toEqual([
      {
        file: FILE,
        pointer: '/body/1/props/anchor',
        message: expect.stringContaining('element id "contact" is already used at /body/0/props/sections (schemas/content/about.json#/en/sections/1/id)'),
        fix: expect.stringContaining('idPrefix'),
      },
    ]);
  });

  it('two long texts with the same section id on one page', () => {
    const findings = check(
      doc([
        { widget: 'Article', props: { sections: { var: 'copy.terms.sections' } } },
        { widget: 'Page', children: [{ widget: 'Article', props: { sections: { var: 'copy.policy.sections' } } }] },
      ]),
    );
    expect(findings.map((f) => [f.pointer, f.message])).toEqual([
      [
        '/body/1/children/0/props/sections',
        expect.stringMatching(
          /^element id "disclosure" \(schemas\/content\/policy\.json#\/en\/sections\/0\/id\) is already used at \/body\/0\/props\/sections \(schemas\/content\/terms\.json#\/en\/sections\/0\/id\)/,
        ),
      ],
    ]);
  });

  it('an idPrefix keeps them apart; literal anchors are checked too', () => {
    expect(
      check(
        doc([
          { widget: 'Article', props: { sections: { var: 'copy.terms.sections' }, idPrefix: 'terms-' } },
          { widget: 'Article', props: { sections: { var: 'copy.policy.sections' }, idPrefix: 'policy-' } },
          { widget: 'Section', props: { anchor: 'disclosure' } },
        ]),
      ),
    ).toEqual([]);
    expect(
      check(
        doc([
          { widget: 'Section', props: { anchor: 'a' } },
          { widget: 'Section', props: { anchor: 'a' } },
        ]),
      ),
    ).toHaveLength(1);
  });

  it('an anchor repeated by a forEach is a finding; an anchor only data can tell is not judged', () => {
    const findings = check(doc([{ widget: 'Section', forEach: { var: 'data.list' }, props: { anchor: 'row' } }]));
    expect(findings.map((f) => f.message)).toEqual([expect.stringContaining('repeated for every element of a forEach')]);
    expect(
      check(
        doc([
          { widget: 'Section', props: { anchor: { var: 'item.id' } } },
          { widget: 'Section', props: { anchor: { var: 'item.id' } } },
        ]),
      ),
    ).toEqual([]);
  });

  it('a language that borrows another body is checked with that body', () => {
    const d = doc([
      { widget: 'Article', props: { sections: { var: 'copy.about.sections' } } },
      { widget: 'Section', props: { anchor: 'contact' } },
    ]);
    d.copy = { ...d.copy, fil: { ...(d.copy!.en as object) } };
    const findings = checkElementIds(FILE, d, ['en', 'fil'], (name) => content[name]);
    expect(findings).toHaveLength(1);
  });
});

describe('the schema check and the official site', () => {
  it('the shipped site has no duplicated id (npm run check, schemaCheck.test.ts, covers every screen); without its Article prefixes it has contact and disclosure twice', () => {
    const site = JSON.parse(readFileSync(join(root, 'schemas/screens/site.json'), 'utf8')) as ScreenDoc;
    const load = (name: string) => {
      const path = join(root, 'schemas/content', `${name}.json`);
      return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Json) : undefined;
    };
    expect(checkElementIds('schemas/screens/site.json', site, ['en', 'fil'], load)).toEqual([]);

    const unprefixed = JSON.parse(JSON.stringify(site).replace(/,?"idPrefix":"[a-z]+-"/g, '')) as ScreenDoc;
    const ids = checkElementIds('schemas/screens/site.json', unprefixed, ['en', 'fil'], load).map((f) => /element id "([^"]+)"/.exec(f.message)?.[1]);
    expect(ids).toEqual(expect.arrayContaining(['contact', 'disclosure']));
  });
});
