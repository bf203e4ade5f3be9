/**
 * The official site (SPEC 'Official site', point 5 contact form) on a phone
 * and on a desktop: navigation with smooth scrolling, section routes opening
 * at their section, /User empty, and the contact form: under the seed
 * profile its two answers and that it sends nothing (SPEC point 5), under PH
 * that it reaches the lender through the visitor's e-mail app (issue 29). Every text is the site's copy (siteCopy), so it may be
 * reworded freely.
 */
import type { Page } from '@playwright/test';
import { apiCalls, expect, framesDrawn, freshToast, markToastsSeen, test } from './fixtures.ts';
import lender from '../../schemas/lender.json' with { type: 'json' };
import routesFile from '../../schemas/routes.json' with { type: 'json' };
import { copyIn, siteCopy } from './copy.ts';
import { APP_FILE } from './appFile.ts';
import PH from '../../schemas/markets/PH.json' with { type: 'json' };
import { LANGUAGES } from './shellsAndLanguages.ts';

/** Each section's heading, by the section id its nav link names. */
const headings: Record<string, string> = { about: siteCopy.aboutTitle, policy: siteCopy.policyTitle, loan: siteCopy.loanTitle, contact: siteCopy.contactTitle };
/** The nav's links to a section (all but Home): label, section id, path, the section's heading. */
const sections = siteCopy.links.filter((l) => l.section in headings).map((l) => [l.label, l.section, l.path, headings[l.section]] as const);
const contactPath = siteCopy.links.find((l) => l.section === 'contact')!.path;
/** Every address the site screen draws (schemas/routes.json) that opens at a section: each must, not one. */
const sectionRoutes = Object.entries(routesFile.routes as Record<string, string | null>)
  .filter(([, screen]) => screen === 'site')
  .flatMap(([path]) => sections.filter((s) => s[2] === path));

/**
 * The mailto: addresses the page asks the browser to open: Chromium hands
 * them to the e-mail app without loading anything, so they are read from the
 * DevTools protocol's navigation requests.
 */
async function mailtoRequests(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  cdp.on('Page.frameRequestedNavigation', (e: { url: string }) => {
    if (e.url.startsWith('mailto:')) seen.push(e.url);
  });
  return seen;
}

/** The section's top edge sits just under the sticky navigation (within a few px). */
async function sectionAtTop(page: Page, id: string) {
  await expect
    .poll(async () =>
      page.evaluate((sid) => {
        const nav = document.querySelector('.w-sitenav') as HTMLElement;
        const top = document.getElementById(sid)!.getBoundingClientRect().top;
        return Math.abs(top - nav.offsetHeight - 8) <= 4 || window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
      }, id),
    )
    .toBe(true);
}

