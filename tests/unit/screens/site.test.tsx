/**
 * The official site (schemas/screens/site.json; SPEC 'Official site') as a
 * person reads it, rendered with the real widgets at a route: the five
 * sections, the footer details from schemas/lender.json, the same loan
 * figures as the terms, and /User empty; and the contact form through the
 * real runtime: under the seed profile SPEC point 5 as written (Company,
 * Subject and Message all required; it only confirms, nothing is sent),
 * under PH it reaches the lender (issue 29). Fields and messages are found
 * by the copy.
 */
import { describe, expect, it } from 'vitest';
import { pageText } from '../../support/pageText.tsx';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { settings, settingsFor } from '../../../app/settings.ts';
import { marketOf } from '../../../app/localized.ts';
import { fill } from '../../../renderer/operations.ts';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';
import lender from '../../../schemas/lender.json' with { type: 'json' };
import routesFile from '../../../schemas/routes.json' with { type: 'json' };

const f = lender.figures;

describe('official site', () => {
  it('has the five sections, the footer details and the same legal text', () => {
    const { text, ids } = pageText('site', '/Loan');
    for (const id of ['home', 'about', 'policy', 'loan', 'contact']) expect(ids).toContain(id);
    for (const detail of [lender.companyName, lender.telephone, lender.supportEmail, lender.address]) expect(text).toContain(detail);
    expect(text).toContain(`© ${lender.copyrightYear}`);
    expect(text).toMatch(new RegExp(`${f.minTermDays}\\D{1,20}${f.maxTermDays} calendar days`));
  });

  // Every address the site draws: the one section its nav link names is the page's first scroll position (from
  // the HTML alone, widgets.css .w-section--opened), and no other; the home page ('/') and /User open at the top.
  const sitePaths = Object.entries(routesFile.routes as Record<string, string | null>)
    .filter(([, id]) => id === 'site')
    .map(([path]) => path);
  const links = loadScreenDoc('site').copy!.links as { section: string; path: string }[];
  const openedAt = (path: string) => {
    const { container } = pageText('site', path);
    return [...container.querySelectorAll('.w-section--opened')].map((s) => s.id);
  };
  it.each(sitePaths)('%s opens at the section its link names, and only there', (path) => {
    const { ids } = pageText('site', path);
    const named = path === '/' ? undefined : links.find((l) => l.path === path)?.section;
    expect(openedAt(path)).toEqual(named && ids.includes(named) ? [named] : []);
  });
  it('each link but Home opens at its section', () => {
    for (const l of links.filter((l) => l.path !== '/')) expect(openedAt(l.path)).toEqual([l.section]);
  });

  it('/User exists and is empty: only the navigation and the footer', () => {
    const { ids } = pageText('site', '/User');
    expect(ids).toEqual([]);
  });
});

/** The form's three fields, typed and sent as a visitor does. */
const FIELDS = ['company', 'subject', 'message'] as const;
const type = (run: ScreenRun, key: string, text: string) => run.tap((n) => n.props.label === screenCopy(run.screen, key), 'change', text);
const send = (run: ScreenRun) => run.tap((n) => n.widget === 'Button' && n.props.label === screenCopy(run.screen, 'send'));
const values = (run: ScreenRun) => Object.fromEntries(FIELDS.map((f) => [f, run.runtime.store.getState().state[f]]));
const node = (run: ScreenRun, key: string) => findNode(run.tree().nodes, (n) => n.id.endsWith(`.${key}`));

