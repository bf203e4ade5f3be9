/**
 * The widgets every page has from the start, before any screen's own are downloaded: the ones whose contract
 * says `code: { atStart: true }` (the loader, the error page, a node's stand-in). The settings may name only
 * these for the engine (config.engineWidgets; `npm run check` says so).
 *
 * Written from the contracts (widgets/<Name>.contract.ts) by `npm run contracts` (scripts/widgetRegistryFiles.ts):
 * do not edit by hand; `npm run check` says when it is behind.
 */
import type { WidgetRegistry } from '../renderer/types.ts';
import { ErrorState } from './ErrorState.tsx';
import { Fallback } from './Fallback.tsx';
import { Loader } from './Loader.tsx';
import { Page } from './Page.tsx';

export const startWidgets: WidgetRegistry = {
  ErrorState,
  Fallback,
  Loader,
  Page,
};
