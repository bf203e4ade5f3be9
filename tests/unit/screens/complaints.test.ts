/**
 * Complaints through the real runtime and the sandbox: the typeNext table,
 * the 200-character rule, pictures, the send, list and detail. Labels and
 * messages are the screens' copy; the orders, types and failures the server's.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen';
import { loadScreenDoc } from '../../support/loadScreenDoc';
import type { JsonObject, ViewNode } from '../../../renderer/types';

const home = loadScreenDoc('complaint').copy as Record<string, string>;
const next = loadScreenDoc('complainPageNext').copy as Record<string, string>;
const detail = loadScreenDoc('complainDetails').copy as Record<string, string>;

const node = (run: ScreenRun, match: (n: ViewNode) => boolean) => findNode(run.tree().nodes, match);
const state = (run: ScreenRun) => run.runtime.store.getState().state as JsonObject;
const choose = (run: ScreenRun, label: string, value: string) => run.tap((n) => n.widget === 'ChoiceList' && n.props.label === label, 'select', value);
const TYPES = home.typeTitle;

describe('complaint home: the typeNext table', () => {
  it.each([
    ['default', '2', { go: 'problemType=2&problemSonType=&orderNo=PH20261120001' }],
    ['default', '3', { go: 'problemType=3&problemSonType=&orderNo=PH20261120001' }],
    ['default', '1', { subTypes: true }],
    ['complaint-no-collection', '3', { toast: home.collectionRefused }],
    ['complaint-no-collection', '2', { go: 'problemType=2' }],
  ] as [string, string, { go?: string; subTypes?: boolean; toast?: string }][])('%s, type %s → %j', async (scenario, type, expected) => {
    const run = await runScreen('complaint', scenario);
    await choose(run, TYPES, type);
    if (expected.go) {
      expect(run.effects.navigations).toHaveLength(1);
      expect(run.effects.navigations[0].to).toContain('/complainPageNext?');
      expect(run.effects.navigations[0].to).toContain(expected.go);
    } else if (expected.subTypes) {
      expect(run.effects.navigations).toEqual([]);
      expect(node(run, (n) => n.widget === 'ChoiceList' && n.props.label === home.subTypeTitle)).toBeTruthy();
    } else {
      expect(run.effects.navigations).toEqual([]);
      expect(run.effects.toasts).toEqual([expected.toast]);
      expect(state(run).type).toBe('');
    }
  });

  it('type 1 then a sub-type goes on with both', async () => {
    const run = await runScreen('complaint', 'default');
    await choose(run, TYPES, '1');
    await choose(run, home.subTypeTitle, '12');
    expect(run.effects.navigations[0].to).toContain('problemType=1&problemSonType=12&orderNo=PH20261120001');
  });

  it('choosing another order with All: its card shows, and its isShow decides the collection type', async () => {
    const run = await runScreen('complaint', 'default');
    await run.tap((n) => n.props.label === home.all);
    await run.tap((n) => n.widget === 'ListItem' && n.props.title === 'LendMo', 'select');
    expect(node(run, (n) => n.widget === 'ProductCard')?.props).toMatchObject({ name: 'LendMo', status: 'Paid off' });
    await choose(run, TYPES, '3');
    expect(run.effects.toasts).toEqual([home.collectionRefused]);
  });
});

describe('complaint next step', () => {
  const text = (run: ScreenRun) => node(run, (n) => n.widget === 'TextArea');
  const send = (run: ScreenRun) => run.tap((n) => n.props.label === next.send);
  const pick = (run: ScreenRun, localId: string) =>
    run.tap((n) => n.widget === 'ImagePicker', 'pick', { localId, file: new Blob(['png'], { type: 'image/png' }) } as never);

  it('keeps at most 200 characters', async () => {
    const run = await runScreen('complainPageNext', 'default');
    await run.tap((n) => n.widget === 'TextArea', 'change', 'a'.repeat(250));
    expect(text(run)?.props.value).toHaveLength(200);
  });

  it.each([[''], ['   \n ']])('refuses empty text %j: nothing is sent', async (typed) => {
    const run = await runScreen('complainPageNext', 'default');
    await run.tap((n) => n.widget === 'TextArea', 'change', typed);
    await send(run);
    expect(run.effects.toasts).toEqual([next.emptyText]);
    expect(run.effects.requests.filter((r) => r.endpoint === 'problemSave')).toEqual([]);
  });

  it('uploads pictures one by one, sends the URLs comma-joined, shows the modal, returns home', async () => {
    const run = await runScreen('complainPageNext', 'default', {
      problemType: '1',
      problemSonType: '12',
      orderNo: 'PH20261120001',
    });
    await pick(run, 'a');
    await pick(run, 'b');
    expect(run.effects.toasts).toEqual([next.uploaded, next.uploaded]);
    const urls = (state(run).images as { url: string; status: string }[]).map((i) => i.url);
    expect(urls.every((u) => /^https:\/\/img\.example\.com\/complaints\/upload-\d+\.jpg$/.test(u))).toBe(true);
    await run.tap((n) => n.widget === 'TextArea', 'change', 'Paid but still due');
    const sending = send(run);
    await new Promise((r) => setTimeout(r, 300));
    expect(node(run, (n) => n.widget === 'Dialog')?.props.title).toBe(next.successTitle);
    expect(run.effects.navigations).toEqual([]);
    await sending;
    const saved = run.effects.requests.filter((r) => r.endpoint === 'problemSave');
    expect(saved).toHaveLength(1);
    expect(JSON.parse(saved[0].body)).toEqual({
      problemType: '1',
      problemSonType: '12',
      problemDetail: 'Paid but still due',
      problemImage: urls.join(','),
      orderNo: 'PH20261120001',
    });
    // Back home with the common parameters only (none here): the complaint's own query stays behind.
    expect(run.effects.navigations).toEqual([{ kind: 'go', to: '/complaint', replace: true }]);
  }, 10_000);

  it('refuses a 10th picture', async () => {
    const run = await runScreen('complainPageNext', 'default');
    run.runtime.store.setState((s) => ({
      state: { ...s.state, images: Array.from({ length: 9 }, (_, i) => ({ localId: `p${i}`, status: 'done', url: `u${i}` })) },
    }));
    await pick(run, 'tenth');
    expect(run.effects.toasts).toEqual([next.tooManyImages]);
    expect(state(run).images).toHaveLength(9);
    expect(run.effects.requests.filter((r) => r.endpoint === 'uploadProblemImg')).toEqual([]);
  });

  it('a failed upload is marked, says why, and can be retried or removed', async () => {
    const run = await runScreen('complainPageNext', 'complaint-upload-failure');
    await pick(run, 'a');
    expect(run.effects.toasts).toEqual(['The picture is too large (at most 5 MB).']);
    expect(state(run).images).toEqual([{ localId: 'a', status: 'failed', url: '' }]);
    await run.tap((n) => n.widget === 'ImagePicker', 'retry', { localId: 'a', file: new Blob(['x']) } as never);
    expect(run.effects.requests.filter((r) => r.endpoint === 'uploadProblemImg')).toHaveLength(2);
    await run.tap((n) => n.widget === 'ImagePicker', 'remove', { localId: 'a' });
    expect(state(run).images).toEqual([]);
  });

  it('a failed send keeps the text and pictures', async () => {
    const run = await runScreen('complainPageNext', 'complaint-save-failure');
    await pick(run, 'a');
    await run.tap((n) => n.widget === 'TextArea', 'change', 'Keep me');
    await send(run);
    expect(run.effects.toasts.at(-1)).toBe('Too many complaints today. Please try again tomorrow.');
    expect(state(run)).toMatchObject({ text: 'Keep me', images: [{ localId: 'a', status: 'done' }] });
    expect(run.effects.navigations).toEqual([]);
  });
});

describe('complaint list and detail', () => {
  it('lists each tab with badges; only the selected tab and its neighbour are drawn', async () => {
    const run = await runScreen('complaintList', 'complaint-list-many');
    const tabs = node(run, (n) => n.widget === 'SwipeTabs');
    expect((tabs?.props.tabs as JsonObject[]).map((t) => t.badge)).toEqual([120, 3, 2, 0, 1, 0]);
    expect(tabs?.children?.map((p) => p.props.selected)).toEqual([true, false]);
    run.runtime.store.setState((s) => ({ state: { ...s.state, tab: 3 } }));
    expect(node(run, (n) => n.widget === 'SwipeTabs')?.children?.map((p) => p.id)).toEqual([
      'body.0.tabs.panel.2',
      'body.0.tabs.panel.3',
      'body.0.tabs.panel.4',
    ]);
  });

  it('a complaint opens its detail', async () => {
    const run = await runScreen('complaintList', 'default');
    await run.tap((n) => n.widget === 'ListItem' && n.props.text === 'I paid through GCash but my order still shows due.', 'select');
    expect(run.effects.navigations[0].to).toMatch(/^\/complainDetails\?.*problemId=5001/);
  });

  it('detail: no rating popup when isNeedScore is 0', async () => {
    const run = await runScreen('complainDetails', 'default');
    expect(node(run, (n) => n.widget === 'Dialog')).toBeUndefined();
  });

  it('detail: the rating popup comes 3 s after load when isNeedScore is non-zero; Send posts the stars', async () => {
    // runScreen resolves when the onLoad chain ends, i.e. after the popup's delay.
    const started = Date.now();
    const run = await runScreen('complainDetails', 'complaint-detail-answered');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    const rating = () => node(run, (n) => n.widget === 'Dialog');
    expect(rating()).toBeTruthy();
    await run.tap((n) => n.widget === 'StarRating', 'change', 4);
    await run.tap((n) => n.props.label === detail.send);
    const sent = run.effects.requests.filter((r) => r.endpoint === 'saveScore');
    expect(sent.map((r) => JSON.parse(r.body))).toEqual([{ score: 4, problemId: '4990' }]);
    expect(rating()).toBeUndefined();
  }, 10_000);
});
