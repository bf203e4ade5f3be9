/**
 * The error page's view tree (renderer/errorView.ts through resolveScreen):
 * what QA's snapshots hold for a screen that cannot be drawn, and what it
 * does. The second half runs real screens in the sandbox: the order page's
 * server message is shown once (no toast), and each button does what
 * schemas/config.json → errorPage says.
 */
import { describe, expect, it } from 'vitest';
import { resolveScreen } from '../../../renderer/resolveScreen.ts';
import { buildContext } from '../../../renderer/context.ts';
import { wayOutFor } from '../../../renderer/errorView.ts';
import { ENGINE_FALLBACK_TEXT } from '../../../renderer/engineCopy.ts';
import type { ActionError, JsonObject, ScreenDoc, ViewNode } from '../../../renderer/types.ts';
import appConfig from '../../../schemas/config.json' with { type: 'json' };
import lender from '../../../schemas/lender.json' with { type: 'json' };
import { findNode, runScreen } from '../../support/runScreen.ts';
import { screenCopy } from '../../support/loadScreenDoc.ts';

const config: JsonObject = {
  servicePhone: '+63 2 1111 2222',
  engineWidgets: appConfig.engineWidgets,
  errorPage: {
    retry: appConfig.errorPage.retry,
    wayOut: ['back', 'callService'],
    screens: { browserOnly: ['home'] },
    ways: {
      back: { label: { var: 'copy.back' }, chain: [{ action: 'nav.back' }] },
      callService: { label: { var: 'copy.call' }, chain: [{ action: 'bridge.callPhone', args: { phone: { var: 'config.servicePhone' } } }] },
      home: { label: { var: 'copy.home' }, chain: [{ action: 'nav.go', args: { to: '/' } }] },
    },
  },
};
/** The test's own app copy (words of its own, so the engine is seen to use whatever the copy says). */
const appCopy = {
  retry: 'Ask once more',
  errorHeading: 'This did not load',
  back: 'Back to where I was',
  call: 'Call us',
  home: 'To the start',
  networkError: 'No connection. Please try again.',
};

const doc = (id: string, extra: Partial<ScreenDoc> = {}): ScreenDoc => ({
  id,
  title: { var: 'copy.title' },
  copy: { title: 'My loans' },
  data: { list: { action: 'api.list' } },
  body: [{ widget: 'Text', props: { text: 'never drawn while the list failed' } }],
  ...extra,
});

function failed(screen: ScreenDoc, error: ActionError, withConfig: JsonObject = config) {
  return resolveScreen(screen, buildContext(screen, { query: {}, config: withConfig, appCopy, sources: { list: { status: 'error', error } } }));
}

const state = (nodes: ViewNode[]) => findNode(nodes, (n) => n.id === 'error.state')!;

