/**
 * Developer test page (SPEC 'Developer test page') through the real runtime:
 * what the developer sees in the view tree, what is kept, where links go.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import dayjs from 'dayjs';
import { findNode, root, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { TEST_PREVIEW_LINKS } from '../../support/testPreviewLinks.ts';
import { fakeGeolocation, removeGeolocation, type PositionAnswer } from '../../support/fakeGeolocation.ts';
import { bridgeLog, logBridgeMessage } from '../../../actions/bridge/bridgeLog.ts';
import { BRIDGE_MESSAGE_NAMES, bridgeTable } from '../../../actions/bridge/bridgeTable.ts';
import { installFakeShell, removeFakeShells } from '../../support/fakeShells.ts';
import { screenCopy } from '../../support/loadScreenDoc.ts';
import routesFile from '../../../schemas/routes.json' with { type: 'json' };
import previewScreen from '../../../schemas/screens/testPreview.json' with { type: 'json' };
import savedScenario from '../../../sandbox/scenarios/test-preview-saved.json' with { type: 'json' };
import type { Json, ViewNode } from '../../../renderer/types.ts';
import { pngFile } from '../../support/pictureFiles.ts';
import { waitForState } from '../../support/waitForState.ts';

/** The page's English wording, as product staff keep it in the schema. */
const copy = previewScreen.copy.en;
/** The device fields of CONTRACT section 2, by name; the labels a person reads come from the copy. */
const NAMES = ['appVersion', 'deviceName', 'deviceId', 'osVersion', 'sessionId', 'advertisingId', 'productId', 'orderId'] as const;
const FIELDS: string[] = NAMES.map((n) => copy.fieldLabels[n]);
const label = (name: (typeof NAMES)[number]) => copy.fieldLabels[name];
/** Field values keyed by label, as from named values. */
const byLabel = (values: Partial<Record<(typeof NAMES)[number], string>>) => Object.fromEntries(NAMES.map((n) => [label(n), values[n] ?? '']));
const STORAGE_KEY = 'loan-web.testPreview.device';

function all(nodes: ViewNode[], match: (n: ViewNode) => boolean, out: ViewNode[] = []): ViewNode[] {
  for (const n of nodes) {
    if (match(n)) out.push(n);
    if (n.children) all(n.children, match, out);
  }
  return out;
}
const inputs = (run: ScreenRun) => all(run.tree().nodes, (n) => n.widget === 'TextInput');
const fieldValues = (run: ScreenRun) =>
  Object.fromEntries(
    inputs(run)
      .filter((n) => FIELDS.includes(String(n.props.label)))
      .map((n) => [n.props.label, n.props.value]),
  );
const texts = (run: ScreenRun) => all(run.tree().nodes, (n) => n.widget === 'Text').map((n) => String(n.props.text));
const buttons = (run: ScreenRun) => all(run.tree().nodes, (n) => n.widget === 'Button').map((n) => String(n.props.label));
const tapButton = (run: ScreenRun, label: string) => run.tap((n) => n.widget === 'Button' && n.props.label === label);
const type = (run: ScreenRun, label: string, value: string) => run.tap((n) => n.props.label === label, 'change', value);

afterEach(() => removeGeolocation());

