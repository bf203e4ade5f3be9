/**
 * The tests of what the installment page (repay) and the extension page
 * (repayDelay) share (schemas/parts/repayCommon.json: the channel chooser and
 * the payment), declared once and run by each page's own test file
 * (tests/unit/screens/repay.test.ts, repayDelay.test.ts) with what differs:
 * what it sends, where its amount is. Through the real runtime and the
 * sandbox; buttons are found by the screen's copy.
 */
import { describe, expect, it, vi } from 'vitest';
import { findNode, runScreen, type ScreenRun } from './runScreen.ts';
import { loadScreenDoc, screenCopy } from './loadScreenDoc.ts';
import { answerWith, setField } from './answerWith.ts';
import { HOSTILE_AMOUNTS } from './hostileAmounts.ts';
import type { EndpointName } from '../../actions/api/endpoints.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import type { JsonObject } from '../../renderer/types.ts';

export interface RepayPage {
  screen: 'repay' | 'repayDelay';
  /** The generateVcode form the default scenario sends after Maya is chosen. */
  payload: Record<string, string>;
  /** The endpoint the page reads its amount from, and the field of its answer. */
  endpoint: EndpointName;
  field: string;
  /** Where the amount is in the page's loaded data. */
  dataPath: string;
}

const sent = (run: ScreenRun, endpoint: string) => run.effects.requests.filter((r) => r.endpoint === endpoint);
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));
/** Taps the control labelled by a copy key of the screen. */
const tapKey = (run: ScreenRun, key: string) => run.tap((n) => n.props.label === screenCopy(run.screen, key));
/** The kept entry as storage.set wrote it: {owner, savedAt, value}. */
const saved = () => JSON.parse(localStorage.getItem('loan-web.repaymentInfo') ?? 'null');

export function repayCommonTests({ screen, payload, endpoint, field, dataPath }: RepayPage): void {
  describe(`${screen}: the payment shared with the other repayment page (repayCommon)`, () => {
    it(`${screen}: first channel by default; the chosen one is sent; info saved before leaving for payUrl`, async () => {
      const run = await runScreen(screen, 'default');
      expect(run.runtime.store.getState().state.channel).toBe('C711');
      await tapKey(run, 'paymentMethod');
      await run.tap((n) => n.widget === 'ListItem' && n.props.title === 'Maya', 'select'); // server text: a channel
      await tapKey(run, 'pay');
      expect(sent(run, 'generateVcode').map((r) => form(r.body))).toEqual([payload]);
      expect(saved()).toMatchObject({ owner: '900001', value: { isDelay: screen === 'repayDelay' ? 1 : 0, channel: { channel_number: 'CMAYA' } } });
      expect(Date.now() - saved().savedAt).toBeLessThan(5_000);
      // The code page of this site is told whose info it shows.
      expect(run.effects.navigations).toEqual([{ kind: 'leave', to: `${window.location.origin}/repaymentOfCode2?orderId=900001`, replace: false }]);
    });

    it(`${screen}: a browser that refuses to keep the info still goes to payUrl, with one generateVcode; the older entry is gone and the code page is told`, async () => {
      const run = await runScreen(screen, 'code2-saved');
      expect(saved()?.owner, 'an earlier order left its info').toBe('900001');
      const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      });
      try {
        await tapKey(run, 'paymentMethod');
        await tapKey(run, 'pay');
      } finally {
        refuse.mockRestore();
      }
      expect(sent(run, 'generateVcode')).toHaveLength(1);
      expect(run.effects.toasts).toEqual([]);
      expect(saved(), 'no older info left to be read as this payment').toBeNull();
      expect(run.effects.navigations).toEqual([{ kind: 'leave', to: `${window.location.origin}/repaymentOfCode2?orderId=900001&saved=0`, replace: false }]);
    });

    it(`${screen}: paying again after a successful generateVcode sends nothing more (no second payment request while the page leaves)`, async () => {
      const run = await runScreen(screen, 'default');
      await tapKey(run, 'paymentMethod');
      await tapKey(run, 'pay');
      await tapKey(run, 'paymentMethod');
      await tapKey(run, 'pay');
      expect(sent(run, 'generateVcode')).toHaveLength(1);
      expect(findNode(run.tree().nodes, (n) => n.id.endsWith('pay'))?.props.disabled).toBe(true);
    });

    describe('issue 16: figures the borrower was not shown are never sent', () => {
      it.each(HOSTILE_AMOUNTS)(`${screen} with amount %s: the "cannot be shown" state in its words, with a retry; nothing is sent`, async (_name, value) => {
        answerWith(endpoint, (body) => setField(body, field, value));
        const query = { ...scenario('default')!.query, amount: '' };
        const run = await runScreen(screen, 'default', query);
        const copy = loadScreenDoc(screen).copy as Record<string, string>;
        expect(run.tree()).toMatchObject({ phase: 'error', error: { message: copy.incomplete } });
        expect(sent(run, 'generateVcode')).toEqual([]);
      });

      it(`${screen}: the pay chain re-checks the amount: a figure gone bad after loading blocks Payment with a message`, async () => {
        const run = await runScreen(screen, 'default');
        const copy = run.screen.copy as Record<string, string>;
        const data = structuredClone(run.runtime.store.getState().data) as JsonObject;
        setField(data as Record<string, unknown>, dataPath.replace(/^data\./, ''), 'NaN');
        run.runtime.store.setState({ data });
        await tapKey(run, 'paymentMethod');
        await tapKey(run, 'pay');
        expect(run.effects.toasts).toEqual([copy.cannotPay]);
        expect(sent(run, 'generateVcode')).toEqual([]);
      });
    });
  });
}
