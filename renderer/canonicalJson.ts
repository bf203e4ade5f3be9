/**
 * canonicalJson: the one text of a JSON value, as RFC 8785 (the JSON Canonicalization Scheme, JCS)
 * defines it. A receipt is hashed here and again on the server; the two hashes agree only if both
 * sides hash the same bytes, and RFC 8785 fixes those bytes whatever order the keys were built in:
 *
 * - no whitespace;
 * - object keys sorted by their UTF-16 code units (plain string comparison, never localeCompare);
 * - numbers written as ECMAScript writes them (JSON.stringify of a finite number; -0 is "0");
 * - strings escaped as JSON.stringify escapes them (only `"`, `\` and control characters below
 *   U+0020), everything else, emoji and ₱ included, passed through as it is.
 *
 * It refuses what has no canonical form, naming where it was (e.g. `receipt.figures.eir`): NaN and
 * the infinities, a string with a lone surrogate (RFC 8785 requires well-formed Unicode), undefined
 * (except as an object member, which is left out as JSON leaves it out), functions, symbols, bigints,
 * and anything that is not a plain object or an array (a Date, a Map, a class instance).
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Where a value sits, for an error message: `receipt.figures.eir`, `items[2]`, `names["a b"]`. */
function where(path: string): string {
  return path === '' ? 'the value itself' : path.replace(/^\./, '');
}

function child(path: string, key: string): string {
  return IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

function fail(path: string, problem: string): never {
  throw new Error(`canonicalJson: ${where(path)} ${problem}, which RFC 8785 (canonical JSON) cannot write`);
}

/** A plain object: from a literal, JSON.parse or Object.create(null), in this realm or another. */
function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

function writeString(text: string, path: string): string {
  if (LONE_SURROGATE.test(text)) fail(path, 'holds a lone surrogate (not well-formed Unicode)');
  return JSON.stringify(text);
}

function write(value: unknown, path: string, open: Set<object>): string {
  switch (typeof value) {
    case 'string':
      return writeString(value, path);
    case 'number':
      if (!Number.isFinite(value)) fail(path, `is ${value}`);
      return JSON.stringify(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      break;
    default:
      return fail(path, value === undefined ? 'is undefined' : `is a ${typeof value}`);
  }
  if (value === null) return 'null';
  if (open.has(value)) fail(path, 'refers back to itself');
  open.add(value);
  let text: string;
  if (Array.isArray(value)) {
    text = `[${Array.from({ length: value.length }, (_, i) => write(value[i], `${path}[${i}]`, open)).join(',')}]`;
  } else if (isPlainObject(value)) {
    const members: string[] = [];
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record).sort(byCodeUnits)) {
      if (record[key] === undefined) continue;
      const at = child(path, key);
      members.push(`${writeString(key, at)}:${write(record[key], at, open)}`);
    }
    text = `{${members.join(',')}}`;
  } else {
    const kind = (value as { constructor?: { name?: string } }).constructor?.name || Object.prototype.toString.call(value).slice(8, -1);
    fail(path, `is a ${kind}, not a plain object or array`);
  }
  open.delete(value);
  return text;
}

/** The RFC 8785 canonical JSON text of value; throws an Error naming the path of anything it cannot write. */
export function canonicalJson(value: unknown): string {
  return write(value, '', new Set());
}