/** The section's heading is on screen, wholly below the sticky navigation (read from layout: no page script needed). */
async function headingBelowBar(page: Page, id: string, heading: string) {
  const bar = page.locator('.w-sitenav');
  const title = page.locator(`#${id}`).getByRole('heading', { name: heading, exact: true }).first();
  await expect
    .poll(async () => {
      const [b, t] = await Promise.all([bar.boundingBox(), title.boundingBox()]);
      const height = page.viewportSize()!.height;
      return !!b && !!t && t.y >= b.y + b.height - 1 && t.y + t.height <= height;
    })
    .toBe(true);
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`official site on a ${device}`, () => {
    test.use({ viewport, isMobile: device === 'phone', hasTouch: device === 'phone' });

    // From the home page, and from a section address (whose first scroll the browser made: a tap still glides away from it).
    for (const start of ['/', contactPath]) {
      test(`the navigation scrolls smoothly to each section and the address follows (from ${start})`, async ({ page }) => {
        // Record how the page asks to scroll (headless Chromium may finish a smooth scroll at once).
        await page.addInitScript(() => {
          const w = window as unknown as { __scrolls: string[] };
          w.__scrolls = [];
          const original = window.scrollTo.bind(window);
          window.scrollTo = ((opts: ScrollToOptions) => {
            w.__scrolls.push(String(opts?.behavior));
            original(opts);
          }) as typeof window.scrollTo;
        });
        await page.goto(`${start}?scenario=default`);
        const nav = page.getByRole('navigation', { name: siteCopy.navLabel });
        await expect(nav.getByRole('link')).toHaveText(siteCopy.links.map((l) => l.label));
        for (const [label, id, path] of sections) {
          await nav.getByRole('link', { name: label, exact: true }).click();
          await sectionAtTop(page, id);
          expect(await page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls.at(-1))).toBe('smooth');
          await expect(page).toHaveURL(new RegExp(`${path}$`));
        }
      });
    }

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });
      test('every section address opens at its section, below the bar, from the HTML alone', async ({ page }) => {
        expect(sectionRoutes.length).toBe(sections.length);
        for (const [, id, path, heading] of sectionRoutes) {
          await page.goto(path);
          await headingBelowBar(page, id, heading);
        }
      });
    });

    // Issue 31: the HTML paints the section (no paint at the top, then a jump: that late jump was the page's LCP),
    // and the app, once up, leaves the page where it is.
    for (const [label, id, path, heading] of sectionRoutes) {
      test(`${path} is painted at the ${label} section before the app starts, and the app does not move it`, async ({ page }) => {
        let release = (): void => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        // The context's route: the sandbox's service worker fetches the page's files, and only this one sees those.
        await page.context().route(APP_FILE, async (route) => {
          await held;
          await route.continue();
        });
        // Not 'domcontentloaded': that waits for the entry (a module script).
        await page.goto(`${path}?scenario=default`, { waitUntil: 'commit' });
        await headingBelowBar(page, id, heading);
        // The HTML has put the section at the top (its own scroll done: a loaded machine may run it a moment after
        // the heading is on screen), and the app has not started: from here nothing may move the page.
        await sectionAtTop(page, id);
        await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
        const before = await page.evaluate(() => {
          const w = window as unknown as { __moved: number[] };
          w.__moved = [];
          window.addEventListener('scroll', () => w.__moved.push(window.scrollY));
          return window.scrollY;
        });
        release();
        await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
        await framesDrawn(page);
        expect(await page.evaluate(() => ({ at: window.scrollY, moved: (window as unknown as { __moved: number[] }).__moved }))).toEqual({
          at: before,
          moved: [],
        });
        await sectionAtTop(page, id);
      });
    }

    // A visitor who scrolls while the app is on its way (up to the language switch, say) keeps the page where they
    // put it: the app's arrival jump would move what they are about to tap from under their finger. In English the
    // app adopts the HTML; in Filipino it draws the page afresh over it.
    for (const lang of ['en', 'fil'] as const) {
      test(`in ${lang}: a section address scrolled to the top before the app starts stays there, and the language switch takes a tap`, async ({ page }) => {
        // Each page's app file waits for its own gate (asked for before or after it opens).
        let release = (): void => {};
        let gate = Promise.resolve();
        await page.context().route(APP_FILE, async (route) => {
          await gate;
          await route.continue();
        });
        const languages = page.getByRole('group', { name: copyIn<{ languageLabel: string }>('site', lang).languageLabel, exact: true });
        const other = lang === 'en' ? 'fil' : 'en';
        for (const [label, id, path, heading] of sectionRoutes) {
          gate = new Promise<void>((resolve) => (release = resolve));
          await page.goto(`${path}?scenario=default&lang=${lang}`, { waitUntil: 'commit' });
          await headingBelowBar(page, id, heading);
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await expect(page.locator('html[data-app="ready"]')).toHaveCount(0);
          release();
          await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
          await framesDrawn(page);
          expect(await page.evaluate(() => window.scrollY), `${label}: the page is where the visitor put it`).toBe(0);
          await languages.getByRole('button', { name: PH.languageNames[other], exact: true }).click();
          await expect(page.locator('html')).toHaveAttribute('lang', other);
        }
      });
    }

    // In Filipino the app draws the page afresh over the English HTML: it still ends at the section, below the bar.
    test('in Filipino every section address ends at its section once the app has drawn it', async ({ page }) => {
      const copy = copyIn<typeof siteCopy>('site', 'fil');
      const filHeadings: Record<string, string> = { about: copy.aboutTitle, policy: copy.policyTitle, loan: copy.loanTitle, contact: copy.contactTitle };
      for (const [, id, path] of sectionRoutes) {
        await page.goto(`${path}?scenario=default&lang=fil`);
        await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
        await expect(page.locator(`#${id}`).getByRole('heading', { name: filHeadings[id], exact: true }).first()).toBeVisible();
        await headingBelowBar(page, id, filHeadings[id]);
        await sectionAtTop(page, id);
      }
    });

    test('/User exists and is empty: navigation and footer only', async ({ page }) => {
      await page.goto('/User?scenario=default');
      await expect(page.getByRole('navigation', { name: siteCopy.navLabel })).toBeVisible();
      await expect(page.locator('footer')).toContainText(siteCopy.rights);
      await expect(page.locator('section[id]')).toHaveCount(0);
    });

    test('the footer shows the lender: company, SEC registration, Certificate of Authority, phone, e-mail, address, copyright', async ({ page }) => {
      await page.goto('/?scenario=default');
      const footer = page.locator('footer');
      const c = siteCopy;
      for (const text of [
        lender.companyName,
        `${c.secLabel}${lender.secRegistrationNo}`,
        `${c.authorityLabel}${lender.certificateOfAuthorityNo}`,
        `${c.telephoneLabel}${lender.telephone}`,
        `${c.emailLabel}${lender.supportEmail}`,
        `${c.addressLabel}${lender.address}`,
        `© ${lender.copyrightYear} ${lender.companyName}`,
      ]) {
        await expect(footer).toContainText(text);
      }
    });

    test('contact form, seed profile (SPEC as written): incomplete → the incomplete message; complete → the sent message; nothing is sent', async ({
      page,
    }) => {
      await page.goto(`${contactPath}?scenario=default&market=seed`);
      await expect(page.getByLabel(siteCopy.replyTo)).toHaveCount(0);
      await page.getByLabel(siteCopy.company).fill('Acme Trading');
      await page.getByLabel(siteCopy.subject).fill('Partnership');
      await page.getByRole('button', { name: siteCopy.send }).click();
      await expect(page.getByRole('status')).toHaveText(siteCopy.incomplete);
      // Spaces are no message: a new toast says so (the first may still be up).
      await markToastsSeen(page);
      await page.getByLabel(siteCopy.message).fill('   ');
      await page.getByRole('button', { name: siteCopy.send }).click();
      await expect(freshToast(page)).toHaveText(siteCopy.incomplete);
      await page.getByLabel(siteCopy.message).fill('We would like to offer your borrowers a savings account.');
      await page.getByRole('button', { name: siteCopy.send }).click();
      await expect(page.getByRole('status')).toHaveText(siteCopy.sent);
      await expect(page.getByLabel(siteCopy.company)).toHaveValue('');
      expect(await page.evaluate(() => window.__sandbox?.requests.length)).toBe(0);
      expect(
        apiCalls(page).map((r) => r.endpoint),
        'no call of the API',
      ).toEqual([]);
    });

    for (const lang of LANGUAGES) {
      test(`contact form, PH (${lang}): asks how to reply, opens the e-mail app with the message to the lender, says only that; never 'Successful!'`, async ({
        page,
      }) => {
        const copy = copyIn<typeof siteCopy>('site', lang);
        const mails = await mailtoRequests(page);
        await page.goto(`${contactPath}?scenario=default&lang=${lang}`);
        await page.getByLabel(copy.company).fill('Acme Trading');
        await page.getByLabel(copy.subject).fill('Partnership');
        await page.getByLabel(copy.message).fill('We would like to offer your borrowers a savings account.');
        // No way to reply: every field is needed.
        await page.getByRole('button', { name: copy.send }).click();
        await expect(page.getByRole('status')).toHaveText(copy.incomplete);
        // A reply address that is none: the box says so, nothing opens.
        await page.getByLabel(copy.replyTo).fill('Juan');
        await page.getByRole('button', { name: copy.send }).click();
        await expect(page.getByText(copy.replyInvalid, { exact: true })).toBeVisible();
        await page.getByLabel(copy.replyTo).fill('juan@example.ph');
        await page.getByRole('button', { name: copy.send }).click();
        const said = page.getByRole('status').filter({ hasText: copy.mailTitle });
        await expect(said).toContainText(copy.mailOpened.replaceAll('{email}', lender.supportEmail).replace('{phone}', lender.telephone));
        await expect.poll(() => mails.length).toBe(1);
        const mail = new URL(mails[0]);
        expect(mail.pathname).toBe(lender.supportEmail);
        expect(mail.searchParams.get('subject')).toBe('Partnership');
        expect(mail.searchParams.get('body')).toContain('We would like to offer your borrowers a savings account.');
        expect(mail.searchParams.get('body')).toContain('juan@example.ph');
        await expect(page.getByText(copy.sent, { exact: true })).toHaveCount(0);
        await expect(page.getByLabel(copy.company)).toHaveValue('Acme Trading');
        await expect(page.getByRole('link', { name: lender.telephone, exact: true })).toHaveAttribute('href', `tel:${lender.telephone.replace(/[^\d+]/g, '')}`);
        expect(apiCalls(page), 'no call of the API').toEqual([]);
      });
    }
  });
}
