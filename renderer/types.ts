/**
 * Engine types. Widgets and actions import only this file from the renderer,
 * so it must stay free of React and of any runtime code (the React import
 * below is type-only and erased).
 */
import type { ReactNode } from 'react';

/** Any JSON value. Expressions are JSON too (json-logic). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A json-logic expression, or a literal value (objects are walked key by key). */
export type Expr = Json;

/** One step of a declared action chain. */
export interface ActionStep {
  /** Registry name, e.g. "api.loanDetails", "ui.toast", "nav.go", "bridge.callPhone". */
  action: string;
  /** Arguments; every value is an expression evaluated at dispatch time. */
  args?: { [key: string]: Expr };
  /** Run the step only when this expression is truthy (skipped steps do not stop the chain). */
  if?: Expr;
  /** Steps run after success; the step's result is available as `result`. */
  then?: ActionStep[];
  /** Steps run when the step fails; the failure is available as `error` ({kind, message, code}). */
  catch?: ActionStep[];
  /** Optional description for product staff and traces. */
  note?: string;
}

/** A decision table: first row whose `when` is truthy wins; else `else`. */
export interface DecisionTable {
  description?: string;
  /** Named inputs: each an expression over the screen context. Rows see only these names. */
  inputs: { [name: string]: Expr };
  /** For the schema check: the values each input can take (every combination is evaluated). */
  domains?: { [name: string]: Json[] };
  rows: { when: Expr; then: Json; note?: string }[];
  else?: Json;
}

/**
 * A check list (renderer/checkList.ts): named conditions, in order, that a
 * screen's figures must meet before a step; read with {"check": "name"}.
 */
export interface CheckList {
  description?: string;
  /** When falsy the list does not apply and passes without running an item. */
  applies?: Expr;
  items: CheckItem[];
}

export interface CheckItem {
  /** The check's name, as tracking and the snapshots report it ("planSum"). */
  name: string;
  /** True when the check passes: json-logic over the screen context. */
  passes: Expr;
  /** What the borrower reads when this is the first check that fails. */
  says?: Expr;
  /** When it fails, the checks after it are not run (they would read what is not there). */
  stop?: boolean;
  note?: string;
}

/**
 * A receipt (renderer/receipt.ts): what the borrower saw when they agreed,
 * built from the view tree as drawn and sent, as canonical JSON with its
 * SHA-256, with the step of the action that carries it (CONTRACT section 7).
 */
export interface ReceiptSpec {
  description?: string;
  /** When falsy no receipt is made and the step goes as written (the seed market has no disclosure). */
  applies?: Expr;
  /** Keys of the nodes whose drawn texts it records (each node with everything under it), read in page order. */
  regions: string[];
  /** The figures it records: name → expression (amounts in centavos, as the offer gives them). */
  figures: { [name: string]: Expr };
  /** The agreement titles listed (a list of texts), when the screen has agreements. */
  agreements?: Expr;
  /** The borrower's consent: the time it last turned true before the step is `consentAt` (null when it was never given by a tick). */
  consent?: Expr;
  /** The page query's fields it records, by name (productId, orderId): nothing else of the address. */
  query?: string[];
  /** The action whose step sends it, as the args `receipt` and `receiptHash` ("api.loanPush"). */
  carriedBy: string;
  note?: string;
}

/**
 * A draft (renderer/draft.ts): what a form screen keeps for the browser tab
 * while the borrower types, so going back and forward or a reload does not
 * erase it, until the step that sends it succeeds (docs/decisions/025-drafts.md).
 */
export interface DraftSpec {
  description?: string;
  /** Whose draft it is (e.g. the order and the complaint type, from the query): a draft of another owner is not restored. */
  owner?: Expr;
  /** State key → what is kept of it: `true` for its value as it is, else an expression whose value is kept and restored into that key. */
  keep: { [stateKey: string]: Expr };
  /** Kept state key (an object) → the names of its entries that are never written (card and account numbers): the engine leaves them out whatever `keep` says. */
  never?: { [stateKey: string]: Expr };
  /** A state key that gets, when a draft is restored, the names `never` left out that had a value: the screen asks for them again. */
  askAgain?: string;
  /** The actions whose step, when it succeeds, sends what the draft holds: the draft is removed then, and not written again on this page. */
  clearedBy: string[];
  note?: string;
}

