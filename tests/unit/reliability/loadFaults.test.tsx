/**
 * Every data source of every screen, failing each of the ways a mobile
 * network or a server fails (tests/support/faultyEndpoint.ts: time-out, HTTP 500,
 * HTTP 503, malformed JSON, connection refused), drawn by the real ScreenView with the
 * real actions and API clients in jsdom (msw/node answers).
 *
 * A blocking source: the loader goes away, the screen says what happened in
 * the borrower's words (the screen's copy, else the app's) with the retry
 * label, and Retry loads the screen once the network is back.
 * A non-blocking source: the screen is drawn without it, no loader stays.
 *
 * The cases come from the schemas: a new screen or data source is covered
 * without touching this file.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen as page, waitFor, within } from '@testing-library/react';
import { actions } from '../../../actions/index.ts';
import { endpoints, type EndpointName } from '../../../actions/api/endpoints.ts';
import { setNavigator } from '../../../actions/nav/navigator.ts';
import { clearToast } from '../../../actions/ui/toastStore.ts';
import { scenario } from '../../../sandbox/scenarios.ts';
import { settings as defaultSettings } from '../../../app/settings.ts';
import { server } from '../../mswServer.ts';
import { drawScreen, visibleText, type DrawnScreen } from '../../support/drawScreen.tsx';
import { FAULTS, failEndpoint, faultCopyKey, type Fault } from '../../support/faultyEndpoint.ts';
import type { ScreenDoc } from '../../../renderer/types.ts';
import { loadAllScreenDocs, screenCopy } from '../../support/loadScreenDoc.ts';

/** Long enough for the sandbox's healthy answers on a busy machine; the failing one never answers. */
const SHORT_TIMEOUT_MS = 250;

const screens = loadAllScreenDocs();

const cases = screens.flatMap((screen) =>
  Object.entries(screen.data ?? {})
    .filter(([, source]) => source.action.startsWith('api.') && source.action.slice(4) in endpoints)
    .flatMap(([name, source]) =>
      FAULTS.map((fault) => ({ screen, name, endpoint: source.action.slice(4) as EndpointName, blocking: source.blocking !== false, fault })),
    ),
);

const query = scenario('default')?.query ?? {};

/**
 * What the borrower reads for the fault: the words of its kind, or, where the
 * server failed without words, the source's own (`failedText`, a copy key).
 */
function failureWords(screen: ScreenDoc, source: string, fault: Fault): string {
  const own = screen.data?.[source]?.failedText as { var?: string } | undefined;
  if (faultCopyKey(fault) === 'serverError' && typeof own?.var === 'string') return screenCopy(screen, own.var.replace(/^copy\./, ''));
  return screenCopy(screen, faultCopyKey(fault));
}

let drawn: DrawnScreen | undefined;
beforeEach(() => {
  setNavigator({ go: () => {}, leave: () => {}, back: () => {}, canGoBack: () => false });
  localStorage.clear();
});
afterEach(() => {
  drawn?.unmount();
  drawn = undefined;
  clearToast();
});

describe('a data source that fails never leaves a loader up', () => {
  it('covers every API data source of every screen', () => {
    expect(new Set(cases.map((c) => `${c.screen.id}.${c.name}`)).size).toBeGreaterThanOrEqual(15);
  });

  for (const { screen, name, endpoint, blocking, fault } of cases) {
    it(`${screen.id}: ${name} (${endpoint}${blocking ? '' : ', not blocking'}) — ${fault}`, async () => {
      // A hanging answer is given up after the settings' time-out, here a short one.
      const settings = fault === 'time-out' ? { ...defaultSettings, requestTimeoutMs: SHORT_TIMEOUT_MS } : defaultSettings;
      failEndpoint(endpoint, fault);
      drawn = await drawScreen(screen, actions, query, settings);
      const d = drawn;
      await waitFor(() => expect(d.context().sources[name]?.status).toBe('error'));
      await waitFor(() => expect(d.view().phase).not.toBe('loading'));
      expect(page.queryByRole('progressbar')).toBeNull();

      if (!blocking) {
        expect(d.view().phase).toBe('ready');
        expect(visibleText(d.container)).not.toBe('');
        return;
      }

      expect(d.view().phase).toBe('error');
      expect(page.getByRole('alert').textContent).toBe(failureWords(screen, name, fault));
      const retry = page.getByRole('button', { name: screenCopy(screen, 'retry') });

      // The network is back: Retry draws the screen.
      server.resetHandlers();
      await act(async () => fireEvent.click(retry));
      await waitFor(() => expect(d.view().phase).toBe('ready'));
      expect(page.queryByRole('alert')).toBeNull();
      expect(page.queryByRole('progressbar')).toBeNull();
      expect(within(d.container).queryByRole('button', { name: screenCopy(screen, 'retry') })).toBeNull();
    });
  }
});
