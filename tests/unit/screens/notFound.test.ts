/**
 * The not-found page (schemas/screens/notFound.json): what an address with
 * no screen shows, never a blank page. Through the real runtime: the app's
 * words for it (schemas/copy.json, in each language), the error page's
 * layout with only a way back (no 'Try again': the address will not change
 * by itself), and that way back under both fake shells: back in the app
 * when the borrower came from a page of it, else the web view closes.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';
import { installFakeShell } from '../../support/fakeShells.ts';
import { backGestures } from '../../support/backGestures.ts';
import type { JsonObject } from '../../../renderer/types.ts';

const state = (run: ScreenRun) => findNode(run.tree().nodes, (n) => n.widget === 'ErrorState');

describe('an address with no page', () => {
  it.each(['en', 'fil'])("%s: says so in the app's words, under its title, with the not-found icon", async (lang) => {
    const run = await runScreen('notFound', 'default', undefined, { lang });
    const screen = loadScreenDoc('notFound', lang);
    expect(run.tree()).toMatchObject({ phase: 'ready', title: screenCopy(screen, 'notFoundTitle') });
    expect(state(run)?.props).toMatchObject({ icon: 'notFound', message: screenCopy(screen, 'notFoundMessage') });
    expect(run.effects.requests).toEqual([]);
  });

  it("offers only a way back, no 'Try again'", async () => {
    const run = await runScreen('notFound', 'default');
    const actions = state(run)?.props.actions as JsonObject[];
    expect(actions.map((a) => [a.event, a.label])).toEqual([['back', screenCopy(run.screen, 'back')]]);
  });

  describe('the way back is never a trap', () => {
    backGestures();

    for (const shell of ['ios', 'android'] as const) {
      it(`${shell}: on the web view's first page it closes the web view`, async () => {
        const got = installFakeShell(shell);
        const run = await runScreen('notFound', 'default');
        await run.tap((n) => n.widget === 'ErrorState', 'back');
        expect(got.map((m) => m.name)).toEqual(['closeWebView']);
        expect(run.effects.navigations).toEqual([]);
      });

      it(`${shell}: reached from another page of the app, it goes back there`, async () => {
        const got = installFakeShell(shell);
        const run = await runScreen('notFound', 'default', undefined, { cameFromApp: true });
        await run.tap((n) => n.widget === 'ErrorState', 'back');
        expect(got).toEqual([]);
        expect(run.effects.navigations).toEqual([{ kind: 'back' }]);
      });
    }
  });
});
