// @vitest-environment node
/**
 * Every message the product writes is a sentence a borrower understands
 * (issue 17): never a bare "error" or "failed", never a developer's
 * lowercase note such as "failed to query card list".
 *
 * A message is any text the schemas put where a borrower reads what
 * happened or what to do: a toast (`ui.toast`), a data source's
 * `incompleteText`, a form's or a field's `message(s)`, a widget's `message`
 * prop, the engine's failure texts (and the fallbacks it uses without copy),
 * and every copy key named like one (…Error, …Message, …Invalid, …Failed,
 * incomplete). Walked over every screen, schemas/copy.json and the market's
 * own wording, in every language of the market: a new screen, message or
 * language is covered without code.
 *
 * A sentence here: starts with a capital letter (or a digit or sign), has at
 * least three words, and ends with . ! ? or …
 */
import { describe, expect, it } from 'vitest';
import { ENGINE_COPY_KEYS, ENGINE_FALLBACK_TEXT, type EngineCopyKey } from '../../../renderer/engineCopy.ts';
import { isObject } from '../../../renderer/isObject.ts';
import type { Json, ScreenDoc } from '../../../renderer/types.ts';
import { appCopyIn, marketOf } from '../../../app/localized.ts';
import { settings } from '../../../app/settings.ts';
import { loadScreenDoc, loadScreenSource, screenIdsOnDisk } from '../../support/loadScreenDoc.ts';

/** Engine texts that are messages (the others are a label, a heading, a loading word). */
const ENGINE_MESSAGES = ENGINE_COPY_KEYS.filter((k) => !['loading', 'retry', 'errorHeading'].includes(k));

/** Props and arguments whose text the borrower reads as a message. */
const MESSAGE_SLOTS = new Set(['message', 'messages', 'incompleteText']);

/** Copy keys named as messages. */
const MESSAGE_NAME = /(?:Error|Message|Invalid|Failed|Incomplete|Unavailable|Rejected)$|^(?:incomplete|cannotPay)$/;

/**
 * Left out, and why: the developer test page (no borrower reaches it; its
 * texts are pieces of log lines), and the confirmations SPEC quotes word for
 * word ('copy success', 'Successful!', 'Upload succeeded!', 'Registration
 * successful'): they say that something worked, not what went wrong or what
 * to do, and their wording belongs to the success confirmations.
 */
const NOT_CHECKED = {
  screens: ['testPreview'],
  keys: [
    'repay copied',
    'repayDelay copied',
    'repaymentOfCode copied',
    'repaymentOfCode2 copied',
    'site sent',
    'complainPageNext uploaded',
    'promoRegister registered',
  ],
};

/** The copy key of a {"var": "copy.…"} expression, else null. */
function copyKey(value: Json): string | null {
  if (!isObject(value) || Object.keys(value).length !== 1 || !('var' in value)) return null;
  const path = Array.isArray(value.var) ? value.var[0] : value.var;
  return typeof path === 'string' && path.startsWith('copy.') ? path.split('.')[1] : null;
}

/** Every copy key used in a message slot of a document (its copy left out). */
function messageKeysUsed(value: Json, inSlot: boolean, into: Set<string>): Set<string> {
  const key = copyKey(value);
  if (key) {
    if (inSlot) into.add(key);
    return into;
  }
  if (Array.isArray(value)) value.forEach((v) => messageKeysUsed(v, inSlot, into));
  else if (isObject(value)) {
    // A toast step: whatever it shows is a message.
    if (value.action === 'ui.toast' && isObject(value.args)) messageKeysUsed(value.args.text ?? null, true, into);
    for (const [k, v] of Object.entries(value)) messageKeysUsed(v, inSlot || MESSAGE_SLOTS.has(k), into);
  }
  return into;
}

