// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultScenario } from '../../../studio/defaultScenario.ts';
import { rawScenarios } from '../../../sandbox/scenarios.ts';

const about = (screen: string, extra: object = {}) => ({ description: 'As usual.', screens: [screen], ...extra });

describe('live preview: the scenario a screen opens on', () => {
  it('skips scenarios whose name says a failure, slowness, an unsafe answer or missing data', () => {
    const scenarios = {
      'bank-bind-failure': about('bindBank'),
      'bank-empty': about('bindBank'),
      'bank-slow': about('bindBank'),
      'bank-unsafe-url': about('bindBank'),
      'bank-two-cards': about('bindBank'),
    };
    expect(defaultScenario('bindBank', scenarios)).toBe('bank-two-cards');
  });

  it('skips scenarios whose own answers fail, hang, are HTTP errors, not JSON or late, or whose description says it fails', () => {
    const scenarios = {
      a: about('s', { responses: { x: { network: 'error' } } }),
      b: about('s', { responses: { x: { status: 500 } } }),
      c: about('s', { responses: { x: { raw: '<html>' } } }),
      d: about('s', { responses: { x: { delayMs: 1500 } } }),
      e: about('s', { description: 'The upload fails: the message shows.' }),
      f: about('s', { description: 'Two cards, nothing can go wrong.', responses: { x: { status: 200, body: {} } } }),
    };
    expect(defaultScenario('s', scenarios)).toBe('f');
  });

  it('prefers `default` when it is about the screen, and takes a scenario that declares itself the default', () => {
    const scenarios = { 'a-ok': about('s'), default: about('s') };
    expect(defaultScenario('s', scenarios)).toBe('default');
    expect(defaultScenario('s', { ...scenarios, 'z-declared': about('s', { defaultFor: ['s'] }) })).toBe('z-declared');
  });

  it('never judges `default` by its words or answers: every scenario starts from it, so it is the usual case', () => {
    const usual = about('s', { description: 'Nothing fails here.', responses: { x: { delayMs: 300 }, y: { status: 404 } } });
    expect(defaultScenario('s', { 'a-ok': about('s'), default: usual })).toBe('default');
  });

  it('skips a scenario that inherits a failure through `extends`, however usual its own words and answers', () => {
    const scenarios = {
      'a-variant': about('s', { extends: 'hangs' }),
      'b-usual': about('s'),
      hangs: { description: 'As usual.', responses: { detail: { network: 'hang' as const } } },
    };
    expect(defaultScenario('s', scenarios)).toBe('b-usual');
    // Without the troubled parent the variant is a usual case like any other.
    expect(defaultScenario('s', { ...scenarios, hangs: { description: 'As usual.' } })).toBe('a-variant');
    // A loop of extends ends (the sandbox itself refuses one).
    expect(defaultScenario('s', { 'a-loop': about('s', { extends: 'a-loop' }) })).toBe('a-loop');
  });

  it('falls back on the first scenario about the screen, then on `default`', () => {
    expect(defaultScenario('s', { 's-failure': about('s'), 's-slow': about('s'), default: about('t') })).toBe('s-failure');
    expect(defaultScenario('u', { 's-failure': about('s'), default: about('t') })).toBe('default');
  });

  it('opens the shipped bank screen on its usual answers, not a failure', () => {
    expect(defaultScenario('bindBank', rawScenarios)).toBe('default');
    expect(defaultScenario('testPreview', rawScenarios)).toBe('test-preview');
  });

  it('opens every shipped screen on a scenario where it loads (its committed snapshot is not the error page)', () => {
    // A new scenario that the rule would wrongly pick (a failure its name does not say) shows here, by the screen.
    for (const file of readdirSync('schemas/screens')) {
      const screen = file.replace(/\.json$/, '');
      const picked = defaultScenario(screen, rawScenarios);
      const snapshot = `tests/snapshot/__screens__/${screen}/${picked}.en.json`;
      if (!existsSync(snapshot)) continue; // No scenario is about the screen: nothing to draw it with but `default`.
      expect(JSON.parse(readFileSync(snapshot, 'utf8')).tree.phase, `${screen} opens on ${picked}`).not.toBe('error');
    }
  });

  it('finds every screen a scenario file declares itself the default for among the screens it is about', () => {
    for (const [name, s] of Object.entries(rawScenarios)) {
      for (const screen of s.defaultFor ?? []) expect(s.screens ?? [], `${name} defaultFor ${screen}`).toContain(screen);
    }
  });
});
