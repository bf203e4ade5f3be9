/**
 * Starts the sandbox in the browser (npm start). Pick a scenario with
 * `?scenario=<name>` in the page address, and a fake native shell with
 * `?shell=ios|android|none`; both are kept for the tab.
 * `window.__sandbox` lets a tester read what was sent and switch scenarios.
 */
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';
import { getScenario, longTextsFromAddress, scenarioFromAddress, setLongTexts, setScenario } from './scenario.ts';
import { scenario, scenarioNames } from './scenarios.ts';
import { seedStorage } from './seedStorage.ts';
import { installFakeShell } from './fakeShell.ts';
import { clearRequestLog, requestLog } from './requestLog.ts';
import { pickLanguage } from '../renderer/index.ts';
import { languageInputs } from '../app/languageInputs.ts';
import { hashQuery } from '../app/addressParam.ts';
import { marketOf } from '../app/localized.ts';
import { settings } from '../app/settings.ts';

declare global {
  interface Window {
    __sandbox?: {
      requests: typeof requestLog;
      clearRequests: () => void;
      scenario: () => string;
      setScenario: (name: string) => void;
      scenarios: string[];
      shell: string;
      /** The mock service worker is up (registered and answering): until then its registration is under way. */
      workerStarted: boolean;
    };
  }
}

export async function startSandbox(): Promise<void> {
  setScenario(scenarioFromAddress(window.location.search, window.location.hash));
  setLongTexts(longTextsFromAddress(window.location.search, window.location.hash));
  // What a page kept from the server is in the language the page speaks (the app decides it the same way).
  const lang = pickLanguage(languageInputs([window.location.search, hashQuery(window.location.hash)]), marketOf(settings));
  seedStorage(scenario(getScenario()), lang);
  const shell = installFakeShell(window.location.search, window.location.hash);
  window.__sandbox = {
    requests: requestLog,
    clearRequests: clearRequestLog,
    scenario: getScenario,
    setScenario,
    scenarios: scenarioNames(),
    shell: shell ?? 'none',
    workerStarted: false,
  };
  await setupWorker(...handlers).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  window.__sandbox.workerStarted = true;
  console.info(`[sandbox] scenario "${getScenario()}" (pick another with ?scenario=<name>):`, scenarioNames().join(', '));
  console.info(`[sandbox] native shell: ${shell ?? 'none'} (pick one with ?shell=ios|android|none)`);
}
