/**
 * The operation packs (decision 035): six operations of the engine whose code
 * lives in modules of their own, loaded with the screens that use them
 * (renderer/screenFeatures.ts, app/screenFeatures.ts): the server-described
 * form fields (forms/fieldForm.ts), the effective interest rate
 * (effectiveRate.ts) and the market's mobile number (mobileNumber.ts).
 * expressions.ts evaluates them with the code of the screen's packs; a leaf
 * of the engine, so the evaluator and the view import it without a circle.
 */
import type { formsPack } from './forms/fieldForm.ts';
import type { ratesPack } from './effectiveRate.ts';
import type { mobilePack } from './mobileNumber.ts';
import { eachObject } from './eachObject.ts';

/** The code of the operations that live in modules of their own, by pack: each module says what it hands over. */
export interface OperationPacks {
  forms?: typeof formsPack;
  rates?: typeof ratesPack;
  mobile?: typeof mobilePack;
}

export type PackName = keyof OperationPacks;

/** Each packed operation and its pack (renderer/expressions.ts takes their code from the screen's packs). */
export const PACKED_OPERATIONS: Readonly<Record<string, PackName>> = {
  fieldForm: 'forms',
  formErrors: 'forms',
  formValues: 'forms',
  itemValues: 'forms',
  eir: 'rates',
  mobile: 'mobile',
};

/**
 * The packs a document uses: those of every packed operation it names (an object whose one key is the
 * operation), its shared parts already filled in. Sorted, each once.
 */
export function packsOf(doc: unknown): PackName[] {
  const found = new Set<PackName>();
  eachObject(doc, (object) => {
    const keys = Object.keys(object);
    if (keys.length === 1 && Object.prototype.hasOwnProperty.call(PACKED_OPERATIONS, keys[0])) found.add(PACKED_OPERATIONS[keys[0]]);
  });
  return [...found].sort();
}

const scoped = new WeakMap<object, WeakMap<object, object>>();

/**
 * The screen as the engine evaluates it: with the operation packs handed in `features` (the screen itself when
 * none are). The same object for the same screen and packs, so what is worked out per screen (rule values) is
 * kept across draws.
 */
export function withPacks<S extends object>(screen: S, features: { packs?: OperationPacks } | undefined): S & { packs?: OperationPacks } {
  const packs = features?.packs;
  if (!packs) return screen;
  let byPacks = scoped.get(screen);
  if (!byPacks) scoped.set(screen, (byPacks = new WeakMap()));
  let out = byPacks.get(packs) as (S & { packs: OperationPacks }) | undefined;
  if (!out) byPacks.set(packs, (out = { ...screen, packs }));
  return out;
}