describe('device fields', () => {
  it('are restored from the earlier visit, in the order of CONTRACT section 2', async () => {
    const run = await runScreen('testPreview', 'test-preview-saved');
    expect(
      inputs(run)
        .map((n) => n.props.label)
        .slice(0, 8),
    ).toEqual(FIELDS);
    expect(fieldValues(run)).toEqual(
      byLabel({ appVersion: '3.4.1', deviceName: 'iPhone 13', deviceId: 'DEV-42', osVersion: '17.4', productId: '2002', orderId: '700007' }),
    );
  });

  it.each([['test-preview'], ['test-preview-broken']])('%s: nothing readable kept → every field empty, no error', async (scenario) => {
    const run = await runScreen('testPreview', scenario);
    expect(Object.values(fieldValues(run))).toEqual(FIELDS.map(() => ''));
    expect(run.effects.toasts).toEqual([]);
    expect(run.effects.requests).toEqual([]);
  });

  it('a change shows at once and is kept with the other fields', async () => {
    const run = await runScreen('testPreview', 'test-preview-saved');
    await type(run, label('sessionId'), 'S-77');
    expect(fieldValues(run)[label('sessionId')]).toBe('S-77');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).value).toEqual({
      appVersion: '3.4.1',
      deviceName: 'iPhone 13',
      deviceId: 'DEV-42',
      osVersion: '17.4',
      sessionId: 'S-77',
      advertisingId: '',
      productId: '2002',
      orderId: '700007',
      lang: '',
    });
  });

  it.each([['test-preview-saved'], ['test-preview']])(
    '%s: a field typed while the log is still on its way stays, with what was kept, once the log arrives',
    async (scenarioName) => {
      let answerLog!: (entries: Json) => void;
      const log = new Promise<Json>((resolve) => (answerLog = resolve));
      // What the scenario's earlier visit kept (sandbox/scenarios/test-preview-saved.json), none in test-preview.
      const kept = scenarioName === 'test-preview' ? {} : savedScenario.storage['testPreview.device'].value;
      const run = await runScreen('testPreview', scenarioName, undefined, {
        actions: { 'bridge.log': () => log },
        whileLoading: async (opened) => {
          // The page can be typed into as soon as its fields are drawn, with what an earlier visit kept.
          await waitForState(() => expect(fieldValues(opened)).toEqual(byLabel(kept)));
          await type(opened, label('appVersion'), '9.9.9');
          answerLog([]);
        },
      });
      expect(fieldValues(run)).toEqual(byLabel({ ...kept, appVersion: '9.9.9' }));
      expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).value).toMatchObject({ ...kept, appVersion: '9.9.9' });
    },
  );

  it('a refresh of the log does not undo an edit that could not be kept', async () => {
    const run = await runScreen('testPreview', 'test-preview-saved');
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('quota');
    };
    try {
      await type(run, label('deviceId'), 'UNSAVED');
      expect(run.effects.toasts).toEqual([copy.notSaved]);
      await tapButton(run, copy.refreshLog);
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(fieldValues(run)[label('deviceId')]).toBe('UNSAVED');
  });
});

describe('links', () => {
  it('every product page of the SPEC, each a route with a screen', async () => {
    const run = await runScreen('testPreview', 'test-preview');
    const labels = buttons(run);
    expect(labels.filter((l) => TEST_PREVIEW_LINKS.some((link) => link.label === l))).toEqual(TEST_PREVIEW_LINKS.map((link) => link.label));
    // Each link goes where the SPEC says: its name in the page's constants has that path.
    const paths = Object.fromEntries(previewScreen.constants.links.map((l) => [l.name, l.path]));
    expect(TEST_PREVIEW_LINKS.map((link) => paths[link.name])).toEqual(TEST_PREVIEW_LINKS.map((link) => link.path));
    const routes = routesFile.routes as Record<string, string | null>;
    for (const { path } of TEST_PREVIEW_LINKS) expect(routes[path], path).toEqual(expect.any(String));
  });

  it.each(TEST_PREVIEW_LINKS)('$name goes to $path with the filled fields as query; empty ones are left out', async (link) => {
    const run = await runScreen('testPreview', 'test-preview-saved', {});
    await tapButton(run, link.label);
    expect(run.effects.navigations).toEqual([
      { kind: 'go', to: `${link.path}?appVersion=3.4.1&deviceName=iPhone+13&deviceId=DEV-42&osVersion=17.4&productId=2002&orderId=700007`, replace: false },
    ]);
  });

  it('an edited field goes with the next tap; an empty one keeps what the address had, and the scenario stays', async () => {
    const run = await runScreen('testPreview', 'test-preview', { sessionId: 'from-shell', scenario: 'test-preview' });
    await type(run, label('orderId'), '123');
    await tapButton(run, copy.linkLabels.orderDetail);
    expect(run.effects.navigations.map((n) => n.to)).toEqual(['/orderDetail?sessionId=from-shell&scenario=test-preview&orderId=123']);
  });

  it('the language field goes with the links as `lang`, so the pages open in that language', async () => {
    const run = await runScreen('testPreview', 'test-preview', {});
    await type(run, copy.fieldLabels.lang, 'fil');
    await tapButton(run, copy.linkLabels.orderDetail);
    expect(run.effects.navigations.map((n) => n.to)).toEqual(['/orderDetail?lang=fil']);
  });

  it('no borrower page links to the test page', () => {
    const dir = join(root, 'schemas', 'screens');
    const linking = readdirSync(dir)
      .filter((f) => f.endsWith('.json') && f !== 'testPreview.json')
      .filter((f) => readFileSync(join(dir, f), 'utf8').includes('testPreview'));
    expect(linking).toEqual([]);
  });
});

