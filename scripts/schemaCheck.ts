/**
 * The schema check behind `npm run check` (and the build): reads every screen
 * document, route and scenario fixture from disk and runs the checks of
 * renderer/checkScreenDoc.ts on each (the same checks the live preview runs
 * as product staff type), then the cross-file ones: routes → screens, the
 * not-found screen, fixtures → screens and endpoints.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv from 'ajv';
import type { ScreenDoc } from '../renderer/types';
import { checkScreenDoc, closest, formatFinding, ptr, type CheckScope, type Finding, type ProjectNames } from '../renderer/checkScreenDoc';

export { formatFinding, type Finding, type ProjectNames };

function readJson(file: string, findings: Finding[], root: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    findings.push({
      file: relative(root, file),
      pointer: '',
      message: `not valid JSON: ${(e as Error).message}`,
      fix: 'Fix the JSON syntax (a missing comma or quote is the usual cause).',
    });
    return undefined;
  }
}

/** Checks the whole project below `root` (the repository). */
export function checkProject(root: string, names: ProjectNames): Finding[] {
  const findings: Finding[] = [];
  const schemasDir = join(root, 'schemas');
  const metaSchema = readJson(join(schemasDir, 'screen.schema.json'), findings, root) as object;
  const appCopy = (readJson(join(schemasDir, 'copy.json'), findings, root) ?? {}) as Record<string, unknown>;
  const config = {
    ...((readJson(join(schemasDir, 'config.json'), findings, root) ?? {}) as Record<string, unknown>),
    lender: readJson(join(schemasDir, 'lender.json'), findings, root) ?? {},
  };
  const routesFile = (readJson(join(schemasDir, 'routes.json'), findings, root) ?? {}) as {
    routes?: Record<string, string | null>;
    promo?: Record<string, string>;
    notFound?: string;
  };
  // nav.go may target a product route or, on a promotion page, a promo hash route.
  const routes = { ...(routesFile.routes ?? {}), ...(routesFile.promo ?? {}) };
  if (!metaSchema) return findings;

  const ajv = new Ajv({ allErrors: true, strict: false });
  const validate = ajv.compile(metaSchema);
  const scope: CheckScope = {
    appCopy,
    config,
    routes,
    names,
    validate: (doc) => (validate(doc) ? [] : (validate.errors ?? [])),
    contentExists: (name) => existsSync(join(schemasDir, 'content', `${name}.json`)),
    compileForm: (schema) => void new Ajv({ strict: false }).compile(schema),
  };
  const screensDir = join(schemasDir, 'screens');
  const screenIds: string[] = [];

  for (const name of readdirSync(screensDir).filter((f) => f.endsWith('.json')).sort()) {
    const path = join(screensDir, name);
    const file = relative(root, path);
    const doc = readJson(path, findings, root) as ScreenDoc | undefined;
    if (!doc) continue;
    const id = name.replace(/\.json$/, '');
    screenIds.push(id);
    findings.push(...checkScreenDoc(file, doc, scope, id));
  }

  const routesRel = relative(root, join(schemasDir, 'routes.json'));
  for (const [path, screen] of Object.entries(routes)) {
    if (screen !== null && !screenIds.includes(screen)) {
      findings.push({ file: routesRel, pointer: ptr('routes', path), message: `route ${path} points at a missing screen "${screen}"`, fix: `Create schemas/screens/${screen}.json or point the route at one of: ${screenIds.join(', ')}.` });
    }
  }
  if (!routesFile.notFound || !screenIds.includes(routesFile.notFound)) {
    findings.push({ file: routesRel, pointer: '/notFound', message: 'the not-found screen is missing', fix: 'Name an existing screen (notFound).' });
  }

  checkScenarios(root, screenIds, names, findings);
  return findings;
}

function checkScenarios(root: string, screenIds: string[], names: ProjectNames, findings: Finding[]): void {
  const dir = join(root, 'sandbox', 'scenarios');
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const scenarioNames = files.map((f) => f.replace(/\.json$/, ''));
  for (const name of files) {
    const path = join(dir, name);
    const file = relative(root, path);
    const doc = readJson(path, findings, root) as Record<string, unknown> | undefined;
    if (!doc) continue;
    if (typeof doc.description !== 'string' || !doc.description) {
      findings.push({ file, pointer: '/description', message: 'no description', fix: 'Say in one sentence what this scenario shows.' });
    }
    if (typeof doc.extends === 'string' && !scenarioNames.includes(doc.extends)) {
      findings.push({ file, pointer: '/extends', message: `extends unknown scenario "${doc.extends}"`, fix: `Use one of: ${scenarioNames.join(', ')}.` });
    }
    for (const [i, screen] of ((doc.screens as string[]) ?? []).entries()) {
      if (!screenIds.includes(screen)) findings.push({ file, pointer: `/screens/${i}`, message: `unknown screen "${screen}"`, fix: `Use one of: ${screenIds.join(', ')}.` });
    }
    for (const endpoint of Object.keys((doc.responses as object) ?? {})) {
      if (!names.endpoints.includes(endpoint)) {
        findings.push({ file, pointer: ptr('responses', endpoint), message: `unknown endpoint "${endpoint}"`, fix: `Use a name from actions/api/endpoints.ts: ${closest(endpoint, names.endpoints)}.` });
      }
    }
  }
}
