/**
 * Every screen that loads data, drawn with 1,000 broken server answers each
 * (tests/support/mutatedJson.ts: wrong types, missing fields, nulls, 10,000-
 * character texts with markup, right-to-left text and emoji, 50 levels of
 * nesting, lists of 500): the real runtime, resolveScreen and widgets in
 * jsdom, with the data actions answering from the generator instead of the
 * network.
 *
 * After each answer the page must:
 * - have left the loader (phase ready or error, no progressbar), and be ready
 *   exactly when every blocking answer was a success the source's `complete`
 *   rule accepts (what the screen needs from it);
 * - in the error state, offer the retry control; when an answer the screen
 *   cannot use caused it, say so in the screen's words (the source's
 *   incompleteText, else the app's dataIncomplete);
 * - when ready, show content beyond its title and chrome (the hotline, the
 *   bottom action area, the site's header and footer): an order page with
 *   only "Order Details" and the hotline leaves the borrower alone;
 * - draw no Fallback: a widget or an expression that gives up on a server
 *   value takes that part away from the borrower (maybe the Pay button), so
 *   it counts as a crash here, not as graceful degradation;
 * - log no error (a widget caught by WidgetBoundary, a React warning, an
 *   uncaught error);
 * - show no "[object Object]", "undefined", "NaN" or "Infinity" unless the
 *   answer itself had that text (a value drawn without being checked).
 *
 * The seed is fixed so every run of the suite checks the same answers; set
 * FUZZ_SEED to explore others (and FUZZ_RUNS to run more or fewer). A failure
 * prints the seed and path to replay, and the answer with long parts cut.
 *
 * Besides the generated answers, every source of every screen answers the two
 * empty successes a server sends when it has nothing ({code: success, data:
 * null} and data {}), in every language of the market: the screen shows its
 * "cannot be shown" state in its own words with a retry that brings the page
 * back with a good answer, or it has content beyond title and chrome. A new
 * screen whose source lacks a `complete` rule is caught here without code.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { actions } from '../../../actions/index.ts';
import { isSuccess } from '../../../actions/api/clients.ts';
import { endpoints, type Endpoint } from '../../../actions/api/endpoints.ts';
import { setNavigator } from '../../../actions/nav/navigator.ts';
import { clearToast } from '../../../actions/ui/toastStore.ts';
import { act, fireEvent } from '@testing-library/react';
import { evaluate, truthy } from '../../../renderer/expressions.ts';
import type { ActionEnv, ActionRegistry, Json, JsonObject, ScreenContext, ScreenDoc } from '../../../renderer/types.ts';
import { scenario } from '../../../sandbox/scenarios.ts';
import { marketOf } from '../../../app/localized.ts';
import { settings } from '../../../app/settings.ts';
import { captureErrors, type CapturedErrors } from '../../support/captureErrors.ts';
import { contentBeyondChrome, drawScreen, markedChrome, visibleControls, visibleText, type DrawnScreen } from '../../support/drawScreen.tsx';
import { fuzzedSources, screenAnswers, type FuzzedSource } from '../../support/fuzzedSources.ts';
import { loadAllScreenDocs, loadScreenDoc } from '../../support/loadScreenDoc.ts';
import { shortReport } from '../../support/shortReport.ts';
import { waitsAtOnce } from '../../support/waitsAtOnce.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261120);

const dataScreens = loadAllScreenDocs().filter((doc) => Object.keys(doc.data ?? {}).length > 0);

const query = scenario('default')?.query ?? {};

/**
 * The page's frame, which says nothing about the borrower's data: the service
 * hotline under every order, the bottom action area (a Confirm button over an
 * empty page is no content either), the site's header and footer.
 */
const CHROME_WIDGETS = ['ServiceLine', 'Footer', 'SiteFooter', 'SiteNav'] as const;
const widgets = markedChrome(CHROME_WIDGETS);

/** No network: an API call that is not a data source being fuzzed is a finding of its own. */
const offline: ActionRegistry = Object.fromEntries(
  Object.keys(actions)
    .filter((name) => name.startsWith('api.'))
    .map((name) => [
      name,
      () => {
        errors.list.push(`unexpected call of ${name} while loading`);
        throw new Error(`unexpected call of ${name} while loading`);
      },
    ]),
);

/** What the source's action resolves to with this answer: its value, or that it fails (a failed envelope). */
async function outcomeOf(source: FuzzedSource, answer: Json): Promise<{ ok: boolean; value: Json }> {
  if (source.endpoint && !(!!answer && typeof answer === 'object' && !Array.isArray(answer) && isSuccess(endpoints[source.endpoint], answer))) {
    return { ok: false, value: null };
  }
  return { ok: true, value: ((await source.handler(answer)({ args: {}, context: { config: settings } } as unknown as ActionEnv)) ?? null) as Json };
}

/**
 * Whether the screen can use a source's value (its `complete` rule, which sees
 * the value as `result` and as data.<name>), and the words it then shows: the
 * source's incompleteText, else the app's dataIncomplete.
 */
