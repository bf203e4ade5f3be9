/**
 * The official site (schemas/screens/site.json; SPEC 'Official site') as a
 * person reads it, rendered with the real widgets at a route: the five
 * sections, the footer details from schemas/lender.json, the same loan
 * figures as the terms, and /User empty; and the contact form through the
 * real runtime (Company, Subject and Message all required; it only
 * confirms, nothing is sent). Fields and messages are found by the copy.
 */
import { describe, expect, it } from 'vitest';
import { pageText } from '../../support/pageText';
import { runScreen, type ScreenRun } from '../../support/runScreen';
import { screenCopy } from '../../support/loadScreenDoc';
import lender from '../../../schemas/lender.json';

const f = lender.figures;

describe('official site', () => {
  it('has the five sections, the footer details and the same legal text', () => {
    const { text, ids } = pageText('site', '/Loan');
    for (const id of ['home', 'about', 'policy', 'loan', 'contact']) expect(ids).toContain(id);
    for (const detail of [lender.companyName, lender.telephone, lender.supportEmail, lender.address]) expect(text).toContain(detail);
    expect(text).toContain(`© ${lender.copyrightYear}`);
    expect(text).toMatch(new RegExp(`${f.minTermDays}\\D{1,20}${f.maxTermDays} calendar days`));
  });

  it('/User exists and is empty: only the navigation and the footer', () => {
    const { ids } = pageText('site', '/User');
    expect(ids).toEqual([]);
  });
});

describe('official site: the contact form', () => {
  const FIELDS = ['company', 'subject', 'message'] as const;
  const type = (run: ScreenRun, key: string, text: string) => run.tap((n) => n.props.label === screenCopy(run.screen, key), 'change', text);
  const send = (run: ScreenRun) => run.tap((n) => n.widget === 'Button' && n.props.label === screenCopy(run.screen, 'send'));
  const values = (run: ScreenRun) => Object.fromEntries(FIELDS.map((f) => [f, run.runtime.store.getState().state[f]]));

  it.each(FIELDS)('%s left blank (spaces only): Send says every field is needed and keeps what was typed', async (blank) => {
    const run = await runScreen('site', 'default');
    for (const field of FIELDS) await type(run, field, field === blank ? '   ' : `My ${field}`);
    await send(run);
    expect(run.effects.toasts).toEqual([screenCopy(run.screen, 'incomplete')]);
    expect(values(run)).toEqual(Object.fromEntries(FIELDS.map((f) => [f, f === blank ? '   ' : `My ${f}`])));
  });

  it('all three filled: Send confirms and empties the form; nothing is sent to a server', async () => {
    const run = await runScreen('site', 'default');
    for (const field of FIELDS) await type(run, field, `My ${field}`);
    await send(run);
    expect(run.effects.toasts).toEqual([screenCopy(run.screen, 'sent')]);
    expect(values(run)).toEqual({ company: '', subject: '', message: '' });
    expect(run.effects.requests).toEqual([]);
  });
});
