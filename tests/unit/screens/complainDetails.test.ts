/**
 * The complaint detail (schemas/screens/complainDetails.json; SPEC 'Complaint
 * screens', Detail), through the real runtime and the sandbox: the rating
 * popup only when isNeedScore asks for it, 3 s after load, and Send posting
 * the stars. Labels are the screen's copy.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';
import { answerWith, setField } from '../../support/answerWith.ts';
import { scenario } from '../../../sandbox/scenarios.ts';
import { addDays } from '../../../renderer/calendarDay.ts';
import { fill, formatDay } from '../../../renderer/operations.ts';
import { settings, settingsFor } from '../../../app/settings.ts';
import { shownRows } from '../../../widgets/shownItems.ts';
import appCopy from '../../../schemas/copy.json' with { type: 'json' };
import PH from '../../../schemas/markets/PH.json' with { type: 'json' };
import lender from '../../../schemas/lender.json' with { type: 'json' };
import { answerIn } from '../../support/answerIn.ts';

const detail = loadScreenDoc('complainDetails').copy as Record<string, string>;

describe('complaint detail', () => {
  it('detail: no rating popup when isNeedScore is 0', async () => {
    const run = await runScreen('complainDetails', 'default');
    expect(findNode(run.tree().nodes, (n) => n.widget === 'Dialog')).toBeUndefined();
  });

  it('detail: the rating popup comes 3 s after load when isNeedScore is non-zero; Send posts the stars', async () => {
    // runScreen resolves when the onLoad chain ends, i.e. after the popup's delay.
    const started = Date.now();
    const run = await runScreen('complainDetails', 'complaint-detail-answered');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    const rating = () => findNode(run.tree().nodes, (n) => n.widget === 'Dialog');
    expect(rating()).toBeTruthy();
    await run.tap((n) => n.widget === 'StarRating', 'change', 4);
    await run.tap((n) => n.props.label === detail.send);
    const sent = run.effects.requests.filter((r) => r.endpoint === 'saveScore');
    expect(sent.map((r) => JSON.parse(r.body))).toEqual([{ score: 4, problemId: '4990' }]);
    expect(rating()).toBeUndefined();
  });
});

/**
 * CONTRACT section 8 (PH): the detail shows the complaint's reference, when
 * it was sent, the date by which the lender answers (sent + the market's
 * answerDays) and its status; once that date has passed without a reply, a
 * way to the SEC (the market's regulatorUrl). The seed profile shows none of
 * it. The reply is signed with the lender's name (config.lender.tradeName).
 * Every text is the screen's copy in the page's language; days are written
 * the market's way (formatDay, copy monthsShort).
 */
