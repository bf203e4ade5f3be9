// @vitest-environment node
/**
 * Every message the bank form composes reads as a sentence (issue 17:
 * "Please select Date of birth"): each field the sandbox's scenarios send,
 * in every language, for a missing value and a malformed one. The field's
 * title keeps its capitals only where it is a name or an abbreviation
 * (GCash, TIN, the config's properNames).
 */
import { describe, expect, it } from 'vitest';
import { formErrors, itemsToForm, titleInSentence } from '../../../renderer/forms/fieldForm.ts';
import { scenario, scenarioNames } from '../../../sandbox/scenarios.ts';
import { loadScreenDoc } from '../../support/runScreen.ts';

const LANGUAGES = ['en', 'fil'];

/** Every distinct server item of every scenario's cardInit answer. */
const ITEMS = (() => {
  const seen = new Map<string, Record<string, unknown>>();
  for (const name of scenarioNames()) {
    const answer = (scenario(name)?.responses as Record<string, { body?: { data?: { items?: unknown } } }> | undefined)?.cardInit;
    const items = answer?.body?.data?.items;
    for (const item of Array.isArray(items) ? items : []) {
      if (item && typeof item === 'object' && !seen.has(JSON.stringify(item))) seen.set(JSON.stringify(item), item as Record<string, unknown>);
    }
  }
  return [...seen.values()];
})();

/** Values that break every check of a field: empty, then a wrong value of the field's kind. */
const WRONG = { phone: '12', bankCard: '12', number: 'abc', money: '1.234', text: '' };

describe('bank form messages', () => {
  it('the scenarios send the fields of the issue', () => {
    expect(ITEMS.map((i) => i.title)).toEqual(expect.arrayContaining(['Date of birth', 'City', 'GCash number', 'TIN or SSS number']));
  });

  it.each(LANGUAGES)('%s: every composed message is a sentence with the title as it reads mid-sentence', (lang) => {
    const config = loadScreenDoc('bindBank', lang).constants!.fieldConfig as { properNames: string[] };
    const form = itemsToForm(ITEMS, config);
    const missing = formErrors(form, {});
    const wrong = formErrors(form, Object.fromEntries(form.fields.map((f) => [f.code, WRONG[f.mask as keyof typeof WRONG] ?? ''])));
    const messages = [...missing, ...wrong];
    expect(messages.length).toBeGreaterThanOrEqual(ITEMS.length);
    const problems: string[] = [];
    for (const { code, message } of messages) {
      const field = form.fields.find((f) => f.code === code)!;
      const words = message.split(/\s+/).slice(1);
      const ordinaryCapital = words.filter((w) => /^\p{Lu}\p{Ll}+$/u.test(w) && !config.properNames.includes(w));
      if (/[{}]/.test(message)) problems.push(`${code}: a placeholder left in "${message}"`);
      if (!/^\p{Lu}/u.test(message)) problems.push(`${code}: "${message}" does not start as a sentence`);
      if (ordinaryCapital.length) problems.push(`${code}: "${message}" has ${ordinaryCapital.join(', ')} capitalised mid-sentence`);
      if (message === field.requiredMessage && !message.includes(titleInSentence(field.title, config.properNames))) {
        problems.push(`${code}: "${message}" does not name the field`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each([
    ['Date of birth', 'date of birth'],
    ['City', 'city'],
    ['Monthly income (₱)', 'monthly income (₱)'],
    ['GCash number', 'GCash number'],
    ['TIN or SSS number', 'TIN or SSS number'],
    ['Maya number', 'Maya number'],
  ])('titleInSentence(%j) → %j', (title, inSentence) => {
    expect(titleInSentence(title, ['Maya'])).toBe(inSentence); // server text: a channel name of cardInit
  });
});
