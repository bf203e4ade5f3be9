/**
 * The React half of the engine's public entry: the app, the live preview and
 * the benchmarks draw through these only (eslint.config.js enforces it).
 */

// A whole screen: resolves the document, runs its actions, draws the tree.
export { ScreenView } from './ScreenView.tsx';

// Parts for pages that run the engine themselves (the app's route, the live preview's frame, the benchmarks).
export { NodeView } from './NodeView.tsx';
export { WidgetBoundary } from './WidgetBoundary.tsx';
