// @vitest-environment node
/**
 * The schema editors read (schemas/screen.schema.json, as `npm run contracts`
 * writes it from the contracts): its draft-07 if/then cases must fit every
 * shipped screen and part, or an editor underlines valid documents, and must
 * refuse the issue-19 typos (a misspelt prop and event, a value outside the
 * allowed ones, a missing required prop), which the check reports too. Ajv
 * reads the schema as a draft-07 editor does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { contractFiles } from '../../../scripts/writeContracts.ts';
import { projectNames } from '../../../app/projectNames.ts';
import { root } from '../../support/runScreen.ts';

const schemas = join(root, 'schemas');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addSchema(JSON.parse(contractFiles(root, projectNames().contracts!)['schemas/screen.schema.json']), 'screen.schema.json');
ajv.addSchema(readJson(join(schemas, 'part.schema.json')), 'part.schema.json');
const validateScreen = ajv.getSchema('screen.schema.json') as ValidateFunction;
const validatePart = ajv.getSchema('part.schema.json') as ValidateFunction;

/** What an editor would underline: the place and the words (an if/then adds a line of its own beside its branch's). */
function problems(validate: ValidateFunction, doc: unknown): string[] {
  if (validate(doc)) return [];
  return (validate.errors ?? []).filter((e) => e.keyword !== 'if').map((e) => `${e.instancePath} ${e.keyword} ${JSON.stringify(e.params)}`);
}

const screen = (body: unknown[]) => ({ id: 't', body });

describe('the editors’ schema', () => {
  it.each(readdirSync(join(schemas, 'screens')).filter((f) => f.endsWith('.json')))('accepts screens/%s as it is', (file) => {
    const doc = readJson(join(schemas, 'screens', file));
    expect(problems(validateScreen, doc)).toEqual([]);
  });

  it.each(readdirSync(join(schemas, 'parts')).filter((f) => f.endsWith('.json')))('accepts parts/%s as it is', (file) => {
    const doc = readJson(join(schemas, 'parts', file));
    expect(problems(validatePart, doc)).toEqual([]);
  });

  it('refuses a misspelt prop and event, a value outside the allowed ones and a missing required prop, each where it is written', () => {
    const doc = screen([{ widget: 'Button', props: { lable: 'Go', variant: 'shout' }, events: { presss: [] } }]);
    const found = problems(validateScreen, doc);
    expect(found).toEqual(
      expect.arrayContaining([
        '/body/0/props required {"missingProperty":"label"}',
        '/body/0/props additionalProperties {"additionalProperty":"lable"}',
        '/body/0/props/variant enum {"allowedValues":["primary","secondary","link"]}',
        '/body/0/events additionalProperties {"additionalProperty":"presss"}',
      ]),
    );
  });

  it('takes an expression wherever a value goes, and refuses a literal of the wrong type', () => {
    const ok = screen([{ widget: 'Button', props: { label: { var: 'copy.go' }, variant: { var: 'state.look' }, disabled: null } }]);
    expect(problems(validateScreen, ok)).toEqual([]);
    const wrong = screen([{ widget: 'Button', props: { label: 'Go', disabled: 'yes' } }]);
    expect(problems(validateScreen, wrong)).toContain('/body/0/props/disabled type {"type":"boolean"}');
  });

  it('checks a node inside another and inside a part’s fragment by its own widget', () => {
    const nested = screen([{ widget: 'Section', children: [{ widget: 'Text', props: { text: 'Hi', tone: 'loud' } }] }]);
    expect(problems(validateScreen, nested)).toContain('/body/0/children/0/props/tone enum {"allowedValues":["normal","muted"]}');
    const part = { id: 'p', fragments: { f: [{ widget: 'Text', props: { txt: 'Hi' } }] } };
    expect(problems(validatePart, part)).toEqual(
      expect.arrayContaining([
        '/fragments/f/0/props required {"missingProperty":"text"}',
        '/fragments/f/0/props additionalProperties {"additionalProperty":"txt"}',
      ]),
    );
  });

  it('refuses an unknown argument and a wrong value in a step', () => {
    const doc = screen([
      { widget: 'Button', props: { label: 'Go' }, events: { press: [{ action: 'nav.go', args: { to: '/repay', replce: true, replace: 'yes' } }] } },
    ]);
    expect(problems(validateScreen, doc)).toEqual(
      expect.arrayContaining([
        '/body/0/events/press/0/args additionalProperties {"additionalProperty":"replce"}',
        '/body/0/events/press/0/args/replace type {"type":"boolean"}',
      ]),
    );
  });
});
