// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scenarioGroups } from '../../../studio/scenarioGroups.ts';

const scenarios = {
  default: { screens: ['order', 'bank'] },
  'bank-failure': { screens: ['bank'] },
  'bank-slow': { screens: ['bank'] },
  'order-200': { screens: ['order'] },
  'both-slow': { screens: ['order', 'bank'] },
  loose: {},
};

describe('live preview: scenarios grouped by screen', () => {
  it('lists the open screen first, its default at the top, then the other screens in order, then the rest; each scenario once', () => {
    expect(scenarioGroups('bank', ['order', 'bank'], scenarios, 'default')).toEqual([
      { screen: 'bank', scenarios: ['default', 'bank-failure', 'bank-slow', 'both-slow'] },
      { screen: 'order', scenarios: ['order-200'] },
      { screen: null, scenarios: ['loose'] },
    ]);
    expect(scenarioGroups('order', ['order', 'bank'], scenarios, 'order-200')).toEqual([
      { screen: 'order', scenarios: ['order-200', 'both-slow', 'default'] },
      { screen: 'bank', scenarios: ['bank-failure', 'bank-slow'] },
      { screen: null, scenarios: ['loose'] },
    ]);
  });

  it('leaves out screens no scenario is about', () => {
    expect(scenarioGroups('site', ['order', 'site', 'bank'], scenarios, 'default').map((g) => g.screen)).toEqual(['order', 'bank', null]);
  });
});
