/**
 * A fake native shell for `npm start`, so a developer can try the pages as
 * the iOS or the Android app hosts them: `?shell=ios` or `?shell=android`
 * (kept for the tab; `?shell=none` goes back to a plain browser). Each fake
 * takes the messages the way its shell does (iOS: one handler object per
 * NAME, given the body object; Android: one `window.LoanBridge` object,
 * given the NAME and the body's JSON text) and says so in the console; the
 * developer test page's log shows which shell received each one.
 * The e2e suite installs its own recording fakes (tests/e2e/fixtures.ts).
 */
import { keptAddressParam } from '../app/keptAddressParam.ts';
import { BRIDGE_MESSAGE_NAMES, bridgeTable, SHELLS, SHELL_NAMES, type ShellName } from '../actions/bridge/bridgeTable.ts';

const KEY = 'sandbox.shell';

/** `none` is a choice too: it is kept, so a tab that chose no shell stays without one. */
function chosenShell(search: string, hash: string): ShellName | null {
  const name = keptAddressParam('shell', KEY, { search, hash }, (v) => v === 'none' || SHELL_NAMES.some((s) => s === v));
  return SHELL_NAMES.find((s) => s === name) ?? null;
}

export function installFakeShell(search: string, hash = ''): ShellName | null {
  const shell = chosenShell(search, hash);
  const w = window as unknown as Record<string, unknown>;
  if (shell === 'ios') {
    const messageHandlers = Object.fromEntries(
      BRIDGE_MESSAGE_NAMES.map((name) => [
        bridgeTable[name].handler,
        { postMessage: (body: unknown) => console.info('[sandbox] fake iOS shell got', bridgeTable[name].handler, body) },
      ]),
    );
    w.webkit = { messageHandlers };
  } else if (shell === 'android') {
    w[SHELLS.android.object] = {
      postMessage(name: unknown, json: unknown) {
        // A real Android interface takes strings only: anything else is a bug in the page.
        if (typeof name !== 'string' || typeof json !== 'string') throw new TypeError('LoanBridge.postMessage takes (string, string)');
        console.info('[sandbox] fake Android shell got', name, JSON.parse(json));
      },
    };
  }
  return shell;
}
