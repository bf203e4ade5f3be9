/**
 * Turns the widget and action contracts into what people read them through:
 * the JSON Schema editors complete a screen document with (written into
 * schemas/screen.schema.json as definitions.widgetContracts and
 * definitions.actionContracts) and the catalogue (docs/catalogue.md).
 *
 * The schema is for editors: the check compiles the meta-schema without it
 * (`structuralMetaSchema`) and says the same things in its own words, with
 * the nearest name (renderer/checkContracts.ts).
 */
import type { ActionContract, Contracts, RefKind, ValueSpec, WidgetContract } from '../renderer/check.ts';

type Schema = { [key: string]: unknown };

/**
 * In place of a literal: a json-logic expression (an object) or null, the
 * values the check leaves to run time. Anything else (a string, a number, a
 * list) is a literal, so the editor marks "tone": "shout" as the check does.
 * Said with `not` so that editors offer no `null` or `{}` among the values.
 */
const EXPRESSION = { not: { type: ['string', 'number', 'boolean', 'array'] } };

/** A literal the spec allows, as JSON Schema. */
function literalSchema(spec: ValueSpec): Schema {
  const out: Schema = {};
  if (spec.enum) out.enum = [...spec.enum];
  else if (spec.type === 'text') out.type = ['string', 'number'];
  else if (spec.type === 'list') {
    out.type = 'array';
    if (spec.fields) out.items = objectSchema(spec.fields);
    else if (spec.items) out.items = valueSchema(spec.items);
  } else if (spec.type === 'object') {
    out.type = 'object';
    if (spec.fields) Object.assign(out, objectSchema(spec.fields));
  } else if (spec.type !== 'any') out.type = spec.type;
  return out;
}

function objectSchema(fields: { readonly [name: string]: ValueSpec }): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, valueSchema(v)])),
  };
}

/** A prop's schema: its literal form or an expression, with its description for the editor's hover. */
function valueSchema(spec: ValueSpec): Schema {
  const literal = literalSchema(spec);
  const description = spec.description + (spec.required ? ' (required)' : '');
  return Object.keys(literal).length ? { description, anyOf: [literal, EXPRESSION] } : { description };
}

function widgetCase(name: string, c: WidgetContract): Schema {
  const props: Schema = {
    type: 'object',
    properties: Object.fromEntries(Object.entries(c.props).map(([k, v]) => [k, valueSchema(v)])),
    additionalProperties: false,
  };
  const required = Object.entries(c.props)
    .filter(([, v]) => v.required)
    .map(([k]) => k);
  if (required.length) props.required = required;
  const events: Schema = c.openEvents
    ? { type: 'object' }
    : {
        type: 'object',
        properties: Object.fromEntries(Object.entries(c.events ?? {}).map(([k, v]) => [k, { description: v, $ref: '#/definitions/chain' }])),
        additionalProperties: false,
      };
  return {
    if: { properties: { widget: { const: name } }, required: ['widget'] },
    then: { description: c.description, properties: { props, events } },
  };
}

function actionCase(name: string, c: ActionContract): Schema {
  const args: Schema = {
    type: 'object',
    properties: Object.fromEntries(Object.entries(c.args).map(([k, v]) => [k, valueSchema(v)])),
  };
  if (!c.openArgs) args.additionalProperties = false;
  const required = Object.entries(c.args)
    .filter(([, v]) => v.required)
    .map(([k]) => k);
  if (required.length) args.required = required;
  return {
    if: { properties: { action: { const: name } }, required: ['action'] },
    then: { description: c.description, properties: { args } },
  };
}

