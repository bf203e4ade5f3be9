/**
 * Issue 16, "character limits split characters": the complaint's 200-character
 * limit kept a lone half of 🇵🇭, 👨‍👩‍👧, 👍🏽 or n + combining tilde and sent it.
 * Class: every length limit counts what a person sees as one character and
 * never cuts one, in the counter and in what is sent.
 *
 * Walks every screen document's JSON for a TextArea, TextInput or CodeInput
 * with a maxLength (drawn or not, e.g. the SMS code popup), and every screen
 * (each in a sandbox scenario that opens it) for the limited inputs it draws,
 * including each server field of a SchemaForm with a maxLength. For each, the
 * real widget is typed into with text that ends on a many-unit character just
 * at the limit, and:
 * - what it emits has at most maxLength characters, each one whole (one the
 *   person typed), and a text box keeps the character that fits;
 * - a counter, where the widget has one, says what is there ("200/200");
 * - on a drawn screen, its change handler keeps that text whole (what the
 *   page then sends).
 * A new screen or field with a limit is covered without code.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { Json, JsonObject, ViewNode } from '../../../renderer/types.ts';
import { widgets } from '../../../widgets/index.ts';
import { cleanValue } from '../../../widgets/form/masks.ts';
import { graphemes } from '../../../renderer/graphemes.ts';
import { truncate } from '../../../renderer/operations.ts';
import { scenario, scenarioNames } from '../../../sandbox/scenarios.ts';
import { findNode, runScreen } from '../../support/runScreen.ts';
import { loadAllScreenDocs, screenIdsOnDisk } from '../../support/loadScreenDoc.ts';
import { readyContext } from '../../../renderer/context.ts';
import { evaluate } from '../../../renderer/expressions.ts';
import { settings } from '../../../app/settings.ts';

/** What a person sees as one character, each many UTF-16 units or code points long. */
const clusters = ['🇵🇭', '👨‍👩‍👧', '👍🏽', 'n\u0303'];
const seg = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const split = (s: string) => Array.from(seg.segment(s), (x) => x.segment);

/** Each character of `sent` is one the person typed: no half of one. */
function expectWhole(sent: string, typed: string, max: number) {
  const typedChars = new Set(split(typed));
  const chars = split(sent);
  expect(chars.length, `${JSON.stringify(sent)} has more than ${max} characters`).toBeLessThanOrEqual(max);
  for (const c of chars) expect(typedChars.has(c), `${JSON.stringify(c)} is half of a character of ${JSON.stringify(typed)}`).toBe(true);
}

/** A screen id → a scenario that opens it (default when it does). */
function scenarioFor(id: string): string | undefined {
  const names = scenarioNames();
  return ['default', ...names].find((n) => scenario(n)?.screens?.includes(id));
}

const LIMITED = new Set(['TextArea', 'TextInput', 'CodeInput']);

function limitedNodes(nodes: ViewNode[]): ViewNode[] {
  const out: ViewNode[] = [];
  const walk = (list: ViewNode[]) => {
    for (const n of list) {
      if (LIMITED.has(n.widget) && Number(n.props.maxLength) > 0) out.push(n);
      if (n.widget === 'SchemaForm') out.push(n);
      if (n.children) walk(n.children);
    }
  };
  walk(nodes);
  return out;
}

/** Server fields of a form with a limit: name, mask, maxLength. */
function formFields(node: ViewNode): { name: string; mask: string; max: number }[] {
  const ui = (node.props.uiSchema ?? {}) as JsonObject;
  return Object.entries(ui)
    .filter(([k, v]) => !k.startsWith('ui:') && v && typeof v === 'object')
    .map(([name, v]) => {
      const options = ((v as JsonObject)['ui:options'] ?? {}) as JsonObject;
      return { name, mask: String(options.mask ?? 'text'), max: Number(options.maxLength ?? 0) };
    })
    .filter((f) => f.max > 0);
}

const screens = screenIdsOnDisk()
  .map((id) => ({ id, scenarioName: scenarioFor(id) }))
  .filter((s): s is { id: string; scenarioName: string } => !!s.scenarioName);

afterEach(cleanup);

/** Types a text that ends on `c` just at the limit into the real widget; returns what it emitted. */
function typeInto(widget: string, props: JsonObject, max: number, c: string, where: string): string {
  const Widget = widgets[widget] as ComponentType<Record<string, unknown>>;
  const digits = widget === 'CodeInput';
  const base = (digits ? '1' : 'a').repeat(max - 1);
  const typed = base + c + c + (digits ? '2' : '');
  const emitted: Json[] = [];
  const emit = async (event: string, payload?: Json) => {
    if (event === 'change') emitted.push(payload ?? null);
  };
  const all = { ...props, maxLength: max, value: '', nodeId: where, busy: false, emit };
  const { container, rerender } = render(<Widget {...all} />);
  const box = container.querySelector('input, textarea') as HTMLInputElement;
  fireEvent.change(box, { target: { value: typed } });
  const sent = String(emitted.at(-1) ?? '');
  expectWhole(sent, typed, max);
  if (!digits) expect(sent, `${where} with ${c}`).toBe(base + c);
  // The counter (TextArea) counts what is there as the person does.
  rerender(<Widget {...all} value={sent} />);
  if (widget === 'TextArea') expect(container.textContent, where).toContain(`${split(sent).length}/${max}`);
  cleanup();
  return sent;
}