describe('complaint detail: reference, answer date and the way to the SEC (CONTRACT section 8)', () => {
  const months = (lang: string) => appCopy[lang as 'en' | 'fil'].monthsShort;
  const shownDay = (day: string, lang: string) => formatDay(day, '', { pattern: PH.dates.day, monthsShort: months(lang) });
  const cardRows = (run: ScreenRun) => shownRows(findNode(run.tree().nodes, (n) => n.widget === 'ProductCard')?.props.rows).map((r) => [r.text, r.value]);
  const regulator = (run: ScreenRun) => findNode(run.tree().nodes, (n) => n.widget === 'Section' && n.id.endsWith('regulator'));
  const sentOn = (name: string) => (scenario(name)?.responses?.problemDetail?.body as { data: { time: string } }).data.time.slice(0, 10);
  const detailOf = (name: string) => (scenario(name)?.responses?.problemDetail?.body as { data: Record<string, string> }).data;

  for (const lang of ['en', 'fil']) {
    const copy = loadScreenDoc('complainDetails', lang).copy as Record<string, string>;

    it(`${lang}: within its date, the detail shows reference, sent day, answer-by day and status; no way to the SEC`, async () => {
      const run = await runScreen('complainDetails', 'complaint-detail-within', undefined, { lang });
      const sent = sentOn('complaint-detail-within');
      expect(cardRows(run)).toEqual(
        expect.arrayContaining([
          [copy.referenceLabel, detailOf('complaint-detail-within').problemId],
          [copy.filedLabel, shownDay(sent, lang)],
          [copy.answerByLabel, shownDay(addDays(sent, PH.complaints.answerDays)!, lang)],
          [copy.statusLabel, answerIn(detailOf('complaint-detail-within').status, lang)],
        ]),
      );
      expect(regulator(run)).toBeUndefined();
      expect(findNode(run.tree().nodes, (n) => n.props.text === copy.pending)).toBeTruthy();
    });

    it(`${lang}: past its date without a reply, the way to the SEC, with the date and reference, opening the market's address`, async () => {
      const run = await runScreen('complainDetails', 'complaint-detail-overdue', undefined, { lang });
      const answerBy = addDays(sentOn('complaint-detail-overdue'), PH.complaints.answerDays)!;
      const section = regulator(run);
      expect(section?.props.title).toBe(copy.secTitle);
      const message = fill(copy.secMessage, { answerBy: shownDay(answerBy, lang), reference: detailOf('complaint-detail-overdue').problemId });
      expect(findNode(section!.children ?? [], (n) => n.props.text === message)).toBeTruthy();
      // The pending promise is not shown beside it: the date has passed.
      expect(findNode(run.tree().nodes, (n) => n.props.text === copy.pending)).toBeUndefined();
      await run.tap((n) => n.props.label === copy.secButton);
      expect(run.effects.navigations).toEqual([expect.objectContaining({ kind: 'leave', to: PH.complaints.regulatorUrl })]);
    });
  }

  it('the date passes at the end of the answer day: on it no SEC way, the day after there is', async () => {
    const answerBy = addDays(sentOn('complaint-detail-overdue'), PH.complaints.answerDays)!;
    const onTheDay = await runScreen('complainDetails', 'complaint-detail-overdue', undefined, { today: answerBy });
    expect(regulator(onTheDay)).toBeUndefined();
    const dayAfter = await runScreen('complainDetails', 'complaint-detail-overdue', undefined, { today: addDays(answerBy, 1)! });
    expect(regulator(dayAfter)).toBeTruthy();
  });

  it('a reply, even a late one, takes the SEC way away', async () => {
    answerWith(
      'problemDetail',
      (body) => setField(body, 'data.disposeDetail', detailOf('complaint-detail-answered').disposeDetail),
      'complaint-detail-overdue',
    );
    const run = await runScreen('complainDetails', 'complaint-detail-overdue');
    expect(regulator(run)).toBeUndefined();
  });

  it('no sent time (or not a date): no answer date and no SEC way, never a made-up date', async () => {
    answerWith('problemDetail', (body) => setField(body, 'data.time', '2026-02-30 10:00:00'), 'complaint-detail-overdue');
    const run = await runScreen('complainDetails', 'complaint-detail-overdue');
    const labels = cardRows(run).map(([label]) => label);
    expect(labels).not.toContain(run.screen.copy?.answerByLabel);
    expect(labels).not.toContain(run.screen.copy?.filedLabel);
    expect(regulator(run)).toBeUndefined();
  });

  it('seed (the SPEC as written): none of it is shown', async () => {
    const run = await runScreen('complainDetails', 'complaint-detail-overdue', undefined, { settings: settingsFor('seed') });
    const copy = run.screen.copy as Record<string, string>;
    const labels = cardRows(run).map(([label]) => label);
    for (const key of ['referenceLabel', 'filedLabel', 'answerByLabel', 'statusLabel']) expect(labels).not.toContain(copy[key]);
    expect(regulator(run)).toBeUndefined();
  });

  for (const lang of ['en', 'fil']) {
    it(`${lang}: the reply is signed with the lender's name from config.lender, not a made-up person`, async () => {
      const copy = loadScreenDoc('complainDetails', lang).copy as Record<string, string>;
      const signature = (run: ScreenRun) => findNode(run.tree().nodes, (n) => n.id.endsWith('signature'))?.props.text;
      const run = await runScreen('complainDetails', 'complaint-detail-within', undefined, { lang });
      expect(signature(run)).toBeUndefined();
      answerWith(
        'problemDetail',
        (body) => setField(body, 'data.disposeDetail', detailOf('complaint-detail-answered').disposeDetail),
        'complaint-detail-within',
      );
      const answered = await runScreen('complainDetails', 'complaint-detail-within', undefined, { lang });
      expect(signature(answered)).toBe(fill(copy.signature, { tradeName: lender.tradeName }));
      // Another lender's name follows from the one source.
      const other = { ...settings, lender: { ...lender, tradeName: 'Bayanihan Credit' } };
      const renamed = await runScreen('complainDetails', 'complaint-detail-within', undefined, { lang, settings: other });
      expect(signature(renamed)).toBe(fill(copy.signature, { tradeName: 'Bayanihan Credit' }));
    });
  }
});
