/**
 * A tiny static server for the bench: serves a built directory exactly as
 * `npm run preview` does, by the same rule and caching (scripts/sendHosted.ts:
 * the file, else <path>/index.html, else 404.html with status 404; hashed
 * assets immutable, pages revalidated with a 304) and, with `headers`,
 * the preview's page headers (the Content-Security-Policy); with `api`, it
 * answers the API paths of the endpoint table with the default scenario's answers.
 *
 * Why not `vite preview`: the production bundle calls the API at its own
 * origin, and without a backend every product route would measure its error
 * page. This stand-in lets the unchanged production bundle draw real screens.
 * Text answers are gzipped (as any real host would), so transfer sizes are fair.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { endpoints, type Endpoint } from '../../actions/api/endpoints.ts';
import type { ScenarioResponse } from '../../sandbox/scenarioTypes.ts';
import { contentTypes as types, sendHosted } from '../sendHosted.ts';
import { movedDates } from '../../sandbox/sandboxDay.ts';

const root = join(import.meta.dirname, '..', '..');

export interface StandInOptions {
  /** The directory to serve (dist/ or the bench pages' build). */
  dir: string;
  port: number;
  /** Answer the endpoint table's paths with the default scenario (product routes). */
  api?: boolean;
  /** Endpoint name → answer, over the default scenario's (the bank bench's 60 fields). */
  overrides?: Record<string, ScenarioResponse>;
  /**
   * Paths served cross-origin isolated (COOP + COEP): there Chromium's
   * performance.now() ticks in 5 µs instead of 100 µs (the timing pages).
   */
  isolate?: string[];
  /** Headers of every page (an .html answer): the preview's securityHeaders() for the app. */
  headers?: Record<string, string>;
}

export interface StandIn {
  url: string;
  close(): Promise<void>;
}

function defaultAnswers(): Record<string, ScenarioResponse> {
  const file = JSON.parse(readFileSync(join(root, 'sandbox', 'scenarios', 'default.json'), 'utf8'));
  return file.responses ?? {};
}

/** The sandbox's answer when the scenario names no endpoint: a plain success of its client kind. */
function genericSuccess(endpoint: Endpoint): ScenarioResponse {
  if (endpoint.client === 'engagement') return { body: { code: 0, message: 'success', data: {} } };
  if (endpoint.client === 'promo') return { body: { code: endpoint.successCodes?.[0] ?? '0', message: 'ok', data: {} } };
  return { body: { code: '00', message: 'ok', data: {} } };
}

function numbered(body: unknown, n: number): unknown {
  if (typeof body === 'string') return body.replace(/\{n\}/g, String(n));
  if (Array.isArray(body)) return body.map((b) => numbered(b, n));
  if (body && typeof body === 'object') return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, numbered(v, n)]));
  return body;
}

const compressible = (type: string) => /^(text\/|application\/json|image\/svg)/.test(type);

function send(req: IncomingMessage, res: ServerResponse, status: number, type: string, body: Buffer, cache: string, extra: Record<string, string> = {}) {
  const gzip = compressible(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const out = gzip ? gzipSync(body) : body;
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': out.length,
    'Cache-Control': cache,
    ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    ...extra,
  });
  res.end(req.method === 'HEAD' ? undefined : out);
}

export function startStandIn(options: StandInOptions): Promise<StandIn> {
  const answers = { ...defaultAnswers(), ...(options.overrides ?? {}) };
  const byPath = new Map<string, [string, Endpoint]>(Object.entries(endpoints).map(([name, e]) => [e.path, [name, e as Endpoint]]));
  const calls = new Map<string, number>();

  const answerApi = (req: IncomingMessage, res: ServerResponse, name: string, endpoint: Endpoint) => {
    if (endpoint.binary) {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40"><rect width="96" height="40" fill="#eef"/></svg>';
      return send(req, res, 200, 'image/svg+xml', Buffer.from(svg), 'no-store');
    }
    const spec = answers[name] ?? genericSuccess(endpoint);
    const n = (calls.get(name) ?? 0) + 1;
    calls.set(name, n);
    const reply = () => {
      if (spec.network === 'error') return req.socket.destroy();
      if (spec.raw !== undefined) return send(req, res, spec.status ?? 200, spec.contentType ?? 'text/html', Buffer.from(spec.raw), 'no-store');
      // Dates move to today as the sandbox moves them (sandbox/sandboxDay.ts): an offer written for another day is not confirmable.
      const body = spec.datesFrom ? movedDates(numbered(spec.body, n), spec.datesFrom) : numbered(spec.body, n);
      send(req, res, spec.status ?? 200, types['.json'], Buffer.from(JSON.stringify(body)), 'no-store');
    };
    if (spec.network === 'hang') return;
    setTimeout(reply, spec.delayMs ?? 0);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    req.resume(); // request bodies are not read: answers do not depend on them
    const api = options.api ? byPath.get(url.pathname) : undefined;
    if (api) return answerApi(req, res, api[0], api[1]);
    // The scenarios' product logos (the stand-in backend's images, not part of the build).
    if (options.api && url.pathname.startsWith('/sandbox-assets/')) {
      const file = join(root, 'sandbox', 'assets', url.pathname.slice('/sandbox-assets/'.length).replace(/[/\\]/g, ''));
      if (existsSync(file)) return send(req, res, 200, types[extname(file)] ?? 'application/octet-stream', readFileSync(file), 'max-age=3600');
    }
    // The built folder, as `npm run preview` serves it: the same rule, the same caching (a second visit's figures depend on it).
    const isolated = !!options.isolate?.some((prefix) => url.pathname.startsWith(prefix));
    const extra = {
      ...(isolated ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } : {}),
    };
    if (!sendHosted(req, res, options.dir, { headers: (_, file) => ({ ...(file.endsWith('.html') ? options.headers : {}), ...extra }) }))
      send(req, res, 405, 'text/plain', Buffer.from('method not allowed'), 'no-store');
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${options.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
