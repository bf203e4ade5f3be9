/**
 * The scenario list of the live preview, grouped by the screen each scenario
 * is about: the open screen's group first (its default scenario at the top),
 * then the other screens' groups in the order given, then the scenarios about
 * no screen. Each scenario is listed once: under the open screen when it is
 * about it, else under the first screen it names.
 */
export interface ScenarioGroup {
  /** The screen the group is about; null for the scenarios about no screen. */
  screen: string | null;
  scenarios: string[];
}

export function scenarioGroups(screenId: string, screenOrder: string[], scenarios: Record<string, { screens?: string[] }>, first: string): ScenarioGroup[] {
  const names = Object.keys(scenarios).sort();
  const home = (name: string): string | null => {
    const screens = scenarios[name].screens ?? [];
    if (screens.includes(screenId)) return screenId;
    return screens.find((s) => screenOrder.includes(s)) ?? null;
  };
  const order = [screenId, ...screenOrder.filter((s) => s !== screenId), null];
  const groups = order.map((screen) => ({ screen, scenarios: names.filter((n) => home(n) === screen) }));
  const own = groups[0].scenarios;
  if (own.includes(first)) groups[0].scenarios = [first, ...own.filter((n) => n !== first)];
  return groups.filter((g) => g.scenarios.length > 0);
}
