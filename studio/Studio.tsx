/**
 * The live preview: pick a screen and a sandbox scenario, edit the screen's
 * JSON with the schema check running as you type, see the screen at phone
 * size beside it, and read the resolved view tree with the rule trace of each
 * node. Edits stay in this browser (nothing is lost on a reload) until
 * downloaded or reset. A table's inputs can be set by hand ("what if status
 * were 170") without touching the document.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JsonObject, ScreenDoc, TraceEntry, ViewTree } from '../renderer';
import { rawScenarios, scenario } from '../sandbox/scenarios';
import routesFile from '../schemas/routes.json';
import copy from './copy.json';
import { checkEdited, type EditCheck } from './checkEdited';
import { EditorPane } from './EditorPane';
import { TreePane } from './TreePane';
import { TableInputs } from './TableInputs';
import { isFromFrame, type Effect, type TableInputs as Inputs, type ToFrame } from './messages';
import { screenName } from './screenName';
import { defaultScenario } from './defaultScenario';
import { scenarioGroups } from './scenarioGroups';
import { keepDeclared } from './keepDeclared';
import { downloadText } from './downloadText';
import { formatJson } from './jsonLayout';
import { defaultMarket, markets } from '../app/settings';

const marketIds = Object.keys(markets);
/** The languages a market speaks, its default first. */
function languagesOf(market: string): string[] {
  const profile = markets[market] as { languages?: string[]; defaultLanguage?: string } | undefined;
  const all = profile?.languages ?? ['en'];
  return [...new Set([profile?.defaultLanguage ?? all[0], ...all])];
}

const rawScreens = import.meta.glob<string>('../schemas/screens/*.json', { query: '?raw', import: 'default' });
// Only the descriptions up front: they name the screens in the list.
const descriptions = import.meta.glob<string | undefined>('../schemas/screens/*.json', { import: 'description', eager: true });
const idOf = (path: string) => path.replace(/^.*\/(.*)\.json$/, '$1');
const names: Record<string, string> = Object.fromEntries(Object.entries(descriptions).map(([path, d]) => [idOf(path), screenName(idOf(path), d)]));
/** Screen ids in the order of their names. */
const screenIds = Object.keys(rawScreens)
  .map(idOf)
  .sort((a, b) => names[a].localeCompare(names[b], 'en'));
const draftKey = (id: string) => `studio.draft.${id}`;

/** The draft kept for a screen, if storage can be read. */
function readDraft(id: string): string | null {
  try {
    return localStorage.getItem(draftKey(id));
  } catch {
    return null; // Storage blocked: start from the file.
  }
}

/** Keeps (or with null forgets) the draft; false when the browser refuses to keep it. */
function keepDraft(id: string, text: string | null): boolean {
  try {
    if (text === null) localStorage.removeItem(draftKey(id));
    else localStorage.setItem(draftKey(id), text);
    return true;
  } catch {
    return false;
  }
}

const firstScenario = (id: string) => defaultScenario(id, rawScenarios);

/** A scenario in the list: what it shows (cut short; the chosen one's is shown whole below), and its file name. */
function scenarioLabel(name: string): string {
  const about = rawScenarios[name]?.description ?? '';
  return `${about.length > 90 ? `${about.slice(0, 89)}…` : about} (${name})`;
}

/** The address a screen is opened at (its first route), so path-dependent screens draw as on the site. */
function routeOf(id: string): string {
  const all = { ...routesFile.routes, ...routesFile.promo } as Record<string, string | null>;
  return Object.keys(all).find((path) => all[path] === id) ?? '/';
}

function frameSrc(id: string, scenarioName: string, lang: string, market: string, reload: number): string {
  const params = new URLSearchParams({ route: routeOf(id), scenario: scenarioName, ...(scenario(scenarioName)?.query ?? {}), lang, market });
  // The reload counter only makes the address differ, so the frame starts afresh.
  return `frame.html?${params.toString()}#${reload}`;
}

/** The edited text in the project's JSON layout (what `npm run check` expects); as typed when it does not parse. */
function layout(text: string): string {
  try {
    return formatJson(JSON.parse(text));
  } catch {
    return text;
  }
}

