/**
 * Starts an entry: the sandbox first in `npm start` (a production build drops
 * that branch and every byte of the sandbox), the native message hook, then React.
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { keepBridgeLog } from './keepBridgeLog';
import { listenToNative } from './nativeMessages';
import '../widgets/widgets.css';

export async function boot(App: ComponentType) {
  if (import.meta.env.MODE === 'sandbox') {
    const { startSandbox } = await import('../sandbox/browser');
    await startSandbox();
  }
  // The bridge messages of earlier pages of this tab stay visible on /testPreview.
  keepBridgeLog();
  listenToNative();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