describe('photo and contact', () => {
  it('one photo: chosen, then removed; nothing is uploaded', async () => {
    const run = await runScreen('testPreview', 'test-preview');
    const picker = () => findNode(run.tree().nodes, (n) => n.widget === 'ImagePicker')!;
    expect(picker().props).toMatchObject({ images: [], max: 1 });
    await run.tap((n) => n.widget === 'ImagePicker', 'pick', { localId: 'img-1', file: pngFile() } as never);
    expect(picker().props.images).toEqual([{ localId: 'img-1', status: 'done', url: '' }]);
    await run.tap((n) => n.widget === 'ImagePicker', 'remove', { localId: 'img-1' });
    expect(picker().props.images).toEqual([]);
    expect(run.effects.requests).toEqual([]);
  });

  it('the contact field is a telephone field that keeps what is typed', async () => {
    const run = await runScreen('testPreview', 'test-preview');
    await type(run, copy.contactLabel, '+63 917 555 0101');
    expect(findNode(run.tree().nodes, (n) => n.props.label === copy.contactLabel)?.props).toMatchObject({ value: '+63 917 555 0101', type: 'tel' });
  });

  it("the contact field follows the market's mobile rule: how the server would get the number, or why it is not one", async () => {
    const run = await runScreen('testPreview', 'test-preview');
    const field = () => findNode(run.tree().nodes, (n) => n.props.label === copy.contactLabel)!.props;
    expect(field()).toMatchObject({ hint: '', error: '' });
    await type(run, copy.contactLabel, '+63 917 555 0101');
    expect(field()).toMatchObject({ hint: `${copy.contactSentAs}09175550101`, error: '' });
    await type(run, copy.contactLabel, '02 8123 4567');
    expect(field()).toMatchObject({ hint: '', error: copy.contactInvalid });
  });
});

describe('geolocation', () => {
  it('shows the position with its accuracy', async () => {
    fakeGeolocation((ok) => ok({ coords: { latitude: 14.59951234, longitude: 120.98421, accuracy: 19.6 } }));
    const run = await runScreen('testPreview', 'test-preview');
    await tapButton(run, copy.locate);
    expect(texts(run)).toContain(`14.5995, 120.9842 (±20 ${copy.accuracyUnit})`);
  });

  it.each([
    [1, copy.locateErrors.denied],
    [2, copy.locateErrors.unavailable],
    [3, copy.locateErrors.timeout],
  ])('browser error %i: %s', async (code, message) => {
    fakeGeolocation((_ok, fail) => fail({ code }));
    const run = await runScreen('testPreview', 'test-preview');
    await tapButton(run, copy.locate);
    expect(texts(run)).toContain(message);
    expect(run.effects.toasts).toEqual([]);
  });

  it('a browser without geolocation says so', async () => {
    const run = await runScreen('testPreview', 'test-preview');
    await tapButton(run, copy.locate);
    expect(texts(run)).toContain(copy.locateErrors.unsupported);
  });

  it('the button is busy while locating; a new answer replaces the old message', async () => {
    fakeGeolocation((_ok, fail) => fail({ code: 1 }));
    const run = await runScreen('testPreview', 'test-preview');
    await tapButton(run, copy.locate);
    expect(texts(run)).toContain(copy.locateErrors.denied);
    const asked = new Promise<PositionAnswer>((resolve) => fakeGeolocation((ok) => resolve(ok)));
    const tapping = tapButton(run, copy.locate);
    const answer = await asked;
    const locate = findNode(run.tree().nodes, (n) => n.props.label === copy.locate)!;
    expect(run.runtime.store.getState().busy).toEqual({ [`${locate.id}#press`]: true });
    expect(texts(run)).not.toContain(copy.locateErrors.denied);
    answer({ coords: { latitude: 1, longitude: 2, accuracy: 3 } });
    await tapping;
    expect(run.runtime.store.getState().busy).toEqual({});
    expect(texts(run)).toContain(`1.0000, 2.0000 (±3 ${copy.accuracyUnit})`);
  });
});