export function Studio() {
  const start = new URLSearchParams(window.location.search);
  const [screenId, setScreenId] = useState(() => {
    const asked = start.get('screen');
    return asked && screenIds.includes(asked) ? asked : 'orderDetail';
  });
  const [scenarioName, setScenarioName] = useState(() => start.get('scenario') ?? firstScenario(screenId));
  const [market, setMarket] = useState(() => {
    const asked = start.get('market');
    return asked && marketIds.includes(asked) ? asked : defaultMarket;
  });
  const [lang, setLang] = useState(() => {
    const asked = start.get('lang');
    return asked && languagesOf(market).includes(asked) ? asked : languagesOf(market)[0];
  });
  const [fileText, setFileText] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [check, setCheck] = useState<EditCheck>({ doc: null, findings: [] });
  const [lastGood, setLastGood] = useState<ScreenDoc | null>(null);
  const [reload, setReload] = useState(0);
  const [view, setView] = useState<{ view: ViewTree; decisions: Record<string, TraceEntry | null>; scenarioInputs: Record<string, JsonObject> } | null>(null);
  const [tableInputs, setTableInputs] = useState<Inputs>({});
  const [effects, setEffects] = useState<Effect[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draftKept, setDraftKept] = useState(true);
  const frame = useRef<HTMLIFrameElement>(null);
  const frameReady = useRef(false);
  // The frame asks for the document when it is ready; it gets the latest one.
  const lastGoodRef = useRef(lastGood);
  lastGoodRef.current = lastGood;
  const tableInputsRef = useRef(tableInputs);
  tableInputsRef.current = tableInputs;

  // Load the file (and any draft kept for it) when the screen changes.
  useEffect(() => {
    let live = true;
    setFileText(null);
    setLoadError(null);
    rawScreens[`../schemas/screens/${screenId}.json`]()
      .then((raw) => {
        if (!live) return;
        setFileText(raw);
        setText(readDraft(screenId) ?? raw);
      })
      .catch((e: unknown) => live && setLoadError((e as Error).message));
    return () => {
      live = false;
    };
  }, [screenId]);

  // Check as they type (a short pause first, so a long document stays responsive).
  useEffect(() => {
    if (fileText === null) return;
    const timer = setTimeout(() => {
      const result = checkEdited(text, screenId);
      setCheck(result);
      if (result.doc) setLastGood(result.doc);
      setDraftKept(keepDraft(screenId, text === fileText ? null : text));
    }, 200);
    return () => clearTimeout(timer);
  }, [text, fileText, screenId]);

  const send = useCallback((doc: ScreenDoc | null) => {
    const target = frame.current?.contentWindow;
    if (doc && target && frameReady.current) target.postMessage({ type: 'studio:doc', doc } satisfies ToFrame, window.location.origin);
  }, []);

  useEffect(() => send(lastGood), [lastGood, send]);

  const sendInputs = useCallback((inputs: Inputs) => {
    const target = frame.current?.contentWindow;
    if (target && frameReady.current) target.postMessage({ type: 'studio:tableInputs', inputs } satisfies ToFrame, window.location.origin);
  }, []);

  useEffect(() => sendInputs(tableInputs), [tableInputs, sendInputs]);

  // Set by hand for a table or input the edit took away, an input would act unseen: forget it.
  useEffect(() => {
    if (lastGood) setTableInputs((current) => keepDeclared(current, lastGood.tables ?? {}));
  }, [lastGood]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || !isFromFrame(event.data)) return;
      const message = event.data;
      if (message.type === 'studio:ready') {
        frameReady.current = true;
        // The inputs first: the screen then starts once, with them.
        sendInputs(tableInputsRef.current);
        send(lastGoodRef.current);
      } else if (message.type === 'studio:view') {
        setView({ view: message.view, decisions: message.decisions, scenarioInputs: message.scenarioInputs });
      } else {
        setEffects((list) => [...list, message.effect].slice(-50));
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send, sendInputs]);
  // A new screen, scenario or reload starts a fresh phone.
  const src = useMemo(() => frameSrc(screenId, scenarioName, lang, market, reload), [screenId, scenarioName, lang, market, reload]);
  useEffect(() => {
    frameReady.current = false;
    setView(null);
    setEffects([]);
    window.history.replaceState(null, '', `?${new URLSearchParams({ screen: screenId, scenario: scenarioName, lang, market })}`);
  }, [src, screenId, scenarioName, lang, market]);

  const chooseScreen = (id: string) => {
    setLastGood(null);
    setSelected(null);
    setTableInputs({});
    setScreenId(id);
    setScenarioName(firstScenario(id));
  };

  const structureBroken = check.doc === null && fileText !== null;
  const edited = fileText !== null && text !== fileText;

  return (
    <div className="studio">
      <header className="studio-bar">
        <h1 className="studio-title">{copy.title}</h1>
        <p className="studio-intro">{copy.intro}</p>
        <label className="studio-field">
          {copy.screen}
          <select value={screenId} onChange={(e) => chooseScreen(e.target.value)}>
            {screenIds.map((id) => (
              <option key={id} value={id}>
                {names[id]} ({id})
              </option>
            ))}
          </select>
        </label>
        <label className="studio-field">
          {copy.scenario}
          <select className="studio-scenario" value={scenarioName} aria-describedby="studio-scenario-about" onChange={(e) => setScenarioName(e.target.value)}>
            {scenarioGroups(screenId, screenIds, rawScenarios, firstScenario(screenId)).map((group) => (
              <optgroup key={group.screen ?? ''} label={group.screen ? `${names[group.screen] ?? group.screen} (${group.screen})` : copy.otherScenarios}>
                {group.scenarios.map((name) => (
                  <option key={name} value={name}>
                    {scenarioLabel(name)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label className="studio-field">
          {copy.language}
          <select value={lang} onChange={(e) => setLang(e.target.value)}>
            {languagesOf(market).map((l) => (
              <option key={l} value={l}>
                {(copy.languageNames as Record<string, string>)[l] ?? l}
              </option>
            ))}
          </select>
        </label>
        <label className="studio-field">
          {copy.market}
          <select
            value={market}
            onChange={(e) => {
              const next = e.target.value;
              setMarket(next);
              if (!languagesOf(next).includes(lang)) setLang(languagesOf(next)[0]);
            }}
          >
            {marketIds.map((id) => (
              <option key={id} value={id}>
                {(copy.marketNames as Record<string, string>)[id] ?? id}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => setReload((n) => n + 1)}>
          {copy.reload}
        </button>
        <button type="button" onClick={() => downloadText(`${screenId}.json`, layout(text))}>
          {copy.download}
        </button>
        <button type="button" disabled={!edited} onClick={() => fileText !== null && setText(fileText)}>
          {copy.reset}
        </button>
        <p className="studio-scenario-about" id="studio-scenario-about">
          {scenario(scenarioName)?.description}
        </p>
        {edited && draftKept && (
          <span className="studio-edited">
            {copy.edited} · {copy.draftKept}
          </span>
        )}
        {!draftKept && (
          <p className="studio-edited" role="alert">
            {copy.draftNotKept}
          </p>
        )}
        {loadError && (
          <p className="studio-edited" role="alert">
            {copy.fileFailed} {loadError}
          </p>
        )}
      </header>
      <main className="studio-main">
        <EditorPane text={text} findings={check.findings} onChange={setText} />
        <section className="studio-phone" aria-label={copy.phoneTitle}>
          {structureBroken && lastGood && (
            <p className="studio-stale" role="note">
              {copy.lastGood}
            </p>
          )}
          <iframe ref={frame} key={src} src={src} title={copy.phoneTitle} className="studio-phone__frame" />
          <h2 className="studio-heading">{copy.effectsTitle}</h2>
          {effects.length === 0 ? (
            <p className="studio-muted">{copy.noEffects}</p>
          ) : (
            <ol className="studio-effects">
              {effects.map((e, i) => (
                <li key={i}>
                  <strong>{copy.effectKinds[e.kind]}</strong> {e.detail}
                </li>
              ))}
            </ol>
          )}
        </section>
        <div className="studio-side">
          <TableInputs
            key={screenId}
            tables={lastGood?.tables ?? {}}
            scenarioInputs={view?.scenarioInputs ?? {}}
            value={tableInputs}
            onChange={setTableInputs}
          />
          <TreePane view={view?.view ?? null} decisions={view?.decisions ?? {}} selected={selected} onSelect={setSelected} />
        </div>
      </main>
    </div>
  );
}
