/**
 * The joint-login failure page (schemas/screens/loginFailure.json; SPEC
 * 'Joint-login failure page'), through the real runtime and the sandbox:
 * which recommended products it lists and tags, and what a tap on one does
 * (a followed link, a native page, or the server's refusal, exactly one).
 */
import { describe, expect, it } from 'vitest';
import { runScreen, type ScreenRun } from '../../support/runScreen.ts';

const sent = (run: ScreenRun, endpoint: string) => run.effects.requests.filter((r) => r.endpoint === endpoint);
const form = (body: string) => Object.fromEntries(new URLSearchParams(body));

describe('joint-login failure page', () => {
  it('leaves out disabled products and tags only the first two shown', async () => {
    const run = await runScreen('loginFailure', 'default');
    const offers = run.tree().nodes[0].children!.find((n) => n.widget === 'Section')!.children!;
    expect(offers.map((o) => [o.props.name, o.props.tags])).toEqual([
      ['LendMo', ['Fast approval', 'No collateral']],
      ['PesoNow Plus', ['Higher limit']],
      ['QuickPera', []],
    ]);
    expect(sent(run, 'recommendProducts')[0].body).toBe('displays=1');
  });

  it.each([
    ['default', { leave: 'https://partner.example.com/apply?product=2001' }],
    ['failure-native-link', { native: 'app://product-detail?productId=2001' }],
    ['failure-link-failure', { toast: 'This product is not available in your area.' }],
  ] as [string, { leave?: string; native?: string; toast?: string }][])('%s: a tap → %j', async (scenario, expected) => {
    const run = await runScreen('loginFailure', scenario);
    await run.tap((n) => n.widget === 'ProductOffer' && n.props.name === 'LendMo', 'select');
    expect(form(sent(run, 'recommendClick')[0].body)).toEqual({ productId: '2001', position: '0' });
    expect(form(sent(run, 'recommendLink')[0].body)).toEqual({ productId: '2001' });
    // Exactly one outcome: a followed link is not also opened natively or refused, and so on.
    expect(run.effects.navigations).toEqual(expected.leave ? [{ kind: 'leave', to: expected.leave, replace: false }] : []);
    expect(run.effects.native).toEqual(expected.native ? [{ handler: 'openPage', body: { url: expected.native } }] : []);
    expect(run.effects.toasts).toEqual(expected.toast ? [expected.toast] : []);
  });
});
