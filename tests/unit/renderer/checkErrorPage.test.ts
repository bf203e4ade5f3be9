// @vitest-environment node
/**
 * The schema check of config.errorPage (renderer/checkErrorPage.ts): the
 * shipped settings pass; each mistake product staff could make is named with
 * its pointer.
 */
import { describe, expect, it } from 'vitest';
import { checkErrorPage } from '../../../renderer/checkErrorPage.ts';
import appConfig from '../../../schemas/config.json' with { type: 'json' };
import appCopyFile from '../../../schemas/copy.json' with { type: 'json' };
import routesFile from '../../../schemas/routes.json' with { type: 'json' };
import { projectNames } from '../../../app/projectNames.ts';
import { screenIdsOnDisk } from '../../support/loadScreenDoc.ts';

const scope = {
  appCopy: appCopyFile.en as Record<string, unknown>,
  // With the contracts, as npm run check has them: a route argument is known by its contract (nav.go's `to`).
  names: projectNames(),
  routes: { ...routesFile.routes, ...routesFile.promo } as Record<string, string | null>,
  screenIds: screenIdsOnDisk(),
};
const check = (config: Record<string, unknown>) => checkErrorPage('schemas/config.json', config, scope).map((f) => `${f.pointer}: ${f.message}`);
const shipped = JSON.parse(JSON.stringify(appConfig)) as {
  errorPage: Record<string, unknown> & { ways: Record<string, Record<string, unknown>> };
  engineWidgets: Record<string, unknown>;
};

describe('the check of the error page settings', () => {
  it('passes the shipped settings', () => {
    expect(check(shipped)).toEqual([]);
  });

  it('names an unknown way out, an unknown screen, a way without words or chain, an unknown action and route', () => {
    const broken = JSON.parse(JSON.stringify(shipped)) as typeof shipped;
    broken.errorPage.wayOut = ['back', 'bak'];
    broken.errorPage.screens = { sitee: ['siteHome'] };
    broken.errorPage.ways.back.label = 'Back, please';
    broken.errorPage.ways.callService.chain = [{ action: 'bridge.callPhon' }];
    broken.errorPage.ways.siteHome.chain = [{ action: 'nav.go', args: { to: '/homee' } }];
    broken.errorPage.ways.download.label = { var: 'copy.noSuchText' };
    broken.errorPage.ways.empty = { label: { var: 'copy.back' }, chain: [] };
    expect(check(broken)).toEqual([
      '/errorPage/wayOut/1: unknown way out "bak"',
      '/errorPage/screens/sitee: unknown screen "sitee"',
      '/errorPage/ways/back/label: way out "back" has no words from the copy',
      '/errorPage/ways/callService/chain/0/action: unknown action "bridge.callPhon"',
      '/errorPage/ways/siteHome/chain/0/args/to: no route "/homee"',
      '/errorPage/ways/download/label: no text "noSuchText" in schemas/copy.json',
      '/errorPage/ways/empty: way out "empty" has no chain',
    ]);
  });

  it("names 'Try again' without a chain or with a broken one", () => {
    const broken = JSON.parse(JSON.stringify(shipped)) as typeof shipped;
    broken.errorPage.retry = [];
    expect(check(broken)).toEqual(["/errorPage/retry: 'Try again' has no chain: its button would do nothing"]);
    broken.errorPage.retry = [{ action: 'ui.relaod' }, { action: 'nav.go', args: { to: '/nowhere' } }];
    expect(check(broken)).toEqual(['/errorPage/retry/0/action: unknown action "ui.relaod"', '/errorPage/retry/1/args/to: no route "/nowhere"']);
  });

  it("names an engine widget that is not in the registry, or missing (the error page's frame and state, the loader, the stand-in)", () => {
    const broken = JSON.parse(JSON.stringify(shipped)) as typeof shipped;
    broken.engineWidgets.loader = 'Spinner';
    delete broken.engineWidgets.fallback;
    // A registered widget that a page downloads with its screen would not be there for the loader before it.
    broken.engineWidgets.page = 'Section';
    expect(check(broken)).toEqual([
      '/engineWidgets/loader: unknown widget "Spinner" for the engine\'s loader',
      '/engineWidgets/page: "Section" is not at hand when a page starts, so it cannot be the engine\'s page',
      "/engineWidgets/fallback: no widget named for the engine's fallback",
    ]);
  });

  it('asks for the settings when they are missing', () => {
    expect(check({ engineWidgets: shipped.engineWidgets })).toEqual(['/errorPage: no error page settings']);
  });
});
