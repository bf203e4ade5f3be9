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
import type { Json, JsonObject, PartDoc, ScreenDoc } from '../renderer/index.ts';
import { expandParts, partNames } from '../renderer/index.ts';
import {
  checkContentFile,
  checkBrowserPages,
  checkErrorPage,
  checkLanguages,
  checkMarketCopy,
  checkPartFile,
  checkScreenDoc,
  checkUnusedAppCopy,
  checkWording,
  closest,
  formatFinding,
  marketLanguages,
  metaFindings,
  ptr,
  type CheckScope,
  type Finding,
  type ProjectNames,
} from '../renderer/check.ts';
import { checkLaunchManifest } from './checkLaunchManifest.ts';
import { readWordingRules } from './readWordingRules.ts';
import { endpoints, type Endpoint } from '../actions/api/endpoints.ts';
import { structuralMetaSchema } from './contractSchema.ts';

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
  const appCopyFile = (readJson(join(schemasDir, 'copy.json'), findings, root) ?? {}) as Record<string, unknown>;
  const configFile = (readJson(join(schemasDir, 'config.json'), findings, root) ?? {}) as Record<string, unknown>;
  const markets = readMarkets(root, findings);
  const defaultMarketId = String(configFile.market ?? '');
  const languages = marketLanguages(Object.values(markets), defaultMarketId);
  const configRel = relative(root, join(schemasDir, 'config.json'));
  if (!(defaultMarketId in markets)) {
    findings.push({
      file: configRel,
      pointer: '/market',
      message: `no market profile "${defaultMarketId}"`,
      fix: `Use one of: ${Object.keys(markets).join(', ')} (schemas/markets/<id>.json).`,
    });
  }
  const appCopy = (appCopyFile[languages[0]] ?? {}) as Record<string, unknown>;
  const config = {
    ...configFile,
    lender: readJson(join(schemasDir, 'lender.json'), findings, root) ?? {},
    market: markets[defaultMarketId] ?? {},
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
  const validate = ajv.compile(structuralMetaSchema(metaSchema as Record<string, unknown>));
  const { parts, partFiles } = readParts(root, ajv, findings);
  const scope: CheckScope = {
    appCopy,
    languages,
    config,
    routes,
    names,
    validate: (doc) => (validate(doc) ? [] : (validate.errors ?? [])),
    contentExists: (name) => existsSync(join(schemasDir, 'content', `${name}.json`)),
    content: (name) => {
      const path = join(schemasDir, 'content', `${name}.json`);
      return existsSync(path) ? (readJson(path, [], root) as Json) : undefined;
    },
    compileForm: (schema) => void new Ajv({ strict: false }).compile(schema),
    parts,
  };
  const screensDir = join(schemasDir, 'screens');
  const screenIds: string[] = [];

  for (const name of readdirSync(screensDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const path = join(screensDir, name);
    const file = relative(root, path);
    const doc = readJson(path, findings, root) as ScreenDoc | undefined;
    if (!doc) continue;
    const id = name.replace(/\.json$/, '');
    screenIds.push(id);
    findings.push(...checkScreenDoc(file, doc, scope, id));
  }

  // The copy catalogue: schemas/copy.json in every language, its keys used, the long texts, the markets' own wording.
  const written = screenIds.map((id) => readJson(join(screensDir, `${id}.json`), [], root) as ScreenDoc).filter(Boolean);
  // A part is checked through the screens that use it (checkScreenDoc); here, its file and that it is used.
  for (const [name, { part, errors }] of Object.entries(partFiles)) {
    const usedBy = written.filter((doc) => partNames(doc).includes(name)).map((doc) => doc.id);
    findings.push(...checkPartFile(`schemas/parts/${name}.json`, name, part, usedBy, errors));
  }
  // Screens as drawn, with their parts: a part's copy counts as the screen's, and its app-copy readings count.
  const screens = written.map((doc) => expandParts(doc, parts));
  const copyRel = relative(root, join(schemasDir, 'copy.json'));
  findings.push(...checkLanguages(copyRel, appCopyFile as Json, languages, ''));
  // The error page's ways out (config.errorPage) show app texts too: they count as used.
  const errorPageWords = { id: 'config', body: [], errorPage: configFile.errorPage } as unknown as ScreenDoc;
  findings.push(...checkUnusedAppCopy(copyRel, appCopyFile as Json, [...screens, errorPageWords], languages));
  findings.push(...checkErrorPage(configRel, configFile, { appCopy, names, routes, screenIds }));
  // The language switch: on the pages that open in a browser, never in the app.
  findings.push(...checkBrowserPages(configRel, configFile, screens, (id) => relative(root, join(screensDir, `${id}.json`))));
  const contentDir = join(schemasDir, 'content');
  for (const name of readdirSync(contentDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const path = join(contentDir, name);
    findings.push(...checkContentFile(relative(root, path), readJson(path, findings, root) as Json, languages));
  }
  // The wording (issue 30): no Filipino text left in English, the glossary's terms, no capitals that shout.
  const wording = readWordingRules(root, findings);
  if (wording) {
    const fil = languages.includes('fil') ? 'fil' : null;
    const wordingOf = (file: string, byLanguage: unknown, base: string) =>
      fil ? findings.push(...checkWording(file, byLanguage as Json, wording, base, languages[0], fil)) : undefined;
    for (const id of screenIds) {
      const path = join(screensDir, `${id}.json`);
      wordingOf(relative(root, path), (readJson(path, [], root) as ScreenDoc | undefined)?.copy, '/copy');
    }
    for (const [name, { part }] of Object.entries(partFiles)) wordingOf(`schemas/parts/${name}.json`, part.copy, '/copy');
    wordingOf(copyRel, appCopyFile, '');
    for (const name of readdirSync(contentDir).filter((f) => f.endsWith('.json'))) {
      wordingOf(relative(root, join(contentDir, name)), readJson(join(contentDir, name), [], root), '');
    }
  }
  const screenCopyKeys = Object.fromEntries(screens.map((doc) => [doc.id, Object.keys(((doc.copy ?? {}) as Record<string, object>)[languages[0]] ?? {})]));
  for (const [id, market] of Object.entries(markets)) {
    findings.push(...checkMarketCopy(relative(root, join(schemasDir, 'markets', `${id}.json`)), market, screenCopyKeys, Object.keys(appCopy)));
  }

  const routesRel = relative(root, join(schemasDir, 'routes.json'));
  for (const [path, screen] of Object.entries(routes)) {
    if (screen !== null && !screenIds.includes(screen)) {
      findings.push({
        file: routesRel,
        pointer: ptr('routes', path),
        message: `route ${path} points at a missing screen "${screen}"`,
        fix: `Create schemas/screens/${screen}.json or point the route at one of: ${screenIds.join(', ')}.`,
      });
    }
  }
  if (!routesFile.notFound || !screenIds.includes(routesFile.notFound)) {
    findings.push({ file: routesRel, pointer: '/notFound', message: 'the not-found screen is missing', fix: 'Name an existing screen (notFound).' });
  }
  // A screen no address opens is never seen: a new screen needs its path.
  const routed = new Set([...Object.values(routes), routesFile.notFound]);
  for (const id of screenIds.filter((id) => !routed.has(id))) {
    findings.push({
      file: routesRel,
      pointer: '/routes',
      message: `no route opens screen "${id}"`,
      fix: `Add its path under "routes" (e.g. "/${id}": "${id}"), or under "promo" for a promotion page.`,
    });
  }

  checkScenarios(root, screenIds, names, findings);
  // The launch check's manifest names real places (npm run check:launch, docs/decisions/017).
  findings.push(...checkLaunchManifest(root));
  return findings;
}

function checkScenarios(root: string, screenIds: string[], names: ProjectNames, findings: Finding[]): void {
  const dir = join(root, 'sandbox', 'scenarios');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const scenarioNames = files.map((f) => f.replace(/\.json$/, ''));
  let defaults: { responses?: object } | undefined;
  /** Screen → the scenario file that claims it with defaultFor: one screen, one default. */
  const claimedBy: Record<string, string> = {};
  for (const name of files) {
    const path = join(dir, name);
    const file = relative(root, path);
    const doc = readJson(path, findings, root) as Record<string, unknown> | undefined;
    if (!doc) continue;
    if (name === 'default.json') defaults = doc as { responses?: object };
    if (typeof doc.description !== 'string' || !doc.description) {
      findings.push({ file, pointer: '/description', message: 'no description', fix: 'Say in one sentence what this scenario shows.' });
    }
    if (typeof doc.extends === 'string' && !scenarioNames.includes(doc.extends)) {
      findings.push({ file, pointer: '/extends', message: `extends unknown scenario "${doc.extends}"`, fix: `Use one of: ${scenarioNames.join(', ')}.` });
    }
    if (!Array.isArray(doc.screens) || !doc.screens.length) {
      findings.push({
        file,
        pointer: '/screens',
        message: 'names no screen',
        fix: `List the screens it is about, e.g. "screens": ["${screenIds[0] ?? 'orderDetail'}"] (the snapshot suite and the live preview show it with them).`,
      });
    }
    for (const [i, screen] of ((doc.screens as string[]) ?? []).entries()) {
      if (!screenIds.includes(screen))
        findings.push({ file, pointer: `/screens/${i}`, message: `unknown screen "${screen}"`, fix: `Use one of: ${screenIds.join(', ')}.` });
    }
    // The live preview opens a screen on the scenario that claims it (studio/defaultScenario.ts).
    for (const [i, screen] of (Array.isArray(doc.defaultFor) ? (doc.defaultFor as unknown[]) : []).entries()) {
      if (typeof screen !== 'string' || !screenIds.includes(screen)) {
        findings.push({
          file,
          pointer: `/defaultFor/${i}`,
          message: `unknown screen "${String(screen)}"`,
          fix: `Use one of: ${closest(String(screen), screenIds)}.`,
        });
      } else if (claimedBy[screen]) {
        findings.push({
          file,
          pointer: `/defaultFor/${i}`,
          message: `"${screen}" is already the default of ${claimedBy[screen]}`,
          fix: `A screen opens on one scenario: remove "${screen}" here or there.`,
        });
      } else claimedBy[screen] = file;
    }
    for (const endpoint of Object.keys((doc.responses as object) ?? {})) {
      if (!names.endpoints.includes(endpoint)) {
        findings.push({
          file,
          pointer: ptr('responses', endpoint),
          message: `unknown endpoint "${endpoint}"`,
          fix: `Use a name from actions/api/endpoints.ts: ${closest(endpoint, names.endpoints)}.`,
        });
      }
    }
  }
  // Every scenario starts from default.json (sandbox/scenarios.ts): an endpoint it does not answer gets a plain
  // success with empty data (sandbox/handlers.ts), which no screen can draw; a picture (binary) is drawn by the sandbox itself.
  const defaultFile = relative(root, join(dir, 'default.json'));
  if (!files.includes('default.json')) {
    findings.push({
      file: defaultFile,
      pointer: '',
      message: 'the default scenario is missing',
      fix: 'Create it: every scenario starts from it, and it answers every endpoint of actions/api/endpoints.ts.',
    });
  } else if (defaults) {
    for (const endpoint of names.endpoints) {
      if ((endpoints as Record<string, Endpoint>)[endpoint]?.binary || Object.prototype.hasOwnProperty.call(defaults.responses ?? {}, endpoint)) continue;
      findings.push({
        file: defaultFile,
        pointer: '/responses',
        message: `endpoint "${endpoint}" (actions/api/endpoints.ts) has no answer in the default scenario`,
        fix: `Add its success answer (CONTRACT.md section 3) under "responses", e.g. "${endpoint}": { "body": { "code": "00", "message": "ok", "data": { … } } }; other scenarios then override only what differs.`,
      });
    }
  }
}

/**
 * The shared parts (schemas/parts/<name>.json) that parse and pass schemas/part.schema.json, by name
 * (what screens are checked with), and every part file with its meta-schema findings.
 */
function readParts(
  root: string,
  ajv: Ajv,
  findings: Finding[],
): { parts: Record<string, PartDoc>; partFiles: Record<string, { part: PartDoc; errors: Finding[] }> } {
  const dir = join(root, 'schemas', 'parts');
  const metaSchema = readJson(join(root, 'schemas', 'part.schema.json'), findings, root) as object | undefined;
  const validate = metaSchema ? ajv.compile(metaSchema) : null;
  const partFiles: Record<string, { part: PartDoc; errors: Finding[] }> = {};
  const parts: Record<string, PartDoc> = {};
  for (const file of existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : []) {
    const path = join(dir, file);
    const part = readJson(path, findings, root) as PartDoc | undefined;
    if (!part) continue;
    const name = file.replace(/\.json$/, '');
    const errors =
      validate && !validate(part)
        ? metaFindings(relative(root, path), validate.errors ?? []).map((f) => ({
            ...f,
            fix: f.fix.replace('schemas/screen.schema.json', 'schemas/part.schema.json'),
          }))
        : [];
    partFiles[name] = { part, errors };
    if (!errors.length) parts[name] = part;
  }
  return { parts, partFiles };
}

/** The market profiles (schemas/markets/<id>.json), checked against schemas/market.schema.json. */
function readMarkets(root: string, findings: Finding[]): Record<string, JsonObject> {
  const dir = join(root, 'schemas', 'markets');
  const metaSchema = readJson(join(root, 'schemas', 'market.schema.json'), findings, root) as object | undefined;
  const validate = metaSchema ? new Ajv({ allErrors: true, strict: false }).compile(metaSchema) : null;
  const out: Record<string, JsonObject> = {};
  for (const name of existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : []) {
    const path = join(dir, name);
    const file = relative(root, path);
    const market = readJson(path, findings, root) as JsonObject | undefined;
    if (!market) continue;
    if (validate && !validate(market)) {
      findings.push(
        ...metaFindings(file, validate.errors ?? []).map((f) => ({
          ...f,
          fix: 'Compare with schemas/market.schema.json (your editor autocompletes it through "$schema").',
        })),
      );
      continue;
    }
    const id = name.replace(/\.json$/, '');
    if (market.id !== id) findings.push({ file, pointer: '/id', message: `id "${String(market.id)}" differs from the file name`, fix: `Set "id" to "${id}".` });
    // Every call carries the page's language (CONTRACT section 6): a language without its header value would send none the server reads.
    const requestLanguages = (market.requestLanguages ?? {}) as Record<string, string>;
    for (const lang of (market.languages as string[] | undefined) ?? []) {
      if (!Object.prototype.hasOwnProperty.call(requestLanguages, lang))
        findings.push({
          file,
          pointer: '/requestLanguages',
          message: `no Accept-Language value for "${lang}", a language of the market`,
          fix: `Add "${lang}": "<language tag>" (e.g. "${lang}-PH") to requestLanguages.`,
        });
    }
    for (const [i, form] of ((market.mobile as { forms?: { match: string }[] })?.forms ?? []).entries()) {
      try {
        new RegExp(form.match);
      } catch (e) {
        findings.push({
          file,
          pointer: `/mobile/forms/${i}/match`,
          message: `not a regular expression: ${(e as Error).message}`,
          fix: 'Correct the pattern (a bracket or backslash is the usual cause).',
        });
      }
    }
    out[id] = market;
  }
  return out;
}
