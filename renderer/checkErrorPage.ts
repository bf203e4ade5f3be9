/**
 * The check of schemas/config.json → errorPage (the error page's ways out,
 * renderer/errorView.ts), run by `npm run check`: every way a list names
 * exists, every screen it names exists, and every way has words from the
 * copy and a chain of known actions. A mistake here would leave a borrower
 * on a failed page with one way out fewer, silently.
 */
import { copyKeysUsed } from './checkCopy.ts';
import { closest, ptr, type ProjectNames } from './checkScreenDoc.ts';
import type { Finding } from './finding.ts';
import { isObject } from './isObject.ts';
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
  const findings: Finding[] = [];
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
    if (step.action === 'nav.go' && typeof step.args?.to === 'string' && !(step.args.to in scope.routes)) {
      findings.push({ file, pointer: `${at}/args/to`, message: `no route "${step.args.to}"`, fix: 'Use a path from schemas/routes.json.' });
    }
    checkChain(step.then ?? [], `${at}/then`, scope, file, findings);
    checkChain(step.catch ?? [], `${at}/catch`, scope, file, findings);
  });
}