/** A data source: loaded when the screen opens, reloaded by `ui.reload`. */
export interface DataSource {
  action: string;
  args?: { [key: string]: Expr };
  /** Text of the loading indicator (an expression, usually a copy lookup). */
  loadingText?: Expr;
  /** When false the screen is still drawn while this source loads. Default true. */
  blocking?: boolean;
  /**
   * What the screen needs from the answer (the answer is `result`): when
   * falsy the source fails with `incompleteText` (default: app copy
   * `dataIncomplete`) and the screen shows its error state with a retry.
   */
  complete?: Expr;
  incompleteText?: Expr;
  /**
   * What the borrower reads when this source fails and the server said
   * nothing (a failure code without a message, an HTTP failure status):
   * words about this source ("We could not load your bank cards") that the
   * screen's other calls must not borrow. Default: the app's words for the kind.
   */
  failedText?: Expr;
  note?: string;
}

/** A node of a screen document's body. */
export interface NodeSpec {
  widget: string;
  /** Stable key for the node; defaults to its position. */
  key?: string;
  /** Render only when truthy. */
  if?: Expr;
  /** Repeat the node for every element of this list; the element is in scope as `as` (default "item"). */
  forEach?: Expr;
  as?: string;
  props?: { [key: string]: Expr };
  /** Event name (as the widget emits it) → action chain. */
  events?: { [event: string]: ActionStep[] };
  children?: NodeSpec[];
  /**
   * Only in a document as written: this place takes the nodes of the named
   * fragment (of a part the screen uses, or its own), and the node has no
   * other key. renderer/expandParts.ts puts them in before anything reads the body.
   */
  fragment?: string;
}

/** Where an entry of an expanded screen was written: in a part (schemas/parts/<part>.json), or, without `part`, in the screen itself. */
export interface PartOrigin {
  part?: string;
  /** The JSON pointer in that file. */
  pointer: string;
}

/**
 * A shared part (schemas/parts/<id>.json): sections screens take with
 * `"uses": ["<id>"]` (renderer/expandParts.ts). The screen's own entries win by name.
 */
export interface PartDoc extends Pick<
  ScreenDoc,
  '$schema' | 'id' | 'description' | 'constants' | 'rules' | 'tables' | 'checks' | 'state' | 'data' | 'handlers' | 'native' | 'forms'
> {
  /** A receipt declaration, merged with the screen's own entry by entry (the screen names its own `carriedBy`). */
  receipt?: Partial<ReceiptSpec>;
  /** Texts per language, as a screen writes them. */
  copy?: { [lang: string]: Json };
  /** Run before the screen's own onLoad steps. */
  onLoad?: ActionStep[];
  /** Named lists of body nodes, placed in a screen's body with {"fragment": "name"}. */
  fragments?: { [name: string]: NodeSpec[] };
}

