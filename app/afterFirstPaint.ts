/**
 * Resolves once the page's first content is on screen: what the entries fetch
 * after this (the app's code, the route's chunks) does not compete with the
 * HTML's first paint for the connection. The prerendered page is whole before
 * the app starts, so the borrower sees it no later for the wait.
 *
 * "On screen" is the browser's own word, the paint timing entry
 * `first-contentful-paint`, which comes once the frame was presented (a frame
 * callback comes before it is). Where paint timing is missing, two frames.
 * A hidden page paints nothing (a web view opened behind another): there it
 * resolves at once, and anywhere after `latestMs` at the latest, so the app
 * never waits for a paint that does not come.
 */
export function afterFirstPaint(win: Window & typeof globalThis = window, latestMs = 300): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.visibilityState === 'hidden') return resolve();
    let observer: PerformanceObserver | undefined;
    const go = () => {
      win.clearTimeout(latest);
      observer?.disconnect();
      resolve();
    };
    const latest = win.setTimeout(go, latestMs);
    if (win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
      observer = new win.PerformanceObserver((list) => void (list.getEntriesByName('first-contentful-paint').length && go()));
      observer.observe({ type: 'paint', buffered: true });
    } else win.requestAnimationFrame(() => win.requestAnimationFrame(go));
  });
}
