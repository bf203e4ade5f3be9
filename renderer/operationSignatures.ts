/**
 * What every operation a schema may use takes and gives: its arguments (a
 * name and a kind each; `?` optional, `...` any number more) and the kind of
 * its result. `npm run check` holds every expression to them
 * (renderer/checkOperationCall.ts): the number of arguments, and a literal
 * argument of the wrong kind ({"plural": [n]}, {"fill": [12, {...}]}), with
 * the file, the pointer and the way to write it. A unit test keeps this table
 * and the engine's operations (renderer/expressions.ts OPERATIONS) equal, so
 * a new operation is written here with its signature.
 *
 * Kinds are loose, as json-logic is: `number` takes a number or a text of
 * digits, `any` takes anything; only a literal the operation could not use is
 * refused. An argument worked out by an expression is checked when it runs.
 */

export type ValueKind = 'any' | 'text' | 'number' | 'boolean' | 'list' | 'object' | 'name' | 'logic';

export interface Parameter {
  name: string;
  kind: ValueKind;
  optional?: boolean;
  /** Any number more of the same (the last parameter only). */
  rest?: boolean;
}

export interface Signature {
  params: Parameter[];
  result: ValueKind;
  /** How a call is written, for the fix ({"plural": [count, one, other]}). */
  usage: string;
}

/** `S('text', 'count:number', 'one:text', 'flag?', 'values...')`: a signature from its parameters, written short. */
function S(result: ValueKind, ...written: string[]): (op: string) => Signature {
  const params = written.map((w): Parameter => {
    const rest = w.endsWith('...');
    const optional = w.endsWith('?');
    const [name, kind = 'any'] = w.replace(/(\.\.\.|\?)$/, '').split(':');
    return { name, kind: kind as ValueKind, ...(optional ? { optional } : {}), ...(rest ? { rest } : {}) };
  });
  return (op) => ({
    params,
    result,
    usage: `{"${op}": [${params.map((p) => (p.rest ? `${p.name}…` : p.optional ? `${p.name}?` : p.name)).join(', ')}]}`,
  });
}

const compare = S('boolean', 'a', 'b');
const test = S('boolean', 'value');
const numbers = S('number', 'numbers...');
const perElement = (result: ValueKind) => S(result, 'list:list', 'each:logic');

const WRITTEN: Record<string, (op: string) => Signature> = {
  // json-logic's own (renderer/logic.ts).
  '==': compare,
  '===': compare,
  '!=': compare,
  '!==': compare,
  '>': compare,
  '>=': compare,
  '<': S('boolean', 'a', 'b', 'c?'),
  '<=': S('boolean', 'a', 'b', 'c?'),
  '!!': test,
  '!': test,
  '%': S('number', 'a:number', 'b:number'),
  log: S('any', 'value'),
  in: S('boolean', 'needle', 'haystack'),
  cat: S('text', 'values...'),
  substr: S('text', 'text', 'start:number', 'length:number?'),
  '+': numbers,
  '*': S('number', 'first:number', 'more:number...'),
  '-': S('number', 'a:number', 'b:number?'),
  '/': S('number', 'a:number', 'b:number'),
  min: numbers,
  max: numbers,
  merge: S('list', 'lists...'),
  if: S('any', 'condition', 'then?', 'more...'),
  '?:': S('any', 'condition', 'then', 'otherwise?'),
  and: S('any', 'first', 'more...'),
  or: S('any', 'first', 'more...'),
  filter: perElement('list'),
  map: perElement('list'),
  reduce: S('any', 'list:list', 'each:logic', 'initial?'),
  all: perElement('boolean'),
  none: perElement('boolean'),
  some: perElement('boolean'),
  var: S('any', 'path', 'fallback?'),
  missing: S('list', 'keys...'),
  missing_some: S('list', 'need:number', 'keys:list'),
  // The engine's (renderer/operations.ts).
  str: S('text', 'value'),
  len: S('number', 'value'),
  coalesce: S('any', 'values...'),
  startsWith: S('boolean', 'text', 'prefix:text'),
  slice: S('list', 'list', 'start:number', 'end:number?'),
  get: S('any', 'value', 'path:text'),
  append: S('list', 'list', 'element'),
  updateWhere: S('list', 'list', 'key:text', 'value', 'patch:object'),
  removeWhere: S('list', 'list', 'key:text', 'value'),
  findWhere: S('any', 'list', 'key:text', 'value'),
  join: S('text', 'list', 'separator:text'),
  truncate: S('text', 'value', 'max:number'),
  trim: S('text', 'value'),
  matches: S('boolean', 'value', 'pattern:text'),
  entries: S('list', 'object'),
  put: S('object', 'object', 'key:text', 'value'),
  pickText: S('object', 'object', 'keys:list'),
  fixed: S('text', 'value', 'digits:number'),
  json: S('text', 'value'),
  daysBetween: S('number', 'from', 'to'),
  addDays: S('text', 'day', 'days:number'),
  fill: S('text', 'template:text', 'values:object'),
  sum: S('number', 'list', 'field:text'),
  isDate: test,
  // The market's way of writing money, counts and days (renderer/operations.ts styledOperations).
  peso: S('text', 'centavos', 'flag?'),
  moneyRange: S('text', 'range', 'flag?'),
  money: S('text', 'value'),
  grouped: S('text', 'value'),
  isAmount: test,
  currency: S('text', 'flag?'),
  date: S('text', 'value', 'pattern:text?', 'words?'),
  plural: S('text', 'count', 'one:text', 'other:text'),
  day: S('text', 'value', 'words?'),
  dayTime: S('text', 'value', 'words?'),
  dayText: S('text', 'value'),
  isCentavos: test,
  amountsIn: S('list', 'text'),
  // The packed ones (renderer/operationPacks.ts).
  fieldForm: S('object', 'items', 'config'),
  formErrors: S('list', 'form', 'values'),
  formValues: S('object', 'form', 'values', 'extra?'),
  itemValues: S('object', 'items'),
  eir: S('number', 'net', 'payments', 'release'),
  mobile: S('text', 'value'),
  // The screen's own (renderer/expressions.ts).
  rule: S('any', 'name:name'),
  where: S('list', 'list:list', 'rule:name', 'scope:object?'),
  table: S('any', 'name:name'),
  check: S('object', 'name:name'),
};

export const SIGNATURES: Readonly<Record<string, Signature>> = Object.fromEntries(Object.entries(WRITTEN).map(([op, make]) => [op, make(op)]));
