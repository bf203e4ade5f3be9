/**
 * The check of schemas/config.json → errorPage (the error page's ways out,
 * renderer/errorView.ts), run by `npm run check`: every way a list names
 * exists, every screen it names exists, every way has words from the copy
 * and a chain of known actions, and so does 'Try again' (retry); and of
 * config.engineWidgets: the error page, the loader and the stand-in name
 * widgets of the registry. A mistake here would leave a borrower
 * on a failed page with one way out fewer, silently.
 */
import { copyKeysUsed } from './checkCopy.ts';
import { closest, ptr, type ProjectNames } from './checkScreenDoc.ts';
import type { Finding } from './finding.ts';
import { isObject } from './isObject.ts';
import { ENGINE_WIDGET_ROLES } from './engineWidgets.ts';
import type { ActionStep } from './types.ts';

export interface ErrorPageScope {
  /** schemas/copy.json in the reference language. */
  appCopy: Record<string, unknown>;
  names: ProjectNames;
  /** Route path → screen id (product and promotion routes). */
  routes: Record<string, string | null>;
  screenIds: string[];
}

export function checkErrorPage(file: string, config: Record<string, unknown>, scope: ErrorPageScope): Finding[] {
  const findings: Finding[] = [...checkEngineWidgets(file, config, scope)];
  const page = config.errorPage;
  if (!isObject(page)) {
    return [
      {
        file,
        pointer: '/errorPage',
        message: 'no error page settings',
        fix: 'Add "errorPage" with "wayOut" (the ways out every screen offers) and "ways" (docs/product-staff.md, "The error page").',
      },
    ];
  }
  const ways = isObject(page.ways) ? page.ways : {};
  const wayNames = Object.keys(ways).filter((k) => !k.startsWith('$'));
  const checkList = (list: unknown, pointer: string) => {
    if (!Array.isArray(list)) {
      findings.push({ file, pointer, message: 'must be a list of ways out', fix: `List names of "ways", e.g. ["${wayNames[0] ?? 'back'}"].` });
      return;
    }
    list.forEach((name, i) => {
      if (typeof name !== 'string' || !wayNames.includes(name)) {
        findings.push({
          file,
          pointer: `${pointer}/${i}`,
          message: `unknown way out ${JSON.stringify(name)}`,
          fix: `Use one of: ${closest(String(name), wayNames)} (errorPage.ways).`,
        });
      }
    });
  };
  if (!Array.isArray(page.retry) || !page.retry.length) {
    findings.push({
      file,
      pointer: '/errorPage/retry',
      message: "'Try again' has no chain: its button would do nothing",
      fix: 'Set "retry" to the actions it runs, e.g. [{"action": "ui.reload", "args": {"loader": true}}] (every source again, with the loader).',
    });
  } else {
    checkChain(page.retry as unknown as ActionStep[], '/errorPage/retry', scope, file, findings);
  }
  checkList(page.wayOut, '/errorPage/wayOut');
  for (const [id, list] of Object.entries(isObject(page.screens) ? page.screens : {})) {
    if (id.startsWith('$')) continue;
    if (!scope.screenIds.includes(id)) {
      findings.push({
        file,
        pointer: ptr('errorPage', 'screens', id),
        message: `unknown screen "${id}"`,
        fix: `Use a screen id: ${closest(id, scope.screenIds)}.`,
      });
    }
    checkList(list, ptr('errorPage', 'screens', id));
  }
  for (const name of wayNames) {
    const way = ways[name];
    const at = ptr('errorPage', 'ways', name);
    if (!isObject(way) || !Array.isArray(way.chain) || !way.chain.length) {
      findings.push({
        file,
        pointer: at,
        message: `way out "${name}" has no chain`,
        fix: 'Give it "label" (words from the copy) and "chain" (the actions its button runs).',
      });
      continue;
    }
    const words = [...copyKeysUsed(way.label)];
    if (!words.length) {
      findings.push({
        file,
        pointer: `${at}/label`,
        message: `way out "${name}" has no words from the copy`,
        fix: 'Set "label" to {"var": "copy.<key>"} with the key in schemas/copy.json (every language).',
      });
    }
    for (const key of words.filter((k) => !(k in scope.appCopy))) {
      findings.push({
        file,
        pointer: `${at}/label`,
        message: `no text "${key}" in schemas/copy.json`,
        fix: `Add "${key}" to schemas/copy.json in every language.`,
      });
    }
    checkChain(way.chain as unknown as ActionStep[], `${at}/chain`, scope, file, findings);
  }
  return findings;
}

/** config.engineWidgets: each of the engine's own widgets names a widget of the registry (renderer/engineWidgets.ts). */
function checkEngineWidgets(file: string, config: Record<string, unknown>, scope: ErrorPageScope): Finding[] {
  const named = isObject(config.engineWidgets) ? config.engineWidgets : {};
  const findings: Finding[] = [];
  // The loader and the error page are drawn before a screen's own widgets arrive: only the ones every page has may be named.
  const atStart = [...(scope.names.startWidgets ?? scope.names.widgets)];
  for (const role of ENGINE_WIDGET_ROLES) {
    const name = named[role];
    if (typeof name === 'string' && atStart.includes(name)) continue;
    const known = typeof name === 'string' && scope.names.widgets.includes(name);
    findings.push({
      file,
      pointer: ptr('engineWidgets', role),
      message:
        typeof name !== 'string'
          ? `no widget named for the engine's ${role}`
          : known
            ? `"${name}" is not at hand when a page starts, so it cannot be the engine's ${role}`
            : `unknown widget "${name}" for the engine's ${role}`,
      fix: `Name one of the widgets every page has from the start (widgets/appWidgets.ts): ${closest(typeof name === 'string' ? name : role, atStart)}.`,
    });
  }
  return findings;
}

function checkChain(chain: ActionStep[], pointer: string, scope: ErrorPageScope, file: string, findings: Finding[]): void {
  chain.forEach((step, i) => {
    const at = `${pointer}/${i}`;
    if (!isObject(step) || !scope.names.actions.includes(String(step.action))) {
      findings.push({
        file,
        pointer: `${at}/action`,
        message: `unknown action "${String(step?.action)}"`,
        fix: `Use one of: ${closest(String(step?.action), scope.names.actions)} (actions/index.ts lists them all).`,
      });
      return;
    }
    // An argument the action's contract says names a route (nav.go's `to`) must name one (renderer/contract.ts ref).
    const contract = scope.names.contracts?.actions[String(step.action)];
    for (const [arg, spec] of Object.entries(contract?.args ?? {})) {
      const value = step.args?.[arg];
      if (spec.ref === 'route' && typeof value === 'string' && !(value in scope.routes)) {
        findings.push({
          file,
          pointer: `${at}/args/${arg}`,
          message: `no route "${value}"`,
          fix: `Use a path from schemas/routes.json: ${closest(value, Object.keys(scope.routes))}.`,
        });
      }
    }
    checkChain(step.then ?? [], `${at}/then`, scope, file, findings);
    checkChain(step.catch ?? [], `${at}/catch`, scope, file, findings);
  });
}