describe('bridge log', () => {
  afterEach(() => removeFakeShells());

  it('shows each message (time, receiver, handler, JSON body); Clear empties it', async () => {
    const run = await runScreen('testPreview', 'test-preview');
    expect(texts(run)).toContain(copy.logEmpty);
    logBridgeMessage('callPhone', { phone: '+63 2 8123 4567' }, 'none');
    logBridgeMessage('trackEvent', { event: '<b>x</b>', params: { a: 1 } }, 'android');
    logBridgeMessage('goHome', {}, 'ios', 'no handler');
    await tapButton(run, copy.refreshLog);
    const [first, second, third] = bridgeLog.getState().entries;
    const time = (at: string) => dayjs(at).format('HH:mm:ss');
    expect(texts(run)).toEqual(
      expect.arrayContaining([
        `${time(first.at)} ${copy.logShellNames.none}: callPhone {"phone":"+63 2 8123 4567"}`,
        `${time(second.at)} ${copy.logShellNames.android}: trackEvent {"event":"<b>x</b>","params":{"a":1}}`,
        `${time(third.at)} ${copy.logShellNames.ios}: goHome {}${copy.logFailed}no handler${copy.logFailedEnd}`,
      ]),
    );
    expect(texts(run)).not.toContain(copy.logEmpty);
    await tapButton(run, copy.clearLog);
    expect(texts(run)).toContain(copy.logEmpty);
    expect(texts(run).some((t) => t.includes('callPhone'))).toBe(false);
  });
});

describe('the native shell', () => {
  afterEach(() => removeFakeShells());

  it.each([['ios'], ['android'], ['none']] as const)('%s: the page names the shell it detected', async (shell) => {
    if (shell !== 'none') installFakeShell(shell);
    const run = await runScreen('testPreview', 'test-preview');
    expect(texts(run)).toContain(`${copy.shellDetected}${copy.shellNames[shell]}`);
  });

  it.each([['ios'], ['android']] as const)('%s: every message of the bridge table can be sent by hand; the log says who got it', async (shell) => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const received = installFakeShell(shell);
    const run = await runScreen('testPreview', 'test-preview');
    for (const name of BRIDGE_MESSAGE_NAMES) await tapButton(run, `${copy.sendPrefix}${name}`);
    expect(received.map((r) => [r.name, r.body])).toEqual(
      BRIDGE_MESSAGE_NAMES.map((name) => [bridgeTable[name].handler, bridgeTable[name].body(bridgeTable[name].example)]),
    );
    // A value typed by the developer goes in place of the example.
    await type(run, copy.sendValueLabel, 'app://loan/7');
    await tapButton(run, `${copy.sendPrefix}openPage`);
    await tapButton(run, `${copy.sendPrefix}callPhone`);
    expect(received.slice(-2).map((r) => r.body)).toEqual([{ url: 'app://loan/7' }, { phone: 'app://loan/7' }]);
    const lines = texts(run).filter((t) => t.includes(`${copy.logShellNames[shell]}: `));
    expect(lines).toHaveLength(BRIDGE_MESSAGE_NAMES.length + 2);
  });

  it('a shell that refuses a message: the developer reads why in a toast and in the log', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeShell('android', { throws: true });
    const run = await runScreen('testPreview', 'test-preview');
    await tapButton(run, `${copy.sendPrefix}rateApp`);
    expect(run.effects.toasts).toEqual([screenCopy(run.screen, 'nativeFailed')]);
    expect(texts(run).some((t) => t.endsWith(`rateApp {}${copy.logFailed}android shell refused${copy.logFailedEnd}`))).toBe(true);
  });
});
