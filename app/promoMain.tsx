/**
 * Entry of the promotion pages (promo/index.html). Tiny, like app/main.tsx:
 * the page's screen and its widgets (the register form's code among them)
 * start loading beside React and the app, not after them.
 */
import { afterFirstPaint } from './afterFirstPaint.ts';
import { bootFailed, nativeBackBeforeApp } from './bootFailed.ts';
import { holdInput } from './holdInput.ts';
import { preloadChunks } from './preloadChunks.ts';
import { hashRoute } from './hashRoute.ts';
import { sandboxReady } from 'virtual:sandbox-ready';
import '../widgets/widgets.css';

// The shell's back button works from the first paint, the app's own listener replaces this one.
nativeBackBeforeApp();
const held = holdInput(document.getElementById('root'));
// The opened promotion page's own files (its screen and widgets) besides the app's.
preloadChunks(document.getElementById('root'), document, hashRoute(window.location.hash));
void sandboxReady()
  // Once the prerendered page has painted, as app/main.tsx.
  .then(() => afterFirstPaint())
  .then(() => {
    const ready = import('./screens.ts').then(({ preloadHash }) => preloadHash(window.location.hash));
    return Promise.all([import('./startPromo.ts'), ready]);
  })
  .then(([{ startPromo }]) => startPromo(held))
  // The app's code did not arrive: the error page with Try again, never a loader that keeps turning.
  .catch(() => bootFailed(document.getElementById('root'), held));
