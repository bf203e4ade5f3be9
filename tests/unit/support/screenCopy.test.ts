// @vitest-environment node
/**
 * The unit tests' copy reader (tests/support/loadScreenDoc.ts): a screen's
 * own text, else the app's, and a key that is neither is an error, not an
 * empty text a test would then look for and find (a renamed key would leave
 * the test passing whatever the screen shows).
 */
import { describe, expect, it } from 'vitest';
import { appCopyIn } from '../../../app/localized.ts';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';

const list = loadScreenDoc('complaintList');
const app = appCopyIn(list.lang!);

describe('screenCopy', () => {
  it("the screen's own text of the key", () => {
    expect(screenCopy(list, 'empty')).toBe(list.copy!.empty);
  });

  it("a key the screen does not have: the app's text (schemas/copy.json)", () => {
    expect(list.copy!.retry).toBeUndefined();
    expect(screenCopy(list, 'retry')).toBe(app.retry);
  });

  it('a key that is no text of either throws, naming the key and the screen', () => {
    expect(() => screenCopy(list, 'emtpy')).toThrow(/"emtpy" is no text of complaintList's copy/);
  });
});
