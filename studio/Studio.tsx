/**
 * The live preview: pick a screen and a sandbox scenario, edit the screen's
 * JSON with the schema check running as you type, see the screen at phone
 * size beside it, and read the resolved view tree with the rule trace of each
 * node. Edits stay in this browser (nothing is lost on a reload) until
 * downloaded or reset. A table's inputs can be set by hand ("what if status
 * were 170") without touching the document. A screen made with shared parts
 * offers each part for editing too: a part's draft is drawn and checked in
 * every screen that uses it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { JsonObject, PartDoc, ScreenDoc, TraceEntry, ViewTree } from '../renderer/index.ts';
import { partNames } from '../renderer/index.ts';
import { partFile } from '../renderer/check.ts';
import partsOfScreen from 'virtual:screen-parts';
import { rawScenarios, scenario } from '../sandbox/scenarios.ts';
import routesFile from '../schemas/routes.json' with { type: 'json' };
import copy from './copy.json' with { type: 'json' };
import type { StudioFinding } from './studioFinding.ts';
import { checkDocuments, type DocumentsCheck } from './checkDocuments.ts';
import { EditorPane } from './EditorPane.tsx';
import { DocumentTabs } from './DocumentTabs.tsx';
import { TreePane } from './TreePane.tsx';
import { TableInputs } from './TableInputs.tsx';
import { isFromFrame, type Effect, type TableInputs as Inputs, type ToFrame } from './messages.ts';
import { screenName } from './screenName.ts';
import { defaultScenario } from './defaultScenario.ts';
import { scenarioGroups } from './scenarioGroups.ts';
import { keepDeclared } from './keepDeclared.ts';
import { downloadText } from './downloadText.ts';
import { formatJson } from './jsonLayout.ts';
import { drafts, type DocRef } from './drafts.ts';
import { partFiles } from './partFiles.ts';
import { partName } from './partName.ts';
import { partUsers } from './partUsers.ts';
import { defaultMarket, markets } from '../app/settings.ts';

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
const screenRef = (id: string): DocRef => ({ kind: 'screen', id });
const partRef = (id: string): DocRef => ({ kind: 'part', id });
const screenFile = (id: string) => `schemas/screens/${id}.json`;

const partIds = Object.keys(partFiles).sort();

/** The existing parts a screen's text names under "uses"; null when it does not parse. */
function usesIn(text: string): string[] | null {
  try {
    return partNames(JSON.parse(text) as ScreenDoc).filter((id) => id in partFiles);
  } catch {
    return null;
  }
}

