/**
 * The registration agreement of the promotion pages
 * (schemas/screens/promoAgreement.json; SPEC 'Promotion register page': the
 * agreement link goes to #/agreementTemplate): reached from the register
 * page's link, every section drawn (heading, then its text, in order, in
 * each language), the same minimum age as the lender's other legal texts,
 * and 'Back to registration' taking the visitor back, also when the page was
 * opened on its own in a browser. Words are the screen's copy.
 */
import { describe, expect, it } from 'vitest';
import { drawScreen, visibleText } from '../../support/drawScreen.tsx';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';
import { runScreen } from '../../support/runScreen.ts';
import { backGestures } from '../../support/backGestures.ts';
import { actions } from '../../../actions/index.ts';
import lender from '../../../schemas/lender.json' with { type: 'json' };
import routeFile from '../../../schemas/routes.json' with { type: 'json' };

interface Part {
  heading: string;
  body: string;
}

describe('registration agreement', () => {
  it("is the page the register page's agreement link opens", async () => {
    const register = await runScreen('promoRegister', 'default');
    await register.tap((n) => n.props.label === screenCopy(register.screen, 'agreement'));
    expect(register.effects.navigations).toHaveLength(1);
    const path = register.effects.navigations[0].to!.split('?')[0];
    expect((routeFile.promo as Record<string, string>)[path]).toBe('promoAgreement');
  });

  it.each(['en', 'fil'])('%s: every section, its heading then its text, in order', async (lang) => {
    const agreement = loadScreenDoc('promoAgreement', lang);
    const parts = agreement.copy!.sections as unknown as Part[];
    expect(parts.length).toBeGreaterThan(0);
    const { container } = await drawScreen(agreement, actions, {});
    expect([...container.querySelectorAll('section h2')].map((h) => h.textContent)).toEqual(parts.map((p) => p.heading));
    const text = visibleText(container);
    let at = -1;
    for (const { heading, body } of parts) {
      const next = text.indexOf(`${heading} ${body}`, at + 1);
      expect(next, heading).toBeGreaterThan(at);
      at = next;
    }
  });

  it.each(['en', 'fil'])("%s: who may register is the lender's minimum age (schemas/lender.json), as in the privacy policy", (lang) => {
    const parts = loadScreenDoc('promoAgreement', lang).copy!.sections as unknown as Part[];
    const ages = parts.flatMap((p) => [...p.body.matchAll(/\b(\d{2}) (?:years|taong)\b/g)].map((m) => Number(m[1])));
    expect(ages).toEqual([lender.figures.minimumAge]);
  });

  describe('Back to registration', () => {
    backGestures();
    const back = (run: Awaited<ReturnType<typeof runScreen>>) => run.tap((n) => n.props.label === screenCopy(run.screen, 'back'));

    it('from the register page: back to it, nothing asked of an app', async () => {
      const run = await runScreen('promoAgreement', 'default', undefined, { cameFromApp: true });
      await back(run);
      expect(run.effects.navigations).toEqual([{ kind: 'back' }]);
      expect(run.effects.native).toEqual([]);
    });

    it('opened on its own in a browser (no app around it): the browser still takes its own step back', async () => {
      const run = await runScreen('promoAgreement', 'default');
      await back(run);
      expect(run.effects.navigations).toEqual([{ kind: 'back' }]);
    });
  });
});
