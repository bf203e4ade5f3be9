/**
 * Starts an entry: the sandbox first in `npm start` (a production build drops
 * that branch and every byte of the sandbox), the native message hook, then React.
 */
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { emitNative } from '../renderer/nativeBus';
import type { Json } from '../renderer/types';
import { navigator } from '../actions/nav/navigator';
import { keepBridgeLog } from './keepBridgeLog';
import '../widgets/widgets.css';

declare global {
  interface Window {
    onNativeMessage?: (name: string, payload?: Json) => void;
  }
}

export async function boot(App: ComponentType) {
  if (import.meta.env.MODE === 'sandbox') {
    const { startSandbox } = await import('../sandbox/browser');
    await startSandbox();
  }
  // Outside the native shell, bridge messages of earlier pages of this tab stay visible on /testPreview.
  keepBridgeLog();
  // Native → web (CONTRACT section 4). An unhandled goBack leaves the page as usual.
  window.onNativeMessage = (name, payload) => {
    if (!emitNative(String(name), payload ?? null) && name === 'goBack') navigator().back();
  };
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