describe('the error page as a view tree', () => {
  it("keeps the screen's title and holds the icon, the heading, the message, 'Try again' and the ways out, each with its chain", () => {
    const tree = failed(doc('loans'), { kind: 'server', message: 'Your loans are not available right now.' });
    expect(tree).toMatchObject({
      phase: 'error',
      title: 'My loans',
      error: {
        heading: appCopy.errorHeading,
        message: 'Your loans are not available right now.',
        retryLabel: appCopy.retry,
        source: 'list',
        kind: 'server',
        wayOut: ['back', 'callService'],
      },
    });
    expect(tree.nodes).toEqual([
      {
        id: 'error',
        widget: 'Page',
        props: { title: 'My loans' },
        children: [
          {
            id: 'error.state',
            widget: 'ErrorState',
            props: {
              icon: 'error',
              heading: appCopy.errorHeading,
              level: 2,
              message: 'Your loans are not available right now.',
              actions: [
                { event: 'retry', label: appCopy.retry, variant: 'primary' },
                { event: 'back', label: appCopy.back, variant: 'secondary' },
                { event: 'callService', label: appCopy.call, variant: 'secondary' },
              ],
            },
            events: {
              retry: [{ action: 'ui.reload', args: { loader: true } }],
              back: [{ action: 'nav.back' }],
              callService: [{ action: 'bridge.callPhone', args: { phone: { var: 'config.servicePhone' } } }],
            },
          },
        ],
      },
    ]);
    // Nothing of the body is drawn under it.
    expect(JSON.stringify(tree.nodes)).not.toContain('never drawn');
  });

  it('a network failure gets the offline icon; an answer without a message gets the network words', () => {
    const tree = failed(doc('loans'), { kind: 'network', message: '' });
    expect(state(tree.nodes).props).toMatchObject({ icon: 'offline', message: appCopy.networkError });
  });

  it("a screen's own list of ways out (config errorPage.screens) replaces every screen's", () => {
    const tree = failed(doc('browserOnly'), { kind: 'server', message: 'Gone for now. Please try again.' });
    expect(tree.error?.wayOut).toEqual(['home']);
    expect(state(tree.nodes).props.actions).toEqual([
      { event: 'retry', label: appCopy.retry, variant: 'primary' },
      { event: 'home', label: appCopy.home, variant: 'secondary' },
    ]);
    expect(Object.keys(state(tree.nodes).events ?? {})).toEqual(['retry', 'home']);
  });

  it("a screen may reword the heading and 'Try again' in its own copy", () => {
    const tree = failed(doc('loans', { copy: { title: 'My loans', errorHeading: 'Your loans did not load', retry: 'Load again' } }), {
      kind: 'timeout',
      message: '',
    });
    expect(state(tree.nodes).props).toMatchObject({ heading: 'Your loans did not load', icon: 'offline' });
    expect((state(tree.nodes).props.actions as JsonObject[])[0]).toMatchObject({ label: 'Load again' });
  });

  it("a way out the settings do not define, or one without words, is left out; without settings 'Try again' stays", () => {
    const broken = {
      ...config,
      errorPage: { wayOut: ['nowhere', 'back'], ways: { back: { label: { var: 'copy.missing' }, chain: [{ action: 'nav.back' }] } } },
    };
    expect(
      (state(failed(doc('loans'), { kind: 'server', message: 'Not now. Please try again.' }, broken).nodes).props.actions as JsonObject[]).map((a) => a.event),
    ).toEqual(['retry']);
    expect(
      (state(failed(doc('loans'), { kind: 'server', message: 'Not now. Please try again.' }, {}).nodes).props.actions as JsonObject[]).map((a) => a.event),
    ).toEqual(['retry']);
  });

  it('draws with the widgets and runs the retry the settings name: the engine knows no widget or action by name', () => {
    const own = {
      ...config,
      engineWidgets: { page: 'Frame', errorState: 'Notice', loader: 'Text', fallback: 'Text' },
      errorPage: { ...(config.errorPage as JsonObject), retry: [{ action: 'api.list' }] },
    };
    const tree = failed(doc('loans'), { kind: 'server', message: 'Not now. Please try again.' }, own);
    expect(tree.nodes[0]).toMatchObject({ id: 'error', widget: 'Frame' });
    expect(state(tree.nodes)).toMatchObject({ widget: 'Notice', events: { retry: [{ action: 'api.list' }] } });
    // A node that cannot be worked out is the settings' stand-in too.
    const broken: ScreenDoc = { id: 'broken', body: [{ widget: 'Text', props: { text: { rule: 'noSuchRule' } } }] };
    expect(resolveScreen(broken, buildContext(broken, { query: {}, config: own })).nodes[0]).toMatchObject({ widget: 'Text', props: { widget: 'Text' } });
  });

  it('without any copy the engine still speaks in sentences', () => {
    const screen: ScreenDoc = { id: 'bare', data: { list: { action: 'api.list' } }, body: [] };
    const tree = resolveScreen(screen, buildContext(screen, { query: {}, sources: { list: { status: 'error', error: { kind: 'network', message: '' } } } }));
    expect(tree.error).toMatchObject({
      heading: ENGINE_FALLBACK_TEXT.errorHeading,
      message: ENGINE_FALLBACK_TEXT.networkError,
      retryLabel: ENGINE_FALLBACK_TEXT.retry,
    });
    // No title: the heading is the page's first heading.
    expect(state(tree.nodes).props.level).toBe(1);
  });

  it('the shipped settings: every app screen offers back and customer service; the browser pages their own way out', () => {
    const shipped = appConfig as unknown as JsonObject;
    expect(wayOutFor(shipped, 'orderDetail')).toEqual(['back', 'callService']);
    expect(wayOutFor(shipped, 'site')).toEqual(['siteHome']);
    expect(wayOutFor(shipped, 'promoRegister')).toEqual(['download']);
  });
});

describe('the error page on real screens (sandbox)', () => {
  it('order-server-failure: the server message is on the page once, and no toast repeats it', async () => {
    const run = await runScreen('orderDetail', 'order-server-failure');
    expect(run.tree().error?.message).toBe('Order not found. Please check your order number.');
    expect(run.effects.toasts).toEqual([]);
  });

  it("'Try again' asks again with the loader up meanwhile; the ways out call the service phone and close the first page", async () => {
    const run = await runScreen('orderDetail', 'order-network-failure');
    const asked = () => run.effects.requests.filter((r) => r.endpoint === 'loanDetails').length;
    expect(asked()).toBe(1);
    const phases: string[] = [];
    const off = run.runtime.store.subscribe(() => phases.push(run.tree().phase));
    await run.tap((n) => n.widget === 'ErrorState', 'retry');
    off();
    expect(asked()).toBe(2);
    expect(phases).toContain('loading');
    expect(run.tree().phase).toBe('error');

    await run.tap((n) => n.widget === 'ErrorState', 'callService');
    await run.tap((n) => n.widget === 'ErrorState', 'back');
    expect(run.effects.native).toEqual([
      { handler: 'callPhone', body: { phone: lender.telephone } },
      { handler: 'closeWebView', body: {} },
    ]);
    expect(run.effects.toasts).toEqual([]);
  });

  it("'Go back' on a page reached inside the app goes back, and sends nothing to the shell", async () => {
    const run = await runScreen('repay', 'repay-detail-failure', undefined, { cameFromApp: true });
    await run.tap((n) => n.widget === 'ErrorState', 'back');
    expect(run.effects.navigations).toEqual([{ kind: 'back' }]);
    expect(run.effects.native).toEqual([]);
  });

  it('the words follow the language', async () => {
    const run = await runScreen('complaintList', 'complaint-list-failure', undefined, { lang: 'fil' });
    const props = state(run.tree().nodes).props;
    const screen = run.screen;
    expect(props).toMatchObject({ heading: screenCopy(screen, 'errorHeading'), message: screenCopy(screen, 'networkError') });
    expect((props.actions as JsonObject[]).map((a) => a.label)).toEqual([
      screenCopy(screen, 'retry'),
      screenCopy(screen, 'back'),
      screenCopy(screen, 'callService'),
    ]);
  });
});
