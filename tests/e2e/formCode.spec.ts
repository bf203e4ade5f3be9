/**
 * The form's code (the SchemaForm widget) is fetched by the pages that draw
 * a form and by no other (issue 31), and no page opens with rjsf (every
 * product form is flat, decision 038) or axios (only an upload needs it,
 * decision 040);
 * so is the code of a receipt and of a draft, by the pages whose screen
 * declares one, and of an operation pack, by the pages whose screen names
 * one of its operations, of an action pack, by the pages whose screen names
 * one of its actions, and of the shared parts' expansion, by the pages whose
 * screen uses a part (app/screenFeatures.ts, app/screens.ts). No built page fetches the run-time
 * check of its screen document (its build checked every document it bundles:
 * scripts/screenValidatorPlugin.ts).
 * Every screen with a route, in the default scenario; the screens that draw a
 * form come from the build's table of each screen's widgets. (The e2e build
 * links no preloads, app/preloadChunks.ts: that the production promotion
 * entry links only the opened page's files is held by
 * tests/unit/scripts/routePreloads.test.ts and shown by `npm run bench`.)
 */
import { expect, test } from './fixtures.ts';
import { screenWidgetsTable } from '../../scripts/screenWidgetsPlugin.ts';
import routesFile from '../../schemas/routes.json' with { type: 'json' };
import { addressOf } from '../support/scenarioAddresses.ts';
import { packsOf } from '../../renderer/operationPacks.ts';
import { hasParts } from '../../renderer/partRefs.ts';
import { ACTION_PACK_SOURCES } from '../../actions/actionPackNames.ts';
import { actionPacksOf } from '../../actions/actionPacksOf.ts';
import { builtFile } from '../support/builtFile.ts';
import { readScreen } from '../../scripts/readScreen.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const widgetsOf = screenWidgetsTable(join(import.meta.dirname, '..', '..'));
const screens = [
  ...new Set([...Object.values(routesFile.routes as Record<string, string | null>), ...Object.values(routesFile.promo)].filter((s): s is string => !!s)),
];
// A file is known by the module it holds, as the build wrote it and as the route's page loads it (its first render's
// files come as one, scripts/routeMerge.ts; tests/support/builtFile.ts), not by its name; asked for in the test, once
// the build is there.
const formFile = (route: string) => builtFile('widgets/form/SchemaForm.tsx', route);
// rjsf draws only a form that is not flat (decision 038), and axios sends only uploads (decision 040): no page opens with either.
const LIBRARY_FILE = /\/assets\/(RjsfFields|axiosClients)-[^/]+\.js$/;
const CHECK_FILE = /\/assets\/(screenFindings|_virtual_screen-validator|check)-[^/]+\.js$/;
const featureFiles = (route: string): Record<string, string> => ({
  receipt: builtFile('renderer/receiptRecorder.ts', route),
  draft: builtFile('renderer/draftKeeper.ts', route),
  // The operation packs (renderer/operationPacks.ts).
  forms: builtFile('renderer/forms/fieldForm.ts', route),
  rates: builtFile('renderer/effectiveRate.ts', route),
  mobile: builtFile('renderer/mobileNumber.ts', route),
  // The action packs (actions/actionPackNames.ts).
  ...Object.fromEntries(Object.entries(ACTION_PACK_SOURCES).map(([pack, source]) => [`actions:${pack}`, builtFile(source, route)])),
  // The shared parts' expansion (app/screens.ts withParts).
  parts: builtFile('renderer/expandParts.ts', route),
});
/** A pack whose module imports another pack's module fetches that file too (renderer/forms/fieldForm.ts reads mobile numbers). */
const COMES_WITH: Record<string, string[]> = { forms: ['mobile'] };
test('the packs that come with another are the ones its module imports', () => {
  const fieldForm = readFileSync(join(import.meta.dirname, '..', '..', 'renderer', 'forms', 'fieldForm.ts'), 'utf8');
  expect(/from '\.\.\/mobileNumber\.ts'/.test(fieldForm)).toBe(true);
  expect(/from '\.\.\/effectiveRate(\.ts)?'/.test(fieldForm)).toBe(false);
});
const declared = (screen: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'schemas', 'screens', `${screen}.json`), 'utf8')) as Record<string, unknown>;

for (const screen of screens) {
  const drawsForm = (widgetsOf[screen] ?? []).includes('SchemaForm');
  test(`${screen}: the form's code ${drawsForm ? 'is fetched (it draws a form)' : 'is not fetched'}, nor a receipt's, draft's or operation pack's it does not need, nor the screen check's, rjsf or axios`, async ({
    warmPage: page,
  }) => {
    const fetched: string[] = [];
    const features: string[] = [];
    const checkCode: string[] = [];
    const libraries: string[] = [];
    const address = addressOf(screen, 'default', 'en')!;
    const route = new URL(address, 'http://localhost').pathname;
    const FORM_FILE = formFile(route);
    const FEATURE_FILE = featureFiles(route);
    // The context sees the sandbox's service worker fetch the page's files too.
    page.context().on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === FORM_FILE && !fetched.includes(path)) fetched.push(path);
      if (CHECK_FILE.test(path)) checkCode.push(path);
      if (LIBRARY_FILE.test(path)) libraries.push(path);
      for (const [feature, file] of Object.entries(FEATURE_FILE)) if (path === file && !features.includes(feature)) features.push(feature);
    });
    await page.goto(address);
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.locator('[aria-busy="true"].w-loader')).toHaveCount(0, { timeout: 20_000 });
    // Idle work (the preloads after the first paint) has had its turn once the page is ready and idle.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
    if (drawsForm) expect(fetched.length, 'the form page fetches the form').toBeGreaterThan(0);
    else expect(fetched, 'no form on this page, no form code').toEqual([]);
    const doc = declared(screen);
    expect(
      features.sort(),
      'the receipt and draft code the screen declares, the packs of the operations and actions it names, its parts’ expansion if it has parts, and no other',
    ).toEqual(
      [
        ...new Set([
          ...['receipt', 'draft'].filter((f) => doc[f] !== undefined),
          ...packsOf(readScreen(screen)).flatMap((p) => [p, ...(COMES_WITH[p] ?? [])]),
          ...actionPacksOf(readScreen(screen)).map((p) => `actions:${p}`),
          ...(hasParts(doc) ? ['parts'] : []),
        ]),
      ].sort(),
    );
    expect(checkCode, 'a built page checks no screen document again').toEqual([]);
    expect(libraries, 'the page opens without rjsf (its forms are flat) and without axios (its calls carry no file)').toEqual([]);
  });
}