/** Why a text is not a sentence, or null when it is one. */
function notASentence(text: string): string | null {
  const t = text.trim();
  if (!t) return 'empty';
  if (!/^[\p{Lu}\p{N}₱"“'({]/u.test(t)) return 'does not start with a capital letter';
  if (t.split(/\s+/).length < 3) return 'fewer than three words (a bare word is not a message)';
  if (!/[.!?…][)"”']?$/.test(t)) return 'does not end with . ! ? or …';
  return null;
}

const languages = marketOf(settings).languages;

interface Message {
  where: string;
  lang: string;
  text: string;
}

/** Every message text of the product in one language. */
function messagesIn(lang: string): Message[] {
  const out: Message[] = [];
  const app = appCopyIn(lang);
  const add = (where: string, value: Json | undefined) => {
    if (typeof value === 'string') out.push({ where, lang, text: value });
    // A template of several messages (a form's messages by field) holds sentences too.
    else if (isObject(value)) for (const [k, v] of Object.entries(value)) add(`${where}.${k}`, v);
  };
  for (const key of ENGINE_MESSAGES) add(`schemas/copy.json ${key}`, app[key]);
  for (const [key, value] of Object.entries(app)) if (MESSAGE_NAME.test(key)) add(`schemas/copy.json ${key}`, value);
  for (const id of screenIdsOnDisk().filter((i) => !NOT_CHECKED.screens.includes(i))) {
    const doc: ScreenDoc = loadScreenDoc(id, lang);
    const { copy: _own, ...rest } = loadScreenSource(id);
    const keys = messageKeysUsed(rest as unknown as Json, false, new Set());
    for (const key of Object.keys(doc.copy ?? {})) if (MESSAGE_NAME.test(key) || (ENGINE_MESSAGES as readonly string[]).includes(key)) keys.add(key);
    for (const key of keys) if (!NOT_CHECKED.keys.includes(`${id} ${key}`)) add(`schemas/screens/${id}.json copy.${key}`, doc.copy?.[key] ?? app[key]);
  }
  return out;
}

describe('every message is a sentence a borrower understands', () => {
  it('finds the messages (the walk is not empty)', () => {
    const found = messagesIn(languages[0]);
    expect(found.length).toBeGreaterThan(60);
    // A few known ones, so a broken walk cannot pass quietly.
    const where = found.map((m) => m.where);
    expect(where).toContain('schemas/copy.json networkError');
    expect(where).toContain('schemas/screens/repaymentWay.json copy.cardsFailed');
    expect(where).toContain('schemas/screens/repaymentWay.json copy.selectCard');
    expect(where).toContain('schemas/screens/orderDetail.json copy.incomplete');
  });

  for (const lang of languages) {
    it(`in ${lang}: every message of every screen, schemas/copy.json and the market is a sentence`, () => {
      const wrong = messagesIn(lang)
        .map((m) => ({ ...m, why: notASentence(m.text) }))
        .filter((m) => m.why !== null)
        .map((m) => `${m.where} (${m.lang}): ${JSON.stringify(m.text)} — ${m.why}`);
      expect(wrong).toEqual([]);
    });
  }

  it("the engine's own fallback texts (no copy at hand) are sentences too", () => {
    const wrong = ENGINE_MESSAGES.map((k: EngineCopyKey) => [k, ENGINE_FALLBACK_TEXT[k], notASentence(ENGINE_FALLBACK_TEXT[k])]).filter(
      ([, , why]) => why !== null,
    );
    expect(wrong).toEqual([]);
  });

  it('the rule itself: a bare word or a developer note is refused, a sentence passes', () => {
    for (const bare of ['error', 'Error', 'failed', 'Failed.', 'failed to query card list', 'please select bank card first', 'Network error'])
      expect(notASentence(bare), bare).not.toBeNull();
    // Made-up sentences (the copy's own are walked above).
    for (const fine of ['No network. Please check your connection and try again.', 'Pumili muna ng card.', "We couldn't open this page. Please try again."])
      expect(notASentence(fine), fine).toBeNull();
  });
});
