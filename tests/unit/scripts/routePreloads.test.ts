/** The chunks a route's HTML links for preloading (scripts/routePreloads.ts), from a build manifest. */
import { describe, expect, it } from 'vitest';
import { routePreloads } from '../../../scripts/routePreloads.ts';
import { featureSources } from '../../../app/featureSources.ts';
import { waitForState } from '../../support/waitForState.ts';

const manifest = {
  'index.html': { file: 'assets/main-1.js', imports: ['_tiny-1.js'] },
  '_tiny-1.js': { file: 'assets/tiny-1.js' },
  'app/startApp.ts': { file: 'assets/startApp-1.js', imports: ['_boot-1.js', '_screens-1.js'] },
  '_boot-1.js': { file: 'assets/boot-1.js', imports: ['_tiny-1.js'] },
  '_screens-1.js': { file: 'assets/screens-1.js', imports: ['_boot-1.js'] },
  'schemas/screens/orderDetail.json': { file: 'assets/orderDetail-1.js' },
  'widgets/Button.tsx': { file: 'assets/Button-1.js', imports: ['_busy-1.js'] },
  '_busy-1.js': { file: 'assets/busy-1.js' },
  'widgets/form/SchemaForm.tsx': { file: 'assets/SchemaForm-1.js' },
};

describe('routePreloads', () => {
  it('lists the start, the screen and its widgets with what they import, once each, without the entry’s own files', () => {
    expect(routePreloads(manifest, 'app/startApp.ts', 'orderDetail', ['Button', 'SchemaForm', 'Loader'], 'index.html')).toEqual([
      'assets/startApp-1.js',
      'assets/boot-1.js',
      'assets/screens-1.js',
      'assets/orderDetail-1.js',
      'assets/Button-1.js',
      'assets/busy-1.js',
      'assets/SchemaForm-1.js',
    ]);
  });

  it('a screen that declares a receipt or a draft: their code too, as app/screenFeatures.ts names it', () => {
    const withFeatures = {
      ...manifest,
      'schemas/screens/confirmLoan.json': { file: 'assets/confirmLoan-1.js' },
      'renderer/receiptRecorder.ts': { file: 'assets/receiptRecorder-1.js', imports: ['_sha256-1.js'] },
      'app/screenVersion.ts': { file: 'assets/screenVersion-1.js', imports: ['_sha256-1.js'] },
      '_sha256-1.js': { file: 'assets/sha256-1.js' },
      'renderer/draftKeeper.ts': { file: 'assets/draftKeeper-1.js' },
    };
    const files = (doc: { receipt?: object; draft?: object }) =>
      routePreloads(withFeatures, 'app/startApp.ts', 'confirmLoan', [], 'index.html', [], featureSources(doc as never)).filter(
        (f) => !/startApp|boot|screens/.test(f),
      );
    expect(files({ receipt: {} })).toEqual(['assets/confirmLoan-1.js', 'assets/receiptRecorder-1.js', 'assets/sha256-1.js', 'assets/screenVersion-1.js']);
    expect(files({ draft: {} })).toEqual(['assets/confirmLoan-1.js', 'assets/draftKeeper-1.js']);
    expect(files({})).toEqual(['assets/confirmLoan-1.js']);
  });

  it('a screen that uses shared parts: their chunks too (scripts/screenPartsPlugin.ts)', () => {
    const withPart = {
      ...manifest,
      'schemas/parts/repayCommon.json': { file: 'assets/repayCommon-1.js' },
      'renderer/expandParts.ts': { file: 'assets/expandParts-1.js' },
    };
    // With the code that fills the parts in (app/screens.ts withParts); a screen without parts does not get it.
    expect(routePreloads(withPart, 'app/startApp.ts', 'orderDetail', [], 'index.html', ['repayCommon'])).toEqual([
      'assets/startApp-1.js',
      'assets/boot-1.js',
      'assets/screens-1.js',
      'assets/orderDetail-1.js',
      'assets/repayCommon-1.js',
      'assets/expandParts-1.js',
    ]);
    expect(routePreloads(withPart, 'app/startApp.ts', 'orderDetail', [], 'index.html')).not.toContain('assets/expandParts-1.js');
  });

  it('a screen without widgets of its own, or no screen: only the start', () => {
    expect(routePreloads(manifest, 'app/startApp.ts', null, [], 'index.html')).toEqual(['assets/startApp-1.js', 'assets/boot-1.js', 'assets/screens-1.js']);
  });

  it('files the build grouped (scripts/firstPaintChunks.ts): the app’s file for the start, the shared widget file for a widget without its own', () => {
    const grouped = {
      'index.html': { file: 'assets/main-1.js', imports: ['_start-1.js'] },
      '_start-1.js': { file: 'assets/start-1.js', name: 'start' },
      '_app-1.js': { file: 'assets/app-1.js', name: 'app', imports: ['_start-1.js'] },
      '_widgetSet-1.js': { file: 'assets/widgetSet-1.js', name: 'widgetSet', imports: ['_app-1.js'] },
      'schemas/screens/orderDetail.json': { file: 'assets/orderDetail-1.js' },
      'widgets/ServiceLine.tsx': { file: 'assets/ServiceLine-1.js', imports: ['_app-1.js'] },
    };
    expect(routePreloads(grouped, 'app/startApp.ts', 'orderDetail', ['Button', 'Dialog', 'ServiceLine'], 'index.html')).toEqual([
      'assets/app-1.js',
      'assets/orderDetail-1.js',
      'assets/widgetSet-1.js',
      'assets/ServiceLine-1.js',
    ]);
  });

  it('files of what the same screens need (scripts/firstPaintChunks.ts): found through the build’s list of which file holds which module, with what they import', () => {
    const sets = {
      'index.html': { file: 'assets/main-1.js' },
      '_app-1.js': { file: 'assets/app-1.js', name: 'app' },
      '_confirmLoan-1.js': { file: 'assets/confirmLoan-1.js', name: 'confirmLoan', imports: ['_app-1.js'] },
      '_confirmLoan_2-1.js': { file: 'assets/confirmLoan_2-1.js', name: 'confirmLoan_2', imports: ['_app-1.js'] },
      '_confirmLoan_3-1.js': { file: 'assets/confirmLoan_3-1.js', name: 'confirmLoan_3', imports: ['_app-1.js'] },
      '_repay_3-1.js': { file: 'assets/repay_3-1.js', name: 'repay_3' },
    };
    const moduleFiles = {
      'schemas/screens/confirmLoan.json': 'assets/confirmLoan-1.js',
      'widgets/Frame.tsx': 'assets/confirmLoan-1.js',
      'schemas/parts/confirmCommon.json': 'assets/confirmLoan_2-1.js',
      'renderer/effectiveRate.ts': 'assets/confirmLoan_2-1.js',
      'renderer/receiptRecorder.ts': 'assets/confirmLoan_3-1.js',
      'app/screenVersion.ts': 'assets/confirmLoan_3-1.js',
      'renderer/expandParts.ts': 'assets/repay_3-1.js',
    };
    expect(
      routePreloads(
        sets,
        'app/startApp.ts',
        'confirmLoan',
        ['Frame'],
        'index.html',
        ['confirmCommon'],
        ['renderer/receiptRecorder.ts', 'app/screenVersion.ts', 'renderer/effectiveRate.ts'],
        moduleFiles,
      ),
    ).toEqual(['assets/app-1.js', 'assets/confirmLoan-1.js', 'assets/confirmLoan_2-1.js', 'assets/repay_3-1.js', 'assets/confirmLoan_3-1.js']);
  });
});

