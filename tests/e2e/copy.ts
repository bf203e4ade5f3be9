/**
 * Wording the app takes from schemas/ that SPEC does not quote (dialog titles,
 * error texts, the default service phone). Read from the same files the app
 * reads, so product staff can reword them without breaking the suite. The
 * suites run in English under the PH profile (CONTRACT section 6); the SPEC's
 * Chinese and Indonesian texts are checked under the seed profile only
 * (seedMarket.spec.ts).
 */
import appCopyFile from '../../schemas/copy.json' with { type: 'json' };
import config from '../../schemas/config.json' with { type: 'json' };
import orderScreen from '../../schemas/screens/orderDetail.json' with { type: 'json' };
import bankScreen from '../../schemas/screens/bindBank.json' with { type: 'json' };

export const screenCopy = orderScreen.copy.en;
/** The app-wide texts in English, the language these suites run in (tests/e2e/language.spec.ts walks Filipino). */
export const appCopy = appCopyFile.en;
export { config };

/** The bank binding screen's copy (labels, placeholders and messages of its fields too). */
export const bankCopy = bankScreen.copy.en;

/** A copy text inside a regular expression, taken literally (a label with '?' or '(₱)' still matches itself). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A line of the test page's bridge log: its time, the receiver's name (from the copy), the handler and the body as JSON. */
export const bridgeLogLine = (receiver: string, handler: string, body: unknown): RegExp =>
  new RegExp(`^\\d\\d:\\d\\d:\\d\\d ${escapeRegExp(`${receiver}: ${handler} ${JSON.stringify(body)}`)}$`);
