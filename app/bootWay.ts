/**
 * What a button of the boot-failure page does when the app's code never
 * arrived (app/bootFailed.ts): the build turns each way out of the error page
 * (schemas/config.json → errorPage, the same ways the app's own error page
 * offers for the screen) into these few steps, which the entry can run on
 * its own. Types only on the entry's side, so the entry stays tiny.
 */
import type { ActionStep, Json, JsonObject } from '../renderer/index.ts';

export type BootStep =
  /** Load the page again (Try again). */
  | { do: 'reload' }
  /** Back in the web views, or ask the shell to close the web view on the first page (CONTRACT section 4). */
  | { do: 'back'; close: string }
  /** One bridge message (CONTRACT section 4), by its handler NAME. */
  | { do: 'native'; handler: string; body: Json }
  /** A page of this site, loaded whole (its HTML carries its own first paint). */
  | { do: 'go'; to: string };

/** The boot-failure page as the build writes it: the market's languages (for the entry to pick one) and the shells' names. */
export interface BootPageData {
  languages: string[];
  defaultLanguage: string;
  browserLanguages?: Record<string, string>;
  /** The tab's stored language key (app/language.ts). */
  storedKey: string;
  /** The Android shell's object name (CONTRACT section 4). */
  android: string;
  /** The bridge handler that closes the web view. */
  close: string;
}

export interface BridgeNames {
  /** action name (`callPhone`) → handler NAME and the body built from the step's args. */
  [action: string]: { handler: string; body: (args: JsonObject) => Json } | undefined;
}

/**
 * A way's chain as boot steps, or null when a step needs the app (the way is
 * then not offered on this page). `argsOf` evaluates a step's args as the app would.
 */
export function bootStepsOf(chain: ActionStep[], argsOf: (step: ActionStep) => JsonObject, bridge: BridgeNames, close: string): BootStep[] | null {
  const steps: BootStep[] = [];
  for (const step of chain) {
    const [kind, name] = step.action.split('.');
    if (step.action === 'ui.reload') steps.push({ do: 'reload' });
    else if (step.action === 'nav.back') steps.push({ do: 'back', close });
    else if (step.action === 'nav.go') {
      const to = argsOf(step).to;
      if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//')) return null;
      steps.push({ do: 'go', to });
    } else if (kind === 'bridge' && Object.prototype.hasOwnProperty.call(bridge, name) && bridge[name]) {
      const message = bridge[name];
      steps.push({ do: 'native', handler: message.handler, body: message.body(argsOf(step)) });
    } else return null;
  }
  return steps;
}