function judged(screen: ScreenDoc, name: string, value: Json, context: ScreenContext): { complete: boolean; words: string } {
  const source = screen.data![name];
  if (source.complete === undefined) return { complete: true, words: '' };
  const scope = { ...context, data: { ...context.data, [name]: value }, result: value } as ScreenContext;
  const said = source.incompleteText === undefined ? '' : evaluate(source.incompleteText, scope, screen);
  return {
    complete: truthy(evaluate(source.complete, scope, screen)),
    words: typeof said === 'string' && said ? said : String(context.copy.dataIncomplete ?? ''),
  };
}

interface Expected {
  phase: 'ready' | 'error';
  /** The words of the error state when a blocking answer the screen cannot use caused it. */
  words?: string;
  /** Sources whose answer got through but lacks what the screen needs. */
  incomplete: string[];
}

/** What the page should show for these answers: read from each source's outcome and `complete` rule. */
async function expectedFor(screen: ScreenDoc, sources: FuzzedSource[], answers: JsonObject, context: ScreenContext): Promise<Expected> {
  const expected: Expected = { phase: 'ready', incomplete: [] };
  for (const source of sources) {
    const { ok, value } = await outcomeOf(source, answers[source.name]);
    const { complete, words } = ok ? judged(screen, source.name, value, context) : { complete: true, words: '' };
    if (ok && !complete) expected.incomplete.push(source.name);
    // The first blocking source in error is the one the screen speaks of (resolveScreen).
    if (source.blocking && (!ok || !complete) && expected.phase === 'ready') {
      expected.phase = 'error';
      if (ok) expected.words = words;
    }
  }
  return expected;
}

/**
 * Words a person should never read unless the server wrote them: a value
 * drawn without being checked. ("null" is not one: the developer page shows
 * log entries as JSON text, where null is the right word.)
 */
const PROGRAM_WORDS: [string, RegExp][] = [
  ['[object Object]', /\[object Object\]/],
  ['undefined', /\bundefined\b/],
  ['NaN', /\bNaN\b/],
  ['Infinity', /\bInfinity\b/],
];

/** Every text in an answer, keys included: a word the server wrote itself may show. */
function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const v of value) textsOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      textsOf(v, out);
    }
  }
  return out;
}

/** The retry control of the error state, found by the label the screen gives it. */
function retryControl(drawn: DrawnScreen): HTMLElement | undefined {
  const label = String(drawn.context().copy.retry ?? '');
  return visibleControls(drawn.container).find((el) => el.tagName === 'BUTTON' && el.textContent?.trim() === label) as HTMLElement | undefined;
}

/** What is wrong with the page's state for the answers: the phase, the error state's words and retry, the content. */
function stateProblems(drawn: DrawnScreen, expected: Expected): string[] {
  const problems: string[] = [];
  const { phase } = drawn.view();
  if (phase !== expected.phase) problems.push(`phase is ${phase}, expected ${expected.phase}`);
  for (const name of expected.incomplete) {
    const status = drawn.context().sources[name];
    if (status?.status !== 'error' || status.error.code !== 'incomplete')
      problems.push(`${name}: an answer without what the screen needs is taken (status ${status?.status})`);
  }
  if (phase === 'error') {
    if (!retryControl(drawn)) problems.push(`the error state has no "${String(drawn.context().copy.retry)}" control`);
    const said = drawn.container.querySelector('[role="alert"]')?.textContent ?? '';
    if (expected.words !== undefined && said !== expected.words) problems.push(`the error state says "${said}", not the screen's words "${expected.words}"`);
  }
  if (phase === 'ready') {
    const { text, controls } = contentBeyondChrome(drawn.container);
    if (!text && !controls.length) problems.push(`nothing beyond the title and chrome: "${visibleText(drawn.container)}"`);
  }
  return problems;
}

/** What a person would find wrong with the drawn page, in words (empty: nothing). */
function whatIsWrong(drawn: DrawnScreen, expected: Expected, answerText: string): string[] {
  const problems: string[] = stateProblems(drawn, expected);
  if (drawn.container.querySelector('[role="progressbar"]')) problems.push('a loader stayed up');
  const seen = visibleText(drawn.container);
  for (const [word, pattern] of PROGRAM_WORDS) if (pattern.test(seen) && !pattern.test(answerText)) problems.push(`shows "${word}" the server never sent`);
  for (const el of Array.from(drawn.container.querySelectorAll('[data-reason]'))) {
    problems.push(`fell back: ${el.getAttribute('data-widget')}: ${el.getAttribute('data-reason')}`);
  }
  const logged = [...new Set(errors.list)];
  problems.push(...logged.slice(0, 5).map((e) => (e.length > 600 ? `${e.slice(0, 600)}…` : e)));
  if (logged.length > 5) problems.push(`…and ${logged.length - 5} more errors`);
  return problems;
}

let errors: CapturedErrors;
beforeEach(() => {
  errors = captureErrors();
  // The URL check says why it refused a broken address; refusing is right, and a thousand lines would bury a failure.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  setNavigator({ go: () => {}, leave: () => {}, back: () => {}, canGoBack: () => false });
});
afterEach(() => {
  errors.stop();
  clearToast();
});

