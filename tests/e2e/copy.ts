/**
 * The wording the app takes from schemas/, read from the files the app reads,
 * so product staff can reword any text without breaking the suites: a test
 * finds a control or a message by the copy key's current text, never by a
 * literal (tests/unit/testsReadCopy.test.ts sees to it; SPEC's own words are
 * compared by the note of tests/unit/specTexts.test.ts, not by the suites).
 * Each area's helper module holds its screens' English copy (repayHelpers'
 * repayCopy, complaintHelpers' detailCopy…); the order screen, the bank
 * screen, the site, the test page and the app-wide texts are here. The suites
 * run in English under the PH profile (CONTRACT section 6); the SPEC's Chinese
 * and Indonesian texts are checked under the seed profile only
 * (seedMarket.spec.ts).
 */
import appCopyFile from '../../schemas/copy.json' with { type: 'json' };
import config from '../../schemas/config.json' with { type: 'json' };
import orderScreen from '../../schemas/screens/orderDetail.json' with { type: 'json' };
import bankScreen from '../../schemas/screens/bindBank.json' with { type: 'json' };
import siteScreen from '../../schemas/screens/site.json' with { type: 'json' };
import previewScreen from '../../schemas/screens/testPreview.json' with { type: 'json' };
import aboutContent from '../../schemas/content/aboutUs.json' with { type: 'json' };
import policyContent from '../../schemas/content/privacyPolicy.json' with { type: 'json' };
import loanContent from '../../schemas/content/loanTerms.json' with { type: 'json' };
import PH from '../../schemas/markets/PH.json' with { type: 'json' };
import { readScreen } from '../../scripts/readScreen.ts';
import { dayText } from '../../renderer/operations.ts';
import { escapeRegExp } from '../../renderer/escapeRegExp.ts';

/**
 * A screen's English copy as the app has it: its own texts and those of the
 * shared parts it uses (schemas/parts/), merged the app's way. `T` is the
 * type of those JSON files' English copy, so a key that is not there does
 * not compile.
 */
export function englishCopy<T>(screen: string): T {
  return readScreen(screen).copy?.en as T;
}

/** A screen's copy in one language (`fil`: the Filipino a borrower reads with lang=fil), with its parts'. */
export function copyIn<T>(screen: string, lang: string): T {
  return readScreen(screen).copy?.[lang] as T;
}

/** The order details screen's copy. */
export const screenCopy = englishCopy<typeof orderScreen.copy.en>('orderDetail');
/** The app-wide texts in English, the language these suites run in (tests/e2e/deadEnds.spec.ts walks Filipino too). */
export const appCopy = appCopyFile.en;
export { config };

/** The bank binding screen's copy (labels, placeholders and messages of its fields too). */
export const bankCopy = englishCopy<typeof bankScreen.copy.en>('bindBank');

/** The official site's copy: its nav links (label, section, path), the contact form and the footer. */
export const siteCopy = englishCopy<typeof siteScreen.copy.en>('site');

/** The developer test page's copy. */
export const previewCopy = englishCopy<typeof previewScreen.copy.en>('testPreview');

/** The long texts in English (schemas/content/): the legal pages' and About us' titles and sections. */
export const contentCopy = { aboutUs: aboutContent.en, privacyPolicy: policyContent.en, loanTerms: loanContent.en };

/** A copy text inside a regular expression, taken literally (a label with '?' or '(₱)' still matches itself). */
/**
 * A server's date ('2026-12-21', '2026-11-20 09:15:00') as the page shows it under PH, in a language: the
 * market's day or day-and-time pattern with the copy's month names (the `day`/`dayTime` operations).
 */
export const shownDay = (date: string, lang: 'en' | 'fil' = 'en'): string =>
  dayText(date, { pattern: PH.dates.day, timePattern: PH.dates.dayTime, monthsShort: appCopyFile[lang].monthsShort });

export { escapeRegExp };

/** A line of the test page's bridge log: its time, the receiver's name (from the copy), the handler and the body as JSON. */
export const bridgeLogLine = (receiver: string, handler: string, body: unknown): RegExp =>
  new RegExp(`^\\d\\d:\\d\\d:\\d\\d ${escapeRegExp(`${receiver}: ${handler} ${JSON.stringify(body)}`)}$`);
