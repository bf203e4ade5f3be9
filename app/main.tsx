/**
 * App entry: wires the renderer to the widget and action registries. In the
 * sandbox mode (`npm start`) the MSW worker starts first; a production build
 * drops that branch, and with it every byte of the sandbox.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { emitNative } from '../renderer/nativeBus';
import type { Json } from '../renderer/types';
import { navigator } from '../actions/nav/navigator';
import { App } from './App';
import '../widgets/widgets.css';

declare global {
  interface Window {
    onNativeMessage?: (name: string, payload?: Json) => void;
  }
}

async function boot() {
  if (import.meta.env.MODE === 'sandbox') {
    const { startSandbox } = await import('../sandbox/browser');
    await startSandbox();
  }
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

void boot();
