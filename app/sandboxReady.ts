/**
 * The sandbox (npm start, the e2e build) answers the API through its service
 * worker: it must be running before the page's first request, the early one
 * included. A production build drops this branch and every byte of the sandbox.
 */
export async function sandboxReady(): Promise<void> {
  if (import.meta.env.MODE === 'sandbox') {
    const { startSandbox } = await import('../sandbox/browser');
    await startSandbox();
  }
}
