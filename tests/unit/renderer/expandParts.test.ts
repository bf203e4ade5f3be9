/**
 * renderer/expandParts.ts: a screen with the shared parts it uses filled in,
 * where each entry came from, and the rule trace naming the part.
 */
import { describe, expect, it } from 'vitest';
import { expandParts, sourceOf } from '../../../renderer/expandParts.ts';
import { partOf } from '../../../renderer/partRefs.ts';
import { resolveScreen } from '../../../renderer/resolveScreen.ts';
import { describeTrace } from '../../../renderer/describeTrace.ts';
import { buildContext } from '../../../renderer/context.ts';
import type { NodeSpec, PartDoc, ScreenDoc } from '../../../renderer/types.ts';
import { readParts, readScreen } from '../../../scripts/readScreen.ts';
import { loadScreenDoc } from '../../support/loadScreenDoc.ts';
import { findNode, runScreen } from '../../support/runScreen.ts';

/** A fragment placement, as a document's body holds it (a node with no other key). */
const place = (fragment: string) => ({ fragment }) as NodeSpec;

const common: PartDoc = {
  id: 'common',
  copy: { en: { pay: 'Pay', title: 'Shared title' }, fil: { pay: 'Bayad dito', title: 'Pamagat' } },
  constants: { rupeeFlag: 0, limit: 2 },
  rules: { canPay: { '!!': [{ var: 'state.channel' }] }, amount: 1 },
  tables: { tone: { inputs: { paid: { rule: 'canPay' } }, rows: [{ when: { var: 'paid' }, then: 'green' }], else: 'red' } },
  state: { channel: '', paying: false },
  onLoad: [{ action: 'ui.set', args: { paying: false } }],
  handlers: { pay: [{ action: 'ui.toast', args: { text: { var: 'copy.pay' } } }] },
  fragments: {
    footer: [{ widget: 'Footer', children: [{ widget: 'Button', key: 'pay', props: { label: { var: 'copy.pay' }, tone: { table: 'tone' } } }] }],
    chooser: [{ widget: 'Dialog', key: 'chooser' }, place('footer')],
  },
};

const screen: ScreenDoc = {
  id: 'repay',
  uses: ['common'],
  copy: { en: { title: 'Own title' }, fil: { title: 'Sariling pamagat' } },
  constants: { limit: 5 },
  rules: { amount: { var: 'data.detail.amount' } },
  state: { expanded: false },
  onLoad: [{ action: 'ui.set', args: { expanded: false } }],
  body: [{ widget: 'Page', children: [{ widget: 'Figure', key: 'amount' }, place('footer'), { widget: 'Notice', key: 'after' }] }, place('chooser')],
};