/** A screen document (schemas/screens/*.json). */
export interface ScreenDoc {
  $schema?: string;
  id: string;
  description?: string;
  /** Document title shown in the browser / web view. */
  title?: Expr;
  /** Depends on nothing but the schema: the build prerenders it (scripts/prerender.tsx). */
  prerender?: boolean;
  /** The shared parts (schemas/parts/<name>.json) this screen takes sections from, in order (renderer/expandParts.ts). */
  uses?: string[];
  /** The screen's own fragments: a part's fragment of the same name is replaced. */
  fragments?: { [name: string]: NodeSpec[] };
  /** Where the entries taken from parts were written, by JSON pointer (set by expandParts, never written in a file). */
  origins?: { [pointer: string]: PartOrigin };
  /**
   * User-visible text of the screen. As written: one catalogue per language
   * ({"en": {...}, "fil": {...}}); once localized (renderer/localize.ts) the
   * texts of the page's language, reached as {"var": "copy.name"}.
   */
  copy?: { [key: string]: Json };
  /** The language a localized document speaks (set by localizeScreen, never written in a file). */
  lang?: string;
  /** Business constants (limits, ids, durations). Reached as {"var": "constants.name"}. */
  constants?: { [key: string]: Json };
  /** Named expressions. Reached as {"rule": "name"}. */
  rules?: { [name: string]: Expr };
  /** Decision tables. Reached as {"table": "name"}. */
  tables?: { [name: string]: DecisionTable };
  /** Check lists. Reached as {"check": "name"}. */
  checks?: { [name: string]: CheckList };
  /** Initial local state. Reached as {"var": "state.name"}; changed by ui.set. */
  state?: JsonObject;
  /** The receipt the screen sends with its money step (renderer/receipt.ts). */
  receipt?: ReceiptSpec;
  /** What the screen keeps for the tab while the borrower types (renderer/draft.ts). */
  draft?: DraftSpec;
  /** Data sources by name. Loaded values are reached as {"var": "data.name"}. */
  data?: { [name: string]: DataSource };
  /** Chains run once every blocking data source has loaded (and after every reload). */
  onLoad?: ActionStep[];
  /** Named chains, run with the `run` action (buttons from tables name them). */
  handlers?: { [name: string]: ActionStep[] };
  /** Native → web messages (window.onNativeMessage) this screen listens to. */
  native?: { [message: string]: ActionStep[] };
  /**
   * Static forms: JSON Schema + uiSchema + one message per field. Their
   * validators are compiled at build time (vite.config.ts); check values with
   * the form.validate action. Reached as {"var": "forms.name.schema"}.
   */
  forms?: { [name: string]: { schema: JsonObject; uiSchema?: JsonObject; messages?: { [field: string]: string } } };
  body: NodeSpec[];
}

/** Status of one data source. */
export type SourceStatus = { status: 'idle' } | { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: ActionError };

/** A failure as the schema sees it (`error` in a catch chain). */
export interface ActionError {
  /** server: the server answered with a failure code or an HTTP failure status (its words when it gave some); network: no answer, bad JSON; timeout: no answer in time; rejected: refused by the client (e.g. a URL check); native: the app's shell did not take a bridge message; internal: a bug. */
  kind: 'server' | 'network' | 'timeout' | 'rejected' | 'native' | 'internal';
  message: string;
  code?: string | number;
  /** True when the failure was already shown to the person (e.g. the engagement client's toast). */
  shown?: boolean;
  /** More about the failure for the chain (e.g. the fields a form check found wrong). */
  details?: Json;
}

/** Everything expressions can read. */
export interface ScreenContext {
  /** Page query (common parameters included). */
  query: { [key: string]: string };
  /** Loaded data sources by name. */
  data: { [key: string]: Json };
  /** Status of each data source. */
  sources: { [key: string]: SourceStatus };
  /** Local state. */
  state: JsonObject;
  /** App-wide configuration (schemas/config.json): service phone, formats, ... */
  config: JsonObject;
  /** App-wide copy (schemas/copy.json) merged under the screen's own copy. */
  copy: { [key: string]: Json };
  constants: { [key: string]: Json };
  /** The screen's static forms. */
  forms: JsonObject;
  /** Where the page runs: {userAgent, path, lang, today} (today: YYYY-MM-DD in the market's time zone). */
  env: JsonObject;
  /** The screen being drawn: {id}. */
  screen?: JsonObject;
  /**
   * Table inputs set by hand (the live preview's "what if status were 170"):
   * table name → input name → value, used instead of that input's expression.
   * The app never sets it.
   */
  tableInputs?: { [table: string]: JsonObject };
  /** Extra scope: forEach items, action results, event payloads. */
  [scope: string]: Json | undefined | object;
}

/** One entry of the rule trace: why a value is what it is. */
export interface TraceEntry {
  /** "table", "rule" or "check" (a check list: `value` is its answer, with every item's result). */
  kind: 'table' | 'rule' | 'check';
  name: string;
  /** The row that matched (tables), counted from 1 as the live preview and the checks count; 'else', or null when nothing matched. */
  row?: number | 'else' | null;
  inputs?: JsonObject;
  value: Json;
  /** What the entry decided on its node: "if", "forEach" or a prop name ("buttons"). */
  for?: string;
  /** The part file the rule or table is written in ("parts/repayCommon"), when it is not the screen's own. */
  from?: string;
}

