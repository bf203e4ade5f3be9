/**
 * The file that holds the app's start (React, the router, the engine: the
 * build groups them, scripts/firstPaintChunks.ts). A test that holds it back
 * or makes it fail sees the page before the app, or without it.
 */
import { APP_GROUP } from '../../scripts/firstPaintChunks.ts';

export const APP_FILE = new RegExp(`/assets/${APP_GROUP}-[^/]*\\.js`);
