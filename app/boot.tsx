/**
 * Starts React on an entry's page. A page prerendered for this language
 * (`data-hydrate` on #root, scripts/prerender.tsx) is hydrated: React adopts
 * the markup already on screen, so nothing flashes or moves. Any other page
 * (no prerender, or the borrower reads another language) is drawn afresh.
 * When the app owns the page, <html data-app="ready"> is set (tests and the
 * bench wait for it) and the taps held meanwhile are replayed.
 */
import { StrictMode, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { keepBridgeLog } from './keepBridgeLog.ts';
import { listenToNative } from './nativeMessages.ts';
import { pageLanguage } from './language.ts';
import type { HeldInput } from './holdInput.ts';
import { hydrateKey } from './hydrateKey.ts';
import { TakenOver } from './TakenOver.tsx';
import { HYDRATION_WARNING } from './bootWarnings.ts';
import '../widgets/widgets.css';

export interface BootOptions {
  /** Taps held on the prerendered markup, replayed once the app owns it. */
  held?: HeldInput;
  /**
   * The app's first render draws what was prerendered (its screen document is
   * loaded): without it (the document did not arrive) the page is drawn afresh.
   */
  canHydrate?: boolean;
}

export function boot(App: ComponentType, { held = { release() {}, drop() {} }, canHydrate = false }: BootOptions = {}): void {
  // The bridge messages of earlier pages of this tab stay visible on /testPreview.
  keepBridgeLog();
  listenToNative();
  const root = document.getElementById('root')!;
  let done = false;
  const onDone = () => {
    if (done) return;
    done = true;
    document.documentElement.dataset.app = 'ready';
    held.release();
  };
  const tree = (
    <StrictMode>
      <TakenOver onDone={onDone}>
        <App />
      </TakenOver>
    </StrictMode>
  );
  // The first render runs in a transition: React draws it in slices the browser can answer a tap between, not in one
  // long task (the page on screen meanwhile is the prerendered one, and taps on it are held until onDone; issue 31).
  startTransition(() => {
    if (canHydrate && root.dataset.hydrate && root.dataset.hydrate === hydrateKey(pageLanguage())) {
      hydrateRoot(root, tree, {
        // Should the markup differ after all, React draws the page afresh: said in the console, never an error page.
        onRecoverableError: (error) => console.warn(`${HYDRATION_WARNING} ${error instanceof Error ? error.message : String(error)}`),
      });
    } else {
      // A shell in another language, or the plain loader: replaced by the first render.
      createRoot(root).render(tree);
    }
  });
}
