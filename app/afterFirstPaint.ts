/**
 * Resolves once the page has painted (the next frame, then a task after it):
 * what the entries fetch after this (the app's code, the route's chunks) does
 * not compete with the HTML's first paint for the connection. The prerendered
 * page is whole before the app starts, so the borrower sees it no later for
 * the wait, and the app's code is asked for a frame later than it would be.
 *
 * A hidden page gets no frames (a web view opened behind another, a tab sent
 * to the back): there, and if no frame has come by `latestMs`, it resolves
 * anyway, so the app never waits for a paint that does not come.
 */
export function afterFirstPaint(win: Window = window, latestMs = 100): Promise<void> {
  return new Promise((resolve) => {
    if (win.document.visibilityState === 'hidden') return resolve();
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      win.clearTimeout(latest);
      resolve();
    };
    const latest = win.setTimeout(go, latestMs);
    win.requestAnimationFrame(() => win.setTimeout(go, 0));
  });
}