/** A node of the resolved view tree: plain JSON, no functions. */
export interface ViewNode {
  /** Path-like id, unique in the tree ("body.2.item-0"). Used as React key and for tracing. */
  id: string;
  widget: string;
  props: JsonObject;
  /** Events the widget may emit, with their (unevaluated) chains. */
  events?: { [event: string]: ActionStep[] };
  /** forEach scope captured for this node's events: of the loop names (item, index, outer items), the fields its events read (renderer/eventScope.ts). */
  scope?: JsonObject;
  children?: ViewNode[];
  /** Tables and rules this node's props and visibility came from. */
  trace?: TraceEntry[];
}

/**
 * Why a screen shows its error page, in the borrower's words (renderer/errorView.ts
 * draws it as `nodes`: the screen's title, an icon, the heading, the message,
 * 'Try again' and the ways out of schemas/config.json → errorPage).
 */
export interface ScreenError {
  /** A short title ("We couldn't load this page"; copy errorHeading). */
  heading: string;
  message: string;
  retryLabel: string;
  /** The data source that failed, or "screen" when the document itself could not be had. */
  source: string;
  /** The failure's kind (network, server, …): picks the icon. */
  kind: ActionError['kind'];
  /** The ways out offered besides the retry, by name (errorPage.ways). */
  wayOut: string[];
}

/** The resolved screen. */
export interface ViewTree {
  screen: string;
  title: string;
  /** loading: a blocking source loads; error: a blocking source failed (nodes are the error page); ready: body is drawn. */
  phase: 'loading' | 'error' | 'ready';
  loadingText?: string;
  error?: ScreenError;
  nodes: ViewNode[];
}

/** Environment an action handler gets. */
export interface ActionEnv {
  /** Evaluated arguments of the step. */
  args: JsonObject;
  /** The screen context at dispatch time (read-only). */
  context: ScreenContext;
  /** Change local state (shallow merge). */
  setState(patch: JsonObject): void;
  /**
   * Reload the screen's data sources (all, or the named ones). By default the
   * screen keeps what it shows meanwhile; with `loader` the sources are
   * loading again (a blocking one shows the screen's loader: the error page's
   * 'Try again', which has nothing to keep on screen).
   */
  reload(names?: string[], options?: { loader?: boolean }): Promise<void>;
  /** Run a named handler of the screen. */
  runHandler(name: string, scope?: JsonObject): Promise<void>;
  /**
   * Aborted when the borrower leaves the screen. The runtime starts no step
   * after that; an action still running then (an answer that arrives late, a
   * wait that ends) checks it before any visible effect — a toast, a
   * navigation, a popup, a storage write, a message to the shell — so nothing
   * a left page started happens on the next one.
   */
  signal: AbortSignal;
  /**
   * Set when the action loads this data source of the screen. The screen
   * draws a failed load itself (its error page, or its own words for a
   * source that does not block), so the action shows nothing of its own
   * for it: no toast of the server's message on top of the page saying it.
   */
  source?: string;
}

/** An action handler: returns the step's result, or throws an ActionError. */
export type ActionHandler = (env: ActionEnv) => Promise<Json | void> | Json | void;

export type ActionRegistry = { [name: string]: ActionHandler };

/**
 * What each widget draws as text, in the order it draws it, from the props it
 * received (widgets/drawnTexts.ts): `children` are the texts of its children,
 * placed where the widget draws them. Hidden and screen-reader-only text is
 * left out. A receipt (renderer/receipt.ts) records a region through these.
 */
export type DrawnTexts = { [widget: string]: (props: JsonObject, children: string[]) => string[] };

/** Props every widget gets from the renderer besides its resolved props. */
export interface WidgetRuntimeProps {
  /** Emit an event declared in the node's `events`; resolves when its chain ends. */
  emit: (event: string, payload?: Json) => Promise<void>;
  /** True while a chain started by this node is running (a second tap is ignored meanwhile). */
  busy: boolean;
  /** Resolved children, already drawn. */
  children?: ReactNode;
  /** The node's id, for test ids and labels. */
  nodeId: string;
}

/** A widget: resolved props (untrusted JSON: check types) plus the runtime props. */
export type WidgetProps<P = JsonObject> = Partial<P> & WidgetRuntimeProps;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each widget narrows its own props
export type WidgetComponent = (props: WidgetProps<any>) => ReactNode;
export type WidgetRegistry = { [name: string]: WidgetComponent };