describe('official site: the contact form, seed profile (SPEC point 5 as written)', () => {
  const seed = settingsFor('seed');
  const open = () => runScreen('site', 'default', undefined, { settings: seed });

  it.each(FIELDS)('%s left blank (spaces only): Send says every field is needed and keeps what was typed', async (blank) => {
    const run = await open();
    for (const field of FIELDS) await type(run, field, field === blank ? '   ' : `My ${field}`);
    await send(run);
    expect(run.effects.toasts).toEqual([screenCopy(run.screen, 'incomplete', seed)]);
    expect(values(run)).toEqual(Object.fromEntries(FIELDS.map((f) => [f, f === blank ? '   ' : `My ${f}`])));
  });

  it('all three filled: Send confirms and empties the form; nothing is sent to a server; no reply box, no e-mail app', async () => {
    const run = await open();
    expect(node(run, 'replyTo')).toBeUndefined();
    for (const field of FIELDS) await type(run, field, `My ${field}`);
    await send(run);
    expect(run.effects.toasts).toEqual([screenCopy(run.screen, 'sent', seed)]);
    expect(values(run)).toEqual({ company: '', subject: '', message: '' });
    expect(run.effects.requests).toEqual([]);
    expect(run.effects.navigations).toEqual([]);
  });
});

/**
 * PH (issue 29): the form reaches the lender for real. It asks how to reply,
 * opens the visitor's e-mail app with the message to the lender's support
 * e-mail, offers the lender's telephone, and says only that it asked: never
 * "Successful!", since the site itself sends nothing.
 */
describe.each(marketOf(settings).languages)('official site: the contact form, PH profile, %s', (lang) => {
  const open = () => runScreen('site', 'default', undefined, { lang });
  const words = (run: ScreenRun, key: string) => screenCopy(run.screen, key);
  const fillAll = async (run: ScreenRun, reply: string) => {
    for (const field of FIELDS) await type(run, field, `My ${field}`);
    await type(run, 'replyTo', reply);
  };

  it.each([...FIELDS, 'replyTo'])('%s left blank: Send says every field is needed; nothing opens', async (blank) => {
    const run = await open();
    await fillAll(run, 'juan@example.ph');
    await type(run, blank, '  ');
    await send(run);
    expect(run.effects.toasts).toEqual([words(run, 'incomplete')]);
    expect(run.effects.navigations).toEqual([]);
  });

  it.each(['Juan', '12345', 'juan@', '02 8123'])(
    'a reply address %j that is neither an e-mail nor a mobile number: the box says so; nothing opens',
    async (reply) => {
      const run = await open();
      await fillAll(run, reply);
      await send(run);
      expect(node(run, 'replyTo')?.props.error).toBe(words(run, 'replyInvalid'));
      expect(run.effects.navigations).toEqual([]);
      expect(node(run, 'mailed')).toBeUndefined();
    },
  );

  it.each(['juan@example.ph', '0917 123 4567'])(
    "reply at %j: the e-mail app opens with the message to the lender's support e-mail; the page says only that, and keeps the form",
    async (reply) => {
      const run = await open();
      await fillAll(run, reply);
      await send(run);
      expect(run.effects.navigations).toHaveLength(1);
      const mail = new URL(run.effects.navigations[0].to!);
      expect(mail.protocol).toBe('mailto:');
      expect(mail.pathname).toBe(lender.supportEmail);
      expect(mail.searchParams.get('subject')).toBe('My subject');
      expect(mail.searchParams.get('body')).toBe(fill(words(run, 'mailBody'), { message: 'My message', company: 'My company', reply }).replace(/\n/g, '\r\n'));
      expect(node(run, 'mailed')?.props).toEqual({
        title: words(run, 'mailTitle'),
        message: fill(words(run, 'mailOpened'), { email: lender.supportEmail, phone: lender.telephone }),
        live: true,
      });
      expect(run.effects.toasts).not.toContain(words(run, 'sent'));
      expect(values(run)).toEqual({ company: 'My company', subject: 'My subject', message: 'My message' });
      expect(run.effects.requests).toEqual([]);
    },
  );

  it("offers the lender's telephone to call from the browser", async () => {
    const run = await open();
    expect(node(run, 'call')?.props).toEqual({ label: words(run, 'callLabel'), value: lender.telephone, kind: 'tel' });
  });
});
