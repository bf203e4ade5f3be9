/**
 * Customer service (schemas/screens/customerService.json; SPEC 'Customer
 * service' and point 9: help 24 hours, complaints handled within 3
 * weekdays), through the real runtime and the sandbox: the telephone and
 * e-mail the server gives (contactKfInfo), a tap on the telephone calling
 * through the native shell, the way to file a complaint, and what the page
 * does when the server gives only one way to reach us, none, or no answer.
 * Words are the screen's copy; the number and address the server's.
 */
import { describe, expect, it } from 'vitest';
import { findNode, runScreen, type ScreenRun } from '../../support/runScreen.ts';
import { loadScreenDoc, screenCopy } from '../../support/loadScreenDoc.ts';
import { answerWith, scenarioBody, setField } from '../../support/answerWith.ts';
import { settings } from '../../../app/settings.ts';
import type { ViewNode } from '../../../renderer/types.ts';

const service = loadScreenDoc('customerService');
const words = (key: string) => screenCopy(service, key);
const kf = scenarioBody('contactKfInfo').data as { smWa: string; email: string };

const node = (run: ScreenRun, match: (n: ViewNode) => boolean) => findNode(run.tree().nodes, match);
const line = (run: ScreenRun, kind: 'phone' | 'email') => node(run, (n) => n.widget === 'ContactLine' && n.props.kind === kind);

describe('customer service', () => {
  it('says help is there 24 hours, shows the telephone and e-mail the server gives, and promises complaints within 3 weekdays', async () => {
    const run = await runScreen('customerService', 'default');
    expect(run.effects.requests.map((r) => r.endpoint)).toEqual(['contactKfInfo']);
    expect(node(run, (n) => n.widget === 'Notice')?.props.title).toBe(words('online'));
    expect(line(run, 'phone')?.props).toMatchObject({ label: words('phoneLabel'), value: kf.smWa });
    expect(line(run, 'email')?.props).toMatchObject({ label: words('emailLabel'), value: kf.email });
    expect(node(run, (n) => n.widget === 'Text' && n.props.text === words('promise'))).toBeTruthy();
  });

  it('a tap on the telephone asks the app to call that number', async () => {
    const run = await runScreen('customerService', 'default');
    await run.tap((n) => n.widget === 'ContactLine' && n.props.kind === 'phone', 'call');
    expect(run.effects.native).toEqual([{ handler: 'callPhone', body: { phone: kf.smWa } }]);
  });

  it('Submit a complaint opens the complaint home', async () => {
    const run = await runScreen('customerService', 'default');
    await run.tap((n) => n.props.label === words('complain'));
    expect(run.effects.navigations).toEqual([{ kind: 'go', to: expect.stringMatching(/^\/complaint(\?|$)/), replace: false }]);
  });

  it.each([
    ['only an e-mail', 'data.smWa', 'email', 'phone'],
    ['only a telephone', 'data.email', 'phone', 'email'],
  ] as const)('%s: still the page, with the one way to reach us and an empty line for the other', async (_name, blank, shown, empty) => {
    answerWith('contactKfInfo', (body) => setField(body, blank, ' '));
    const run = await runScreen('customerService', 'default');
    expect(run.tree().phase).toBe('ready');
    expect(line(run, shown)?.props.value).toBe(shown === 'phone' ? kf.smWa : kf.email);
    expect(String(line(run, empty)?.props.value ?? '').trim()).toBe('');
  });

  it('neither a telephone nor an e-mail: the "cannot be shown" state in the screen\'s words, with a retry', async () => {
    answerWith('contactKfInfo', (body) => {
      setField(body, 'data.smWa', '  ');
      setField(body, 'data.email', undefined);
    });
    const run = await runScreen('customerService', 'default');
    expect(run.tree()).toMatchObject({ phase: 'error', error: { message: words('incomplete'), retryLabel: screenCopy(service, 'retry') } });
    expect(line(run, 'phone')).toBeUndefined();
  });

  it("no answer at all: the error page still lets the borrower call the lender's telephone", async () => {
    const run = await runScreen('customerService', 'customer-service-failure');
    expect(run.tree()).toMatchObject({ phase: 'error', error: { message: screenCopy(service, 'networkError') } });
    await run.tap((n) => n.widget === 'ErrorState', 'callService');
    expect(run.effects.native).toEqual([{ handler: 'callPhone', body: { phone: (settings.lender as { telephone: string }).telephone } }]);
  });
});
