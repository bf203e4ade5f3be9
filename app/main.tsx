/**
 * Entry of the product web views (index.html and every route's prerendered
 * page). Tiny on purpose: it holds taps on the prerendered shell, starts the
 * route's first data request, and only then, once the page has painted,
 * loads React and the app, so the answer is on its way while the code
 * downloads.
 */
import { afterFirstPaint } from './afterFirstPaint.ts';
import { bootFailed, nativeBackBeforeApp } from './bootFailed.ts';
import { holdInput } from './holdInput.ts';
import { preloadChunks } from './preloadChunks.ts';
import { reloadWhenRestored } from './reloadWhenRestored.ts';
import { sandboxReady } from 'virtual:sandbox-ready';
import { startEarlyData } from './earlyData.ts';
// In the entry, so the page links the stylesheet in its <head>: imported only by the app's chunk, it would arrive
// after the prerendered shell was painted unstyled, and the whole page would shift (body margin, fonts, layout).
import '../widgets/widgets.css';

reloadWhenRestored();
// The shell's back button works from the first paint, the app's own listener replaces this one.
nativeBackBeforeApp();
const held = holdInput(document.getElementById('root'));
preloadChunks(document.getElementById('root'));
void sandboxReady()
  .then(() => {
    startEarlyData(window.location.pathname, window.location.search);
    // The answer is on its way; the app's code is asked for once the prerendered page has painted (afterFirstPaint.ts).
    return afterFirstPaint();
  })
  .then(() => {
    // The route's screen and widgets load beside React and the app (startApp awaits the same promise).
    // Its failure is the app's failure, shown once by the catch below (the screens come in the app's file).
    import('./screens.ts').then(({ preloadPath }) => preloadPath(window.location.pathname)).catch(() => undefined);
    return import('./startApp.ts');
  })
  .then(({ startApp }) => startApp(held))
  // The app's code did not arrive: the error page with Try again, never a loader that keeps turning.
  .catch(() => bootFailed(document.getElementById('root'), held));