/** The meta-schema with the contracts' definitions as `npm run contracts` writes them. */
export function withContracts(metaSchema: Schema, contracts: Contracts): Schema {
  const definitions = { ...(metaSchema.definitions as Schema) };
  const node: Schema = { ...(definitions.node as Schema), allOf: [{ $ref: '#/definitions/widgetContracts' }] };
  const step: Schema = { ...(definitions.step as Schema), allOf: [{ $ref: '#/definitions/actionContracts' }] };
  const widget = { ...((node.properties as Schema).widget as Schema), enum: Object.keys(contracts.widgets) };
  const action = { ...((step.properties as Schema).action as Schema), enum: Object.keys(contracts.actions) };
  node.properties = { ...(node.properties as Schema), widget };
  step.properties = { ...(step.properties as Schema), action };
  return {
    ...metaSchema,
    definitions: {
      ...definitions,
      node,
      step,
      widgetContracts: {
        $comment: 'Generated from widgets/*.contract.ts by `npm run contracts`: for editors (completion, hover); the check says the same in its own words.',
        allOf: Object.entries(contracts.widgets).map(([name, c]) => widgetCase(name, c)),
      },
      actionContracts: {
        $comment: 'Generated from actions/*/*Contracts.ts by `npm run contracts`.',
        allOf: Object.entries(contracts.actions).map(([name, c]) => actionCase(name, c)),
      },
    },
  };
}

/**
 * The meta-schema the check compiles: the structure only. Contracts, and the
 * closed lists of widget and action names, are checked by
 * renderer/checkScreenDoc.ts with a message naming the nearest name.
 */
export function structuralMetaSchema(metaSchema: Schema): Schema {
  const definitions = { ...(metaSchema.definitions as Schema) };
  const strip = (def: string, key: string) => {
    const d = definitions[def] as Schema | undefined;
    if (!d) return;
    const copy: Schema = { ...d };
    delete copy.allOf;
    const props = { ...(copy.properties as Schema) };
    const named = { ...(props[key] as Schema) };
    delete named.enum;
    props[key] = named;
    copy.properties = props;
    definitions[def] = copy;
  };
  strip('node', 'widget');
  strip('step', 'action');
  delete definitions.widgetContracts;
  delete definitions.actionContracts;
  return { ...metaSchema, definitions };
}

const REF_WORDS: Record<RefKind, string> = { handler: 'a handler name', route: 'a route path', event: 'an event of the node' };

function specWords(spec: ValueSpec): string {
  const base = spec.enum ? spec.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' \\| ') : spec.type;
  const fields = spec.fields ? ` of {${Object.keys(spec.fields).join(', ')}}` : spec.items ? ` of ${spec.items.type}` : '';
  const ref = spec.ref ? ` (${REF_WORDS[spec.ref]})` : '';
  return `${base}${fields}${ref}`;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function valueRows(values: { readonly [name: string]: ValueSpec }): string[] {
  return Object.entries(values).map(([k, v]) => `| \`${k}\`${v.required ? ' (required)' : ''} | ${specWords(v)} | ${cell(v.description)} |`);
}

/** docs/catalogue.md: every widget and action with its props, events, arguments and an example. */
export function catalogue(contracts: Contracts): string {
  const out: string[] = [
    '# Widget and action catalogue',
    '',
    'Generated by `npm run contracts` from the contracts beside the code (widgets/<Name>.contract.ts,',
    'actions/<group>/<group>Contracts.ts); `npm run check` fails when it is out of date. Do not edit by hand.',
    '',
    '## Widgets',
    '',
  ];
  for (const [name, c] of Object.entries(contracts.widgets)) {
    out.push(`### ${name}`, '', c.description, '');
    if (Object.keys(c.props).length) out.push('| Prop | Value | What it does |', '| --- | --- | --- |', ...valueRows(c.props), '');
    const events = Object.entries(c.events ?? {});
    if (c.openEvents) out.push('Events: any name its data gives (each button emits its own `event`).', '');
    else if (events.length) out.push('Events:', '', ...events.map(([e, when]) => `- \`${e}\`: ${when}`), '');
    if (c.children) out.push('Draws its `children`.', '');
    out.push('```json', JSON.stringify(c.example, null, 2), '```', '');
  }
  out.push('## Actions', '');
  for (const [name, c] of Object.entries(contracts.actions)) {
    out.push(`### ${name}`, '', c.description, '');
    if (Object.keys(c.args).length) out.push('| Argument | Value | What it does |', '| --- | --- | --- |', ...valueRows(c.args), '');
    if (c.openArgs) out.push('Takes any argument names.', '');
    if (c.result) out.push(`Answers: ${c.result}`, '');
  }
  return out.join('\n');
}
