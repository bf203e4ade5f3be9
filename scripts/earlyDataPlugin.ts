/**
 * `virtual:early-data`: which API requests each page address starts with, read
 * at build time from schemas/routes.json and the screens' `data`, so the boot
 * code (app/earlyData.ts) can send them before React and the screen's chunk
 * have loaded, without the screen document or an expression evaluator.
 *
 * Only what the boot code can work out exactly as the engine would: a data
 * source whose action is `api.<endpoint>` (an endpoint that is called, not an
 * upload or an image) and whose every argument is a literal, {"var":
 * "query.<name>"} or {"var": "constants.<path>"} (the screen's constant, as
 * long as nothing in it is filled in per language). Anything else (storage,
 * bridge, arguments read from state or env, `$spread`) is left to the engine.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { endpoints, type Endpoint, type EndpointName } from '../actions/api/endpoints.ts';
import { readParts, readScreen, screenSourceFiles } from './readScreen.ts';
import type { EarlyArg, EarlyManifest, EarlyMarket, EarlySource } from '../actions/api/earlyManifest.ts';

const ID = 'virtual:early-data';
const RESOLVED = '\0' + ID;

/** One argument of an early request: a parameter of the page query, or a value known at build time. */
export type { EarlyArg, EarlyManifest, EarlyMarket, EarlySource };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A literal the engine hands over as it is: it walks arrays and objects, and a
 * one-key object might be an operation, so any such object is left to it.
 */
function isPlainLiteral(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(isPlainLiteral);
  if (isObject(value)) return Object.keys(value).length !== 1 && Object.values(value).every(isPlainLiteral);
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** Anything the app fills in per language or market ({"var": "copy.…"} in a constant). */
function hasReference(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasReference);
  if (isObject(value)) return 'var' in value || Object.values(value).some(hasReference);
  return false;
}

/** json-logic's `var` walk: missing on the way is null. */
function lookUp(root: unknown, path: string[]): unknown {
  let current = root;
  for (const part of path) {
    if (current === null || current === undefined) return null;
    current = (current as Record<string, unknown>)[part];
    if (current === undefined) return null;
  }
  return current;
}

const QUERY_NAME = /^[A-Za-z0-9_-]+$/;

/** The argument as the boot code can compute it, or null when only the engine can. */
function earlyArg(expr: unknown, constants: unknown): EarlyArg | null {
  if (isObject(expr) && Object.keys(expr).length === 1 && typeof expr.var === 'string') {
    const [head, ...path] = expr.var.split('.');
    if (head === 'query' && path.length === 1 && QUERY_NAME.test(path[0]) && !(path[0] in Object.prototype)) return { query: path[0] };
    if (head === 'constants' && path.length >= 1) {
      const value = lookUp(constants ?? {}, path);
      return hasReference(value) ? null : { value };
    }
    return null;
  }
  return isPlainLiteral(expr) ? { value: expr } : null;
}

/** The early requests of one screen document. */
export function earlySources(doc: { data?: Record<string, { action?: unknown; args?: unknown }>; constants?: unknown }): EarlySource[] {
  const out: EarlySource[] = [];
  for (const [source, spec] of Object.entries(doc.data ?? {})) {
    const match = typeof spec.action === 'string' ? /^api\.(.+)$/.exec(spec.action) : null;
    const name = match?.[1];
    if (!name || !Object.prototype.hasOwnProperty.call(endpoints, name)) continue;
    const endpoint: Endpoint = endpoints[name as EndpointName];
    if (endpoint.binary || endpoint.multipart) continue;
    if (spec.args !== undefined && !isObject(spec.args)) continue;
    const args: [string, EarlyArg][] = [];
    let computable = true;
    for (const [key, expr] of Object.entries(spec.args ?? {})) {
      const arg = key === '$spread' ? null : earlyArg(expr, doc.constants);
      if (!arg) {
        computable = false;
        break;
      }
      args.push([key, arg]);
    }
    if (computable) out.push({ source, endpoint: name as EndpointName, args });
  }
  return out;
}

export function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, 'utf8')) as Json;
}

function marketFiles(root: string): string[] {
  const dir = join(root, 'schemas', 'markets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

/** Each market profile's language fields, by id: only the configured one's when the page cannot choose another (`only`). */
function earlyMarkets(root: string, only?: string): Record<string, EarlyMarket> {
  const out: Record<string, EarlyMarket> = {};
  for (const file of marketFiles(root)) {
    const { id, languages, defaultLanguage, browserLanguages, requestLanguages } = readJson(file) as unknown as EarlyMarket & { id: string };
    if (only === undefined || id === only) out[id] = { languages, defaultLanguage, browserLanguages, requestLanguages };
  }
  return out;
}

/** The manifest of the product routes (the promotion entry's hash routes start no early request). */
export function earlyDataManifest(root: string, { allMarkets = true }: { allMarkets?: boolean } = {}): EarlyManifest {
  const routesFile = readJson(join(root, 'schemas', 'routes.json')) as { routes: Record<string, string | null> };
  const config = readJson(join(root, 'schemas', 'config.json')) as { requestTimeoutMs: number; market: string };
  const manifest: EarlyManifest = {
    routes: {},
    screens: {},
    requestTimeoutMs: config.requestTimeoutMs,
    market: config.market,
    markets: earlyMarkets(root, allMarkets ? undefined : config.market),
  };
  const parts = readParts(root);
  for (const [path, screenId] of Object.entries(routesFile.routes)) {
    if (!screenId) continue;
    if (!(screenId in manifest.screens)) {
      // With its parts: a data source or constant a part holds is the screen's (renderer/expandParts.ts).
      const doc = readScreen(screenId, root, parts) as Parameters<typeof earlySources>[0];
      const sources = earlySources(doc);
      if (!sources.length) continue;
      manifest.screens[screenId] = sources;
    }
    manifest.routes[path] = screenId;
  }
  return manifest;
}

/** The files the manifest is read from (watched in the dev server). */
function sourceFiles(root: string): string[] {
  const routesFile = readJson(join(root, 'schemas', 'routes.json')) as { routes: Record<string, string | null> };
  const ids = new Set(Object.values(routesFile.routes).filter((id): id is string => !!id));
  return [
    join(root, 'schemas', 'routes.json'),
    join(root, 'schemas', 'config.json'),
    ...marketFiles(root),
    ...[...ids].flatMap((id) => screenSourceFiles(id, root)),
  ];
}

export function earlyData(root: string): Plugin {
  // The sandbox and the live preview may run with another market (app/chosenMarket.ts); a production build cannot.
  let allMarkets = true;
  return {
    name: 'early-data',
    configResolved(config) {
      allMarkets = config.mode === 'sandbox' || config.mode === 'studio';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      for (const file of sourceFiles(root)) this.addWatchFile(file);
      return `export const earlyData = ${JSON.stringify(earlyDataManifest(root, { allMarkets }))};\n`;
    },
  };
}
