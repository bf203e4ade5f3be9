/**
 * The sites outside the app that the screens lead to (the lender's pages,
 * its documents, partners, the pay site, the app stores) and the hostile
 * addresses the security suites try (evil.example): this machine has no
 * internet, so one local stand-in answers them all with one small page that
 * names the host (tests/e2e/standInServer.ts, started by
 * playwright.config.ts beside the preview server).
 *
 * The e2e browser resolves those hosts to the stand-in (Chromium's
 * `--host-resolver-rules`) and takes its certificate, which is the
 * stand-in's own (`--ignore-certificate-errors`). So leaving the app is an
 * ordinary navigation: no request of the test is held up in Playwright (a
 * `page.route` anywhere in a context makes Playwright pause every request of
 * it and turn the browser's HTTP cache off; docs/decisions/059). A test
 * that needs other content on one address still routes that address.
 */

/** Hosts answered by the stand-in: every `*.example.com`, and evil.example with its subdomains. */
export const STAND_IN_HOSTS = ['*.example.com', 'evil.example', '*.evil.example'] as const;

/** The title of the stand-in's page: what a test reads once the app has left for another site. */
export const STAND_IN_TITLE = 'External page (e2e stand-in)';

/** Its heading, for a page framed inside the app (the agreement popup). */
export const STAND_IN_HEADING = 'External page';

/** The port the stand-in listens on beside the preview server's (playwright.config.ts). */
export const standInPort = (previewPort: number): number => previewPort + 1000;

/** The stand-in's page for a host: a language and a landmark, so axe reads it clean where the app frames it. */
export function standInPage(host: string): string {
  const safe = host.replace(/[^a-z0-9.:-]/gi, '');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${STAND_IN_TITLE}</title><main><h1>${STAND_IN_HEADING}</h1><p>${safe}</p></main></html>`;
}

/** The Chromium flags that send the hosts to the stand-in on `port` and accept its certificate. */
export function standInFlags(port: number): string[] {
  return [`--host-resolver-rules=${STAND_IN_HOSTS.map((host) => `MAP ${host} 127.0.0.1:${port}`).join(',')}`, '--ignore-certificate-errors'];
}
