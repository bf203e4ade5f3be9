/**
 * Contracts: what a widget accepts and emits, what an action takes. Each is
 * declared once, in a small file beside the code (widgets/Button.contract.ts,
 * actions/ui/uiContracts.ts); the widget's props type is derived from it
 * (`WidgetPropsOf`), `npm run check` checks every node and step of every
 * screen against it (renderer/checkContracts.ts), `npm run contracts` turns
 * them into the JSON Schema editors complete (schemas/screen.schema.json →
 * definitions.contracts) and into the catalogue (docs/catalogue.md).
 *
 * Free of React and of runtime code: the app never loads a contract.
 */
import type { Json, JsonObject, WidgetRuntimeProps } from './types.ts';

/**
 * Names a value refers to, resolved by the check: a handler of the screen, a
 * route of schemas/routes.json, an event the node handles (a key of its
 * `events`: ErrorState's buttons emit the event their data names). Names
 * the widget draws (icons, tones) are its `enum`; copy is read with
 * {"var": "copy.…"}, which the check resolves wherever it is written.
 */
export type RefKind = 'handler' | 'route' | 'event';

/** What one prop (or action argument, or field of a list item) must be once evaluated. */
export interface ValueSpec {
  /** For product staff and the catalogue: what it does, in a sentence. */
  description: string;
  /** The evaluated value's type; `any` when the widget copes with anything. */
  type: 'string' | 'number' | 'boolean' | 'list' | 'object' | 'any' | 'text';
  /** The values allowed (a value outside them is reported with the nearest one). */
  enum?: readonly (string | number)[];
  /** The value names something the check resolves. */
  ref?: RefKind;
  /** The check reports a node (or step) without it. */
  required?: boolean;
  /** A list's items: the fields of each (type `list`), or the fields of an object (type `object`). */
  fields?: { readonly [name: string]: ValueSpec };
  /** A list of plain values: what each is (type `list`). */
  items?: ValueSpec;
}

export interface WidgetContract {
  /** One sentence: what the borrower sees. */
  description: string;
  props: { readonly [name: string]: ValueSpec };
  /** Event name → when it is emitted (and its payload). */
  events?: { readonly [name: string]: string };
  /** The widget emits events named by its data (ErrorState: each button's `event`): any event name is accepted. */
  openEvents?: boolean;
  /** Whether the node's `children` are drawn. */
  children?: boolean;
  /** One node using it, as a screen writes it (for the catalogue). */
  example: JsonObject;
  /**
   * Where the build finds the widget's code, when not by the rule: the component `<Name>` exported by
   * widgets/<Name>.tsx beside this contract, downloaded with the screens that draw it. The registries
   * (widgets/index.ts, widgets/widgetLoaders.ts, widgets/startWidgets.ts, widgets/contracts.ts) are written
   * from the contracts by `npm run contracts` (scripts/widgetRegistryFiles.ts); `npm run check` says when one is behind.
   */
  code?: WidgetCode;
}

/** A widget's code, each module as 'file#export' relative to widgets/ (`#default` for a default export). */
export interface WidgetCode {
  /** The component, when it is not `<Name>.tsx#<Name>`. */
  component?: string;
  /** What the app downloads for the widget before a screen that draws it is drawn, when it is not the component. */
  download?: string;
  /**
   * At hand on every page from the start, never downloaded: the widgets a page draws before any screen's own
   * (the loader, the error page, a node's stand-in). `config.engineWidgets` may name only these.
   */
  atStart?: boolean;
}

export interface ActionContract {
  description: string;
  args: { readonly [name: string]: ValueSpec };
  /** The arguments are free (e.g. ui.set: any state names). */
  openArgs?: boolean;
  /** What the step answers (`result` in its `then`). */
  result?: string;
  /**
   * true: the step answers at once, without the network, a timer, the shell or the borrower, so the steps after it
   * still run before the borrower can do anything on the page (renderer/checkTypedKept.ts).
   */
  instant?: boolean;
}

/** Keeps the literal types of a contract (for `WidgetPropsOf`). */
export function widgetContract<const C extends WidgetContract>(contract: C): C {
  return contract;
}

export function actionContracts<const C extends { [name: string]: ActionContract }>(contracts: C): C {
  return contracts;
}

type ValueOf<S> = S extends { enum: readonly (infer E)[] }
  ? E
  : S extends { type: 'string' | 'text' }
    ? string
    : S extends { type: 'number' }
      ? number
      : S extends { type: 'boolean' }
        ? boolean
        : S extends { type: 'list'; fields: infer F }
          ? { [K in keyof F]?: ValueOf<F[K]> }[]
          : S extends { type: 'list'; items: infer I }
            ? ValueOf<I>[]
            : S extends { type: 'list' }
              ? unknown[]
              : S extends { type: 'object'; fields: infer F }
                ? { [K in keyof F]?: ValueOf<F[K]> }
                : S extends { type: 'object' }
                  ? Record<string, unknown>
                  : unknown;

/** The props a contract declares, as TypeScript (every one may be missing: values come from data). */
export type PropsOf<C extends WidgetContract> = { [K in keyof C['props']]?: ValueOf<C['props'][K]> };

/** The events a contract declares. */
export type EventsOf<C extends WidgetContract> = C extends { openEvents: true } ? string : keyof NonNullable<C['events']> & string;

/** A widget's props: its contract's props plus the runtime ones; `emit` takes only the declared events. */
export type WidgetPropsOf<C extends WidgetContract> = PropsOf<C> &
  Omit<WidgetRuntimeProps, 'emit'> & {
    emit: (event: EventsOf<C>, payload?: Json) => Promise<void>;
  };
