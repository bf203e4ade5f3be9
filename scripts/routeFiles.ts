/** Where the build writes each route's import map (its address → the files it maps, `/assets/…` → `/assets/…`; scripts/routeMerge.ts), for the e2e specs that watch a file. */
export const ROUTE_FILES = '.vite/route-files.json';