/** Whether two drawable documents are the same (a new one would restart the phone for nothing). */
const sameDoc = (a: ScreenDoc | null, b: ScreenDoc) => a !== null && JSON.stringify(a) === JSON.stringify(b);

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
  // The screen whose file and text are loaded (the text of the one before stays until then).
  const [loadedId, setLoadedId] = useState<string | null>(null);
  // The shared part in the editor (when the screen uses it), else the screen.
  const [editing, setEditing] = useState<string | null>(null);
  const [partTexts, setPartTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(partIds.map((id) => [id, drafts.read(partRef(id)) ?? partFiles[id].text])),
  );
  // Each part's last version that passed its check: drawn while its draft does not.
  const lastGoodParts = useRef<Record<string, PartDoc>>(Object.fromEntries(partIds.map((id) => [id, partFiles[id].doc])));
  // The texts of the other screens that use the part being edited: it is checked in them too.
  const [otherUsers, setOtherUsers] = useState<Record<string, string>>({});
  // A problem in another document, to select once that document is in the editor.
  const [reveal, setReveal] = useState<StudioFinding | null>(null);
  const [check, setCheck] = useState<DocumentsCheck>({ doc: null, parts: {}, findings: [], staleParts: [] });
  const [lastGood, setLastGood] = useState<ScreenDoc | null>(null);
  const [reload, setReload] = useState(0);
  const [view, setView] = useState<{
    view: ViewTree;
    decisions: Record<string, TraceEntry | null>;
    scenarioInputs: Record<string, JsonObject>;
    checks: Record<string, TraceEntry | null>;
    receipt: { declared: boolean; value: JsonObject | null };
  } | null>(null);
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
        setText(drafts.read(screenRef(screenId)) ?? raw);
        setLoadedId(screenId);
      })
      .catch((e: unknown) => live && setLoadError((e as Error).message));
    return () => {
      live = false;
    };
  }, [screenId]);

  const ready = fileText !== null && loadedId === screenId;
  // The parts this screen uses (as its text says; its file's while the text is loading or does not parse), joined.
  const usesKey = ((ready ? usesIn(text) : null) ?? partsOfScreen[screenId] ?? []).filter((id) => id in partFiles).join(',');
  const screenParts = useMemo(() => (usesKey ? usesKey.split(',') : []), [usesKey]);
  const part = editing !== null && screenParts.includes(editing) ? editing : null;

  // Which screens use each part: this screen as its text says, the others as their drafts or files do.
  // A screen's draft changes only while it is the one shown: the others' are read again when the screen changes.
  const othersUses = useMemo(
    () => Object.fromEntries(screenIds.filter((id) => id !== screenId).map((id) => [id, usesIn(drafts.read(screenRef(id)) ?? '') ?? partsOfScreen[id] ?? []])),
    [screenId],
  );
  const usersOf = useMemo(() => partUsers({ ...othersUses, [screenId]: screenParts }, screenIds), [othersUses, screenId, screenParts]);

  // The other screens that use the part being edited: their drafts or files, to check the part in them too.
  const otherIdsKey = part === null ? '' : (usersOf[part] ?? []).filter((id) => id !== screenId).join(',');
  useEffect(() => {
    let live = true;
    setOtherUsers({});
    const ids = otherIdsKey ? otherIdsKey.split(',') : [];
    Promise.all(ids.map(async (id) => [id, drafts.read(screenRef(id)) ?? (await rawScreens[`../schemas/screens/${id}.json`]())] as const))
      .then((entries) => live && setOtherUsers(Object.fromEntries(entries)))
      .catch((e: unknown) => live && setLoadError((e as Error).message));
    return () => {
      live = false;
    };
  }, [otherIdsKey]);

  // Check as they type (a short pause first, so a long document stays responsive).
  useEffect(() => {
    if (fileText === null) return;
    const timer = setTimeout(() => {
      const result = checkDocuments({ screenId, screenText: text, partTexts, lastGoodParts: lastGoodParts.current, usersOf, editing: part, otherUsers });
      lastGoodParts.current = result.parts;
      setCheck(result);
      if (result.doc) setLastGood((before) => (sameDoc(before, result.doc!) ? before : result.doc));
      let kept = drafts.keep(screenRef(screenId), text === fileText ? null : text);
      for (const id of partIds) kept = drafts.keep(partRef(id), partTexts[id] === partFiles[id].text ? null : partTexts[id]) && kept;
      setDraftKept(kept);
    }, 200);
    return () => clearTimeout(timer);
  }, [text, fileText, screenId, partTexts, usersOf, part, otherUsers]);

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
        setView({ view: message.view, decisions: message.decisions, scenarioInputs: message.scenarioInputs, checks: message.checks, receipt: message.receipt });
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

  // The document in the editor: the screen's own file, or a part it uses.
  const current =
    part === null
      ? { file: screenFile(screenId), text, fileText, setText, name: screenId }
      : {
          file: partFile(part),
          text: partTexts[part],
          fileText: partFiles[part].text,
          setText: (next: string) => setPartTexts((texts) => ({ ...texts, [part]: next })),
          name: part,
        };
  const tabs = screenParts.length
    ? [
        { part: null, name: names[screenId], file: screenFile(screenId), edited: fileText !== null && text !== fileText },
        ...screenParts.map((id) => ({
          part: id,
          name: partName(id, partFiles[id].doc.description),
          file: partFile(id),
          edited: partTexts[id] !== partFiles[id].text,
        })),
      ]
    : [];
  const otherTexts = { [screenFile(screenId)]: text, ...Object.fromEntries(screenParts.map((id) => [partFile(id), partTexts[id]])) };

  /** Opens the document a problem is in (a part of this screen, or a screen), where it is then selected. */
  const open = (f: StudioFinding) => {
    const inPart = screenParts.find((id) => partFile(id) === f.file);
    const inScreen = screenIds.find((id) => screenFile(id) === f.file);
    if (inPart === undefined && inScreen === undefined) return;
    setEditing(inPart ?? null);
    if (inScreen !== undefined && inScreen !== screenId) chooseScreen(inScreen);
    setReveal(f);
  };
  const revealed = useCallback(() => setReveal(null), []);

  const structureBroken = fileText !== null && (check.doc === null || check.staleParts.length > 0);
  const edited = current.fileText !== null && current.text !== current.fileText;

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
        <button type="button" onClick={() => downloadText(`${current.name}.json`, layout(current.text))}>
          {copy.download}
        </button>
        <button type="button" disabled={!edited} onClick={() => current.fileText !== null && current.setText(current.fileText)}>
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
        <div className="studio-editor-column">
          {tabs.length > 0 && (
            <>
              <p className="studio-muted">{copy.partsIntro}</p>
              <DocumentTabs tabs={tabs} current={part} onChoose={setEditing} />
              {part !== null && (
                <>
                  {/* What the part is for, as its file says (the words staff wrote), above who uses it. */}
                  {partFiles[part]?.doc.description && <p className="studio-muted">{partFiles[part].doc.description}</p>}
                  <p className="studio-used-by">
                    {copy.usedBy} {(usersOf[part] ?? []).map((id) => `${names[id] ?? id} (${id})`).join(', ')}
                  </p>
                </>
              )}
            </>
          )}
          <EditorPane
            label={part === null ? copy.editorLabel : copy.partEditorLabel}
            file={current.file}
            text={current.text}
            findings={check.findings}
            onChange={current.setText}
            otherTexts={otherTexts}
            showFiles={tabs.length > 0}
            onOpen={open}
            reveal={ready && reveal?.file === current.file ? reveal : null}
            onRevealed={revealed}
          />
        </div>
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
          <TreePane
            view={view?.view ?? null}
            decisions={view?.decisions ?? {}}
            checks={view?.checks ?? {}}
            receipt={view?.receipt ?? { declared: false, value: null }}
            selected={selected}
            onSelect={setSelected}
          />
        </div>
      </main>
    </div>
  );
}
