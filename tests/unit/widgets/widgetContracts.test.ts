// @vitest-environment node
/**
 * Every widget of the registry has its contract (widgets/contracts.ts), and
 * each contract's example is a node the contract itself accepts: the
 * catalogue shows it to people writing screens, so it must not teach a prop
 * or an event the widget does not know.
 */
import { describe, expect, it } from 'vitest';
import { widgets } from '../../../widgets/index.ts';
import { widgetContracts } from '../../../widgets/contracts.ts';
import type { Json, JsonObject } from '../../../renderer/types.ts';

const isObject = (v: Json | undefined): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is wrong with an example node and its children, each against its own widget's contract. */
function problems(node: JsonObject, at: string): string[] {
  const name = String(node.widget);
  const contract = widgetContracts[name];
  if (!contract) return [`${at}: unknown widget ${name}`];
  const props = isObject(node.props) ? Object.keys(node.props) : [];
  const events = isObject(node.events) ? Object.keys(node.events) : [];
  const children = Array.isArray(node.children) ? node.children.filter(isObject) : [];
  return [
    ...props.filter((p) => !(p in contract.props)).map((p) => `${at}: prop ${p} is not in ${name}'s contract`),
    ...(contract.openEvents ? [] : events.filter((e) => !(e in (contract.events ?? {}))).map((e) => `${at}: event ${e} is not in ${name}'s contract`)),
    ...Object.entries(contract.props)
      .filter(([p, spec]) => spec.required && !props.includes(p))
      .map(([p]) => `${at}: required prop ${p} is missing`),
    ...(children.length && !contract.children ? [`${at}: ${name} draws no children`] : []),
    ...children.flatMap((child, i) => problems(child, `${at}/children/${i}`)),
  ];
}

describe('widget contracts', () => {
  it('name exactly the widgets of the registry, in its order', () => {
    expect(Object.keys(widgetContracts)).toEqual(Object.keys(widgets));
  });

  it.each(Object.entries(widgetContracts))('%s: its example names it and uses only what its contract declares', (name, contract) => {
    expect(contract.example.widget).toBe(name);
    expect(problems(contract.example, name)).toEqual([]);
  });

  it('the example check finds a misspelt prop, an unknown event and a missing required prop', () => {
    // Without this, a check that never reports would pass every example above.
    const wrong = { widget: 'Button', props: { lable: 'Go' }, events: { presss: [] }, children: [{ widget: 'Text', props: {} }] };
    expect(problems(wrong, 'x')).toEqual([
      "x: prop lable is not in Button's contract",
      "x: event presss is not in Button's contract",
      'x: required prop label is missing',
      'x: Button draws no children',
      'x/children/0: required prop text is missing',
    ]);
  });
});
