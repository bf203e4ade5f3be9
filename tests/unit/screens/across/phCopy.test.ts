// @vitest-environment node
/**
 * Every text the PH profile can show, in each of its languages, whether or
 * not a scenario reaches it (a validation message, a toast after a tap, a
 * dialog): no Chinese and none of the seed's Indonesian. The walk of every
 * screen × scenario × language is in the snapshot suite; this covers the
 * texts only an interaction shows.
 *
 * Walks every screen document of schemas/screens/ (loadAllScreenDocs, with
 * its parts) and schemas/copy.json, in each language of the PH market, and
 * the same screens under the seed market.
 */
import { describe, expect, it } from 'vitest';
import { loadAllScreenDocs } from '../../../support/loadScreenDoc.ts';
import { foreignTextsIn } from '../../../support/foreignText.ts';
import { appCopyIn, marketOf } from '../../../../app/localized.ts';
import { settingsFor } from '../../../../app/settings.ts';

const ph = settingsFor('PH');

describe.each(marketOf(ph).languages)('PH, %s: no foreign text anywhere in the copy', (lang) => {
  it('the app-wide texts', () => expect(foreignTextsIn(appCopyIn(lang, ph))).toEqual([]));

  it.each(loadAllScreenDocs(lang, ph).map((doc) => [doc.id, doc] as const))('%s: copy, forms, constants and table answers', (_id, doc) => {
    const { copy, forms, constants, tables } = doc;
    expect(foreignTextsIn({ copy, forms, constants, tables })).toEqual([]);
  });
});

describe('the seed profile still has them (so the check above would see them)', () => {
  it('finds the SPEC texts under seed', () => {
    const seed = settingsFor('seed');
    const all = loadAllScreenDocs('en', seed).map((doc) => ({ id: doc.id, copy: doc.copy, forms: doc.forms }));
    expect(foreignTextsIn(all).length).toBeGreaterThanOrEqual(15);
  });
});