/** Every widget node of a document with a maxLength, its props evaluated where the screen has the values. */
function documentLimits(): { where: string; widget: string; props: JsonObject; max: number }[] {
  const out: { where: string; widget: string; props: JsonObject; max: number }[] = [];
  for (const doc of loadAllScreenDocs()) {
    const ctx = readyContext(doc, { query: {}, data: {}, config: settings });
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${path}.${i}`));
      if (!value || typeof value !== 'object') return;
      const node = value as JsonObject;
      const props = node.props as JsonObject | undefined;
      if (typeof node.widget === 'string' && LIMITED.has(node.widget) && props && props.maxLength !== undefined) {
        const evaluated = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, safeEvaluate(v, ctx)]));
        out.push({ where: `${doc.id}${path}`, widget: node.widget, props: evaluated, max: Number(evaluated.maxLength) });
      }
      for (const [k, v] of Object.entries(node)) walk(v, `${path}.${k}`);
    };
    walk(doc.body, '.body');
  }
  return out;
}

function safeEvaluate(expr: Json, ctx: ReturnType<typeof readyContext>): Json {
  try {
    return evaluate(expr, ctx) as Json;
  } catch {
    return null;
  }
}

describe('every limit a screen document sets on a text box', () => {
  const limits = documentLimits();
  it('finds them (the complaint text, the site message, the SMS code, mobile numbers)', () => {
    expect(limits.map((l) => l.where).join(' ')).toMatch(/complainPageNext/);
    expect(limits.map((l) => l.where).join(' ')).toMatch(/site/);
    expect(limits.map((l) => l.where).join(' ')).toMatch(/repaymentWay/);
  });
  for (const l of limits) {
    it(`${l.where} (${l.widget}, ${l.max}) keeps whole characters and counts them`, () => {
      expect(l.max, `${l.where}: maxLength must evaluate to a number`).toBeGreaterThan(0);
      for (const c of clusters) typeInto(l.widget, l.props, l.max, c, l.where);
    });
  }
});

describe('every length limit counts characters as a person sees them', () => {
  it('walks the limits of the screens (the complaint text, the site message, codes, mobile numbers, server fields)', async () => {
    const found: string[] = [];
    for (const { id, scenarioName } of screens) {
      const run = await runScreen(id, scenarioName);
      for (const node of limitedNodes(run.tree().nodes)) {
        if (node.widget === 'SchemaForm') {
          for (const f of formFields(node)) found.push(`${id}.${f.name}`);
        } else found.push(`${id}.${node.id}`);
      }
    }
    expect(found.some((f) => f.startsWith('complainPageNext.'))).toBe(true);
    expect(found.length).toBeGreaterThanOrEqual(4);
  });

  for (const { id, scenarioName } of screens) {
    it(`${id}: every limited input keeps whole characters, counts them and the page keeps what it emits`, async () => {
      const run = await runScreen(id, scenarioName);
      for (const node of limitedNodes(run.tree().nodes)) {
        if (node.widget === 'SchemaForm') {
          // A server field (TextField) emits cleanValue(mask, typed, maxLength) (widgets/form/useMaskedCaret.ts).
          for (const f of formFields(node)) {
            for (const c of clusters) {
              const typed = 'a'.repeat(f.max - 1) + c + c;
              const sent = cleanValue(f.mask, typed, f.max);
              expectWhole(sent, typed, f.max);
              if (f.mask === 'text') expect(sent, `${id}.${f.name}`).toBe('a'.repeat(f.max - 1) + c);
            }
          }
          continue;
        }
        const max = Number(node.props.maxLength);
        for (const c of clusters) {
          const sent = typeInto(node.widget, node.props, max, c, `${id}.${node.id}`);
          // The screen keeps that text whole: its change handler (e.g. the complaint's truncate) cuts nothing.
          await run.runtime.emit(node, 'change', sent);
          const after = findNode(run.tree().nodes, (n) => n.id === node.id);
          if (after && typeof after.props.value === 'string') expect(after.props.value, `${id}.${node.id} keeps ${c}`).toBe(sent);
        }
      }
    });
  }
});

describe('the one limit rule (engine operations and text boxes) counts what a person sees', () => {
  const texts = ['', 'abc', ...clusters, clusters.join('x'), 'é\u0301\u0302', '🏳️‍🌈🇵🇭👍🏽', 'ก้ำ', '\ud83d'];
  it.each(texts)('%j', (t) => {
    expect(graphemes(t)).toEqual(split(t));
  });

  it.each(clusters)('truncate (the operation screens send through) never keeps half of %s', (c) => {
    const typed = 'a'.repeat(199) + c + c;
    expect(truncate(typed, 200)).toBe('a'.repeat(199) + c);
    expect(truncate('a'.repeat(200) + c, 200)).toBe('a'.repeat(200));
  });
});