describe('preloadChunks', () => {
  it('links each listed chunk after the first paint, and nothing that is not a chunk of the build', async () => {
    const { preloadChunks } = await import('../../../app/preloadChunks.ts');
    const root = document.createElement('div');
    root.dataset.preload = '/assets/a-1.js /assets/b-2.js https://evil.example/x.js /assets/../x.js';
    preloadChunks(root);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    // After the first paint (a frame, then a task): wait for the links, not for a time.
    await waitForState(() =>
      expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual([
        '/assets/a-1.js',
        '/assets/b-2.js',
      ]),
    );
  });

  it('an entry of several routes (the promotion pages): the opened route’s own files at once and at low priority, the page’s after the paint', async () => {
    const { preloadChunks } = await import('../../../app/preloadChunks.ts');
    const linked = (low: boolean) =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
        .filter((l) => (l.getAttribute('fetchpriority') === 'low') === low)
        .map((l) => l.getAttribute('href'));
    for (const [route, own] of [
      ['/downloadTemplate', ['/assets/promoDownload-1.js', '/assets/StoreBadge-1.js']],
      ['/', ['/assets/promoRegister-1.js', '/assets/SchemaForm-1.js']],
      ['/nowhere', []],
    ] as const) {
      document.head.innerHTML = '';
      const root = document.createElement('div');
      root.dataset.preload = '/assets/app-1.js';
      root.dataset.preloadRoutes = '/=/assets/promoRegister-1.js /assets/SchemaForm-1.js;/downloadTemplate=/assets/promoDownload-1.js /assets/StoreBadge-1.js';
      preloadChunks(root, document, route);
      // The shell is drawn by the app: nothing of the page is shown before these have run, so they do not wait.
      expect(linked(true)).toEqual(own);
      expect(linked(false)).toEqual([]);
      await waitForState(() => expect(linked(false)).toEqual(['/assets/app-1.js']));
      expect(linked(true)).toEqual(own);
    }
  });
});
