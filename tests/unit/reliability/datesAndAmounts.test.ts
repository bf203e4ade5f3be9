// @vitest-environment node
/**
 * Issue 16, "impossible dates" and "amounts that are not numbers": a server's
 * `0000-00-00` showed as 1899-11-30 and `2027-02-30` as 2027-03-02; "NaN",
 * true, null, 1e23 and negative amounts showed as "₱NaN", "₱true",
 * "₱999.999.999.999.999.900.000.92". Class: every date the product formats is
 * parsed strictly and an impossible or empty one reads as not available (the
 * market's mark, or the screen's own words); an amount that is not a finite,
 * non-negative number within the market's bound is never shown as money.
 *
 * Walks the JSON of every screen document (both market profiles) for each
 * `date`, `day`, `dayTime`, `peso`, `money` and `moneyRange` expression, and evaluates it in the
 * screen's context with its value replaced by hostile ones. A new screen or a
 * new figure on a screen is covered without code. Also: no screen glues a
 * currency sign to a value itself (`cat` with "₱" or `currency`): only `peso`
 * decides whether a figure is money.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../renderer/expressions.ts';
import { readyContext } from '../../../renderer/context.ts';
import type { Json, JsonObject, ScreenDoc } from '../../../renderer/types.ts';
import { settings, settingsFor } from '../../../app/settings.ts';
import { loadAllScreenDocs } from '../../support/loadScreenDoc.ts';

const FORMATS = new Set(['date', 'day', 'dayTime', 'peso', 'money', 'moneyRange']);
/** The date operations: `date` with its own pattern, `day` and `dayTime` the market's (their words second, not third). */
const DATES = new Set(['date', 'day', 'dayTime']);

interface Found {
  screen: ScreenDoc;
  where: string;
  op: string;
  args: Json[];
}

function expressionsIn(screen: ScreenDoc): Found[] {
  const out: Found[] = [];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${path}.${i}`));
    if (!value || typeof value !== 'object') return;
    const node = value as JsonObject;
    const keys = Object.keys(node);
    if (keys.length === 1 && FORMATS.has(keys[0]) && Array.isArray(node[keys[0]])) {
      out.push({ screen, where: `${screen.id}${path}`, op: keys[0], args: node[keys[0]] as Json[] });
    }
    for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
  };
  walk(screen, '');
  return out;
}

/** The expression with its value replaced by whatever data.hostile holds. */
function withHostile(found: Found, value: Json): Json {
  const ctx = readyContext(found.screen, { query: {}, data: { hostile: value }, config: marketSettings(found) });
  return evaluate({ [found.op]: [{ var: 'data.hostile' }, ...found.args.slice(1)] }, ctx, found.screen) as Json;
}

const settingsOf = new Map<ScreenDoc, JsonObject>();
const marketSettings = (found: Found) => settingsOf.get(found.screen) ?? settings;

const markets = [
  ['PH', settings],
  ['seed', settingsFor('seed')],
] as const;

const hostileDates: Json[] = [
  '0000-00-00',
  '0000-00-00 00:00:00',
  '2027-02-30',
  '2026-02-29',
  '2026-13-01',
  '2026-11-31',
  '2026-11-21 24:00:00',
  '2026-11-21 10:61',
  'next Tuesday',
  '',
  ' ',
  null,
  0,
  -1,
  '0',
  true,
  {},
  [],
  1e23,
];

// JSON cannot carry NaN or Infinity, but an amount computed in a rule can be either.
const hostileAmounts: Json[] = [
  'NaN',
  'Infinity',
  true,
  false,
  null,
  '',
  ' ',
  '12a',
  {},
  [],
  -1,
  -150050,
  '-5',
  1e23,
  '99999999999999999999992',
  1_000_000_001,
  NaN,
  Infinity,
];

describe.each(markets)('every date and amount a screen formats, %s market', (_market, marketConfig) => {
  const docs = loadAllScreenDocs(undefined, marketConfig);
  for (const doc of docs) settingsOf.set(doc, marketConfig);
  const found = docs.flatMap(expressionsIn);
  const notAvailable = String(((marketConfig.market as JsonObject)?.money as JsonObject)?.notAvailable ?? '—');

  it('finds them (repayment dates, plan rows, loan amounts, offer ranges)', () => {
    const ops = new Set(found.map((f) => f.op));
    expect(ops).toEqual(new Set(['date', 'day', 'dayTime', 'peso', 'moneyRange']));
    expect(found.length).toBeGreaterThanOrEqual(15);
  });

  for (const f of found.filter((x) => DATES.has(x.op))) {
    it(`${f.where}: a real date shows, an impossible or empty one reads as not available`, () => {
      // Its pattern may be a date, a time or both.
      expect(String(withHostile(f, '2026-11-21 10:05:00'))).toMatch(/2026|10:05/);
      // The screen's own words for "no date" (third argument), else the market's mark.
      const ctx = readyContext(f.screen, { query: {}, data: {}, config: marketConfig });
      const wordsArg = f.op === 'date' ? f.args[2] : f.args[1];
      const words = wordsArg === undefined ? '' : String(evaluate(wordsArg, ctx, f.screen) ?? '');
      for (const value of hostileDates) {
        expect(withHostile(f, value), `${JSON.stringify(value)}`).toBe(words || notAvailable);
      }
    });
  }

  for (const f of found.filter((x) => x.op === 'peso' || x.op === 'money')) {
    it(`${f.where}: an amount shows as money, anything else reads as not available`, () => {
      expect(String(withHostile(f, 500000))).toMatch(/5.000.00/);
      for (const value of hostileAmounts) {
        expect(withHostile(f, value), `${JSON.stringify(value)}`).toBe(notAvailable);
      }
    });
  }

  for (const f of found.filter((x) => x.op === 'moneyRange')) {
    it(`${f.where}: a range shows its ends that are amounts, never a sign before anything else`, () => {
      expect(String(withHostile(f, [200000, 2000000]))).toMatch(/2.000.*20.000/);
      for (const value of hostileAmounts.filter((v) => typeof v !== 'string')) {
        expect(withHostile(f, [value, value]), `[${JSON.stringify(value)}, ${JSON.stringify(value)}]`).toBe(notAvailable);
        expect(withHostile(f, { min: value, max: 2000000 } as Json), `min ${JSON.stringify(value)}`).toMatch(/^[₱₹]20.000$/);
      }
    });
  }
});

describe('only peso puts a currency sign before a figure', () => {
  const glued: string[] = [];
  const sign = /[₱₹]/;
  for (const doc of loadAllScreenDocs()) {
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${path}.${i}`));
      if (!value || typeof value !== 'object') return;
      const node = value as JsonObject;
      if (Array.isArray(node.cat)) {
        const parts = node.cat as Json[];
        const glues = parts.some(
          (p, i) =>
            i < parts.length - 1 && ((typeof p === 'string' && sign.test(p.slice(-1))) || (!!p && typeof p === 'object' && 'currency' in (p as JsonObject))),
        );
        if (glues) glued.push(`${doc.id}${path}`);
      }
      for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
    };
    walk(doc.body, '.body');
    walk(doc.rules ?? {}, '.rules');
  }
  it('no screen writes "₱" or {currency} next to a value in a cat (use {"peso": [value, flag]})', () => {
    expect(glued).toEqual([]);
  });
});
