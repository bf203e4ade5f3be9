/**
 * The modules a screen's first render loads besides its widgets, as the app loads them (app/screens.ts): the screen's
 * document, its shared parts and the code that fills them in (renderer/expandParts.ts), and its features' code
 * (app/featureSources.ts). Repository paths. One list for the build, which groups them by the screens that need them
 * (scripts/firstPaintChunks.ts), and for the prerender, which links their files in the route's HTML
 * (scripts/routePreloads.ts).
 */
export function firstRenderSources(screenId: string | null, parts: string[], features: string[]): string[] {
  return [
    ...(screenId ? [`schemas/screens/${screenId}.json`] : []),
    ...parts.map((name) => `schemas/parts/${name}.json`),
    // A screen with parts has them filled in by code of its own (app/screens.ts withParts).
    ...(parts.length ? ['renderer/expandParts.ts'] : []),
    ...features,
  ];
}