describe('every data-loading screen survives broken answers', () => {
  it('finds the screens that load data', () => {
    expect(dataScreens.map((s) => s.id)).toEqual(expect.arrayContaining(['orderDetail', 'bindBank', 'complaint', 'repay']));
  });

  for (const screen of dataScreens) {
    const sources = fuzzedSources(screen);
    it(`${screen.id}: ${RUNS} generated answers of ${sources.map((s) => `${s.name} (${s.action})`).join(', ')}`, async () => {
      expect(new Set(sources.map((s) => s.action)).size, 'one source per action, so each stub knows its answer').toBe(sources.length);
      await fc.assert(
        fc.asyncProperty(screenAnswers(sources), async (answers: JsonObject) => {
          const registry: ActionRegistry = {
            ...actions,
            ...offline,
            // The rating popup is drawn with the broken data too, without its 3 s.
            ...waitsAtOnce,
            ...Object.fromEntries(sources.map((s) => [s.action, s.handler(answers[s.name])])),
          };
          errors.clear();
          const drawn = await drawScreen(screen, registry, query, settings, widgets);
          try {
            const expected = await expectedFor(screen, sources, answers, drawn.context());
            const problems = whatIsWrong(drawn, expected, textsOf(answers).join('\n'));
            if (problems.length) throw new Error(problems.join('\n'));
          } finally {
            drawn.unmount();
          }
        }),
        { numRuns: RUNS, seed: SEED, reporter: shortReport },
      );
    }, 600_000);
  }
});

/** The answer a server sends when it has nothing: a success with no data, and with empty data. */
function emptyAnswers(source: FuzzedSource): [string, Json][] {
  if (!source.endpoint)
    return [
      ['null', null],
      ['{}', {}],
    ];
  const endpoint: Endpoint = endpoints[source.endpoint];
  const fixture = scenario('default')?.responses?.[source.endpoint]?.body as JsonObject | undefined;
  const code = fixture?.code ?? (endpoint.client === 'engagement' ? '0' : (endpoint.successCodes?.[0] ?? '00'));
  return [
    [`{code: ${JSON.stringify(code)}, data: null}`, { code, message: '', data: null }],
    [`{code: ${JSON.stringify(code)}, data: {}}`, { code, message: '', data: {} }],
  ];
}

/** The default scenario's answer for an api source (a page drawn as QA sees it), if there is one. */
function goodAnswer(source: FuzzedSource): Json | undefined {
  return source.endpoint ? (scenario('default')?.responses?.[source.endpoint]?.body as Json | undefined) : undefined;
}

describe('an empty success answer never leaves the borrower alone', () => {
  const languages = marketOf(settings).languages;

  it('covers every source of every data screen, in every language', () => {
    expect(languages.length).toBeGreaterThanOrEqual(2);
    expect(dataScreens.flatMap((s) => fuzzedSources(s)).length).toBeGreaterThanOrEqual(15);
  });

  for (const lang of languages) {
    for (const screen of dataScreens.map((s) => loadScreenDoc(s.id, lang))) {
      const sources = fuzzedSources(screen);
      for (const source of sources) {
        for (const [label, empty] of emptyAnswers(source)) {
          it(`${screen.id} (${lang}): ${source.name} answering ${label}`, async () => {
            let answer: Json = empty;
            const registry: ActionRegistry = {
              ...actions,
              ...offline,
              ...waitsAtOnce,
              // Every other api source answers as in the default scenario; this one answers empty until the retry.
              ...Object.fromEntries(sources.filter((s) => s !== source && s.endpoint).map((s) => [s.action, s.handler(goodAnswer(s) ?? null)])),
              [source.action]: (env) => source.handler(answer)(env),
            };
            errors.clear();
            const drawn = await drawScreen(screen, registry, query, settings, widgets);
            try {
              const { ok, value } = await outcomeOf(source, empty);
              expect(ok, 'an empty success gets past the client').toBe(true);
              const { complete, words } = judged(screen, source.name, value, drawn.context());
              const expected: Expected = { phase: source.blocking && !complete ? 'error' : 'ready', incomplete: complete ? [] : [source.name] };
              if (expected.phase === 'error') expected.words = words;
              const problems = stateProblems(drawn, expected);
              if (complete && problems.some((p) => p.startsWith('nothing beyond'))) {
                problems.push(`give data.${source.name} a "complete" rule saying what the screen needs (and incompleteText in its copy)`);
              }
              expect(problems).toEqual([]);
              if (!complete) expect(words, 'the error state has words').not.toBe('');
              expect([...new Set(errors.list)]).toEqual([]);

              // Retry with a good answer brings the page back.
              const good = goodAnswer(source);
              const retry = retryControl(drawn);
              if (expected.phase !== 'error' || good === undefined || !retry) return;
              answer = good;
              await act(async () => fireEvent.click(retry));
              await drawn.settle();
              expect(stateProblems(drawn, { phase: 'ready', incomplete: [] })).toEqual([]);
            } finally {
              drawn.unmount();
            }
          });
        }
      }
    }
  }
});