describe('expandParts', () => {
  const doc = expandParts(screen, { common });

  it('takes every named entry of the part; the screen’s own entry wins by name', () => {
    expect(doc.constants).toEqual({ rupeeFlag: 0, limit: 5 });
    expect(doc.rules?.amount).toEqual({ var: 'data.detail.amount' });
    expect(doc.rules?.canPay).toEqual(common.rules?.canPay);
    expect(doc.state).toEqual({ channel: '', paying: false, expanded: false });
    expect(Object.keys(doc.handlers ?? {})).toEqual(['pay']);
    expect(Object.keys(doc.tables ?? {})).toEqual(['tone']);
  });

  it('merges copy per language, key by key', () => {
    expect(doc.copy).toEqual({ en: { pay: 'Pay', title: 'Own title' }, fil: { pay: 'Bayad dito', title: 'Sariling pamagat' } });
  });

  it('runs the part’s onLoad steps before the screen’s', () => {
    expect(doc.onLoad?.map((s) => s.args)).toEqual([{ paying: false }, { expanded: false }]);
  });

  it('puts a fragment’s nodes where it is placed, a fragment inside a fragment too', () => {
    const page = doc.body[0].children as NodeSpec[];
    expect(page.map((n) => n.key ?? n.widget)).toEqual(['amount', 'Footer', 'after']);
    expect(doc.body.map((n) => n.key ?? n.widget)).toEqual(['Page', 'chooser', 'Footer']);
    expect(JSON.stringify(doc.body)).not.toContain('"fragment"');
    // Used sections are applied, not carried along.
    expect(doc).not.toHaveProperty('uses');
    expect(doc).not.toHaveProperty('fragments');
  });

  it('says where each entry taken from elsewhere was written', () => {
    expect(sourceOf(doc, '/rules/canPay/!!/0')).toEqual({ part: 'common', pointer: '/rules/canPay/!!/0' });
    expect(sourceOf(doc, '/rules/amount')).toEqual({ pointer: '/rules/amount' });
    expect(sourceOf(doc, '/copy/fil/pay')).toEqual({ part: 'common', pointer: '/copy/fil/pay' });
    expect(sourceOf(doc, '/onLoad/1/args')).toEqual({ pointer: '/onLoad/0/args' });
    // A placed node: in the part's fragment; a screen node moved by a placement: at its place in the screen.
    expect(sourceOf(doc, '/body/0/children/1/children/0/props/label')).toEqual({ part: 'common', pointer: '/fragments/footer/0/children/0/props/label' });
    expect(sourceOf(doc, '/body/0/children/2/key')).toEqual({ pointer: '/body/0/children/2/key' });
    expect(sourceOf(doc, '/body/2')).toEqual({ part: 'common', pointer: '/fragments/footer/0' });
    expect(sourceOf(doc, '/body/1/key')).toEqual({ part: 'common', pointer: '/fragments/chooser/0/key' });
    expect(partOf(doc, 'rules', 'canPay')).toBe('parts/common');
    expect(partOf(doc, 'rules', 'amount')).toBeUndefined();
  });

  it('a node after a placement maps back to its own place in the screen', () => {
    const shifted = expandParts({ id: 's', uses: ['common'], body: [place('chooser'), { widget: 'Notice', key: 'last' }] }, { common });
    expect(shifted.body.map((n) => n.key ?? n.widget)).toEqual(['chooser', 'Footer', 'last']);
    expect(sourceOf(shifted, '/body/2/key')).toEqual({ pointer: '/body/1/key' });
  });

  it('a screen’s own fragment replaces the part’s of the same name', () => {
    const own = expandParts({ ...screen, fragments: { footer: [{ widget: 'Notice', key: 'mine' }] } }, { common });
    expect((own.body[0].children as NodeSpec[]).map((n) => n.key ?? n.widget)).toEqual(['amount', 'mine', 'after']);
    expect(sourceOf(own, '/body/0/children/1')).toEqual({ pointer: '/fragments/footer/0' });
  });

  it('leaves what cannot be placed as written: a missing part, an unknown fragment, a fragment that places itself', () => {
    const looping: PartDoc = { id: 'loop', fragments: { a: [{ widget: 'Notice', key: 'x' }, place('a')] } };
    const out = expandParts({ id: 's', uses: ['gone', 'loop'], body: [place('nope'), place('a')] }, { loop: looping });
    expect(out.body).toEqual([place('nope'), { widget: 'Notice', key: 'x' }, place('a')]);
    expect(sourceOf(out, '/body/2/fragment')).toEqual({ part: 'loop', pointer: '/fragments/a/1/fragment' });
  });

  it('returns a document that uses no part as it is', () => {
    const plain: ScreenDoc = { id: 'plain', body: [] };
    expect(expandParts(plain, { common })).toBe(plain);
  });

  it('the rule trace names the part a rule or table came from, in words too', () => {
    const context = buildContext(doc, { query: {}, state: { channel: 'C711' }, appCopy: {} });
    const tree = resolveScreen(doc, { ...context, copy: { pay: 'Pay' } }, { trace: true });
    const pay = JSON.stringify(tree.nodes);
    expect(pay).toContain('"from":"parts/common"');
    const button = tree.nodes[0].children?.[1].children?.[0];
    expect(button?.trace?.map(describeTrace)).toEqual(['tone ← rule canPay (parts/common): true', 'tone ← tone (parts/common) row 1: paid true']);
  });
});

describe('the screens that share parts', () => {
  const parts = readParts();

  it('repay and repayDelay take their chooser, payment and pay handler from repayCommon; the confirm pages theirs from confirmCommon', () => {
    for (const id of ['repay', 'repayDelay']) {
      const doc = readScreen(id, undefined, parts);
      expect(partOf(doc, 'rules', 'canPay')).toBe('parts/repayCommon');
      expect(doc.handlers?.pay).toEqual(parts.repayCommon.handlers?.pay);
      expect(doc.body.map((n) => n.key ?? n.widget)).toEqual(['Page', 'chooser']);
    }
    for (const id of ['confirmLoan', 'confirmLoanNew']) {
      const doc = readScreen(id, undefined, parts);
      expect(partOf(doc, 'rules', 'canConfirm')).toBe('parts/confirmCommon');
      expect((doc.body[0].children ?? []).map((n) => n.key ?? n.widget)).toEqual(expect.arrayContaining(['notice', 'plan', 'agree']));
    }
  });

  it('the live preview’s “Why is this here?” on the extension page names the part its picture rule is in', async () => {
    const run = await runScreen('repayDelay', 'default');
    const tree = resolveScreen(run.screen, run.runtime.getContext(), { trace: true });
    const picture = findNode(tree.nodes, (n) => n.widget === 'ImageGrid');
    expect(picture?.trace?.map(describeTrace)).toContain('if ← rule showInstructions (parts/repayCommon): true');
  });

  it('each page keeps what differs: the extension page sends isDelay, the installment page does not', () => {
    expect(loadScreenDoc('repayDelay').constants?.isDelay).toBe(1);
    expect(loadScreenDoc('repay').constants?.isDelay).toBe(0);
    expect(loadScreenDoc('repay').copy?.paymentMethod).toBe(loadScreenDoc('repayDelay').copy?.paymentMethod);
  });
});
