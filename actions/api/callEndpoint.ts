/**
 * One API call by endpoint name: sends it with its client, applies the
 * client's success rule, and turns every failure into an ApiError (an
 * ActionError the schema's `catch` chains can read).
 *
 * Unlike the old app, network failures and time-outs reject: the old promise
 * never settled and its spinner stayed up; rejecting lets the screen hide its
 * loader and offer a retry.
 */
import type { ActionError, JsonObject } from '../../renderer/types.ts';
import { showToast } from '../ui/toastStore.ts';
import { isSuccess, requestTimeout } from './clients.ts';
import { fetchNow, hasXsrfCookie, takeEarlyRequest, type EarlyOutcome } from './earlyRequests.ts';
import { joinUrl, setParams, splitPayload, wireRequest, type PageQuery, type Payload, type RequestLanguage, type WireRequest } from './wireRequest.ts';
import { endpoints, type Endpoint, type EndpointName } from './endpoints.ts';

export class ApiError extends Error implements ActionError {
  readonly kind: ActionError['kind'];
  declare readonly code?: string | number;
  readonly shown: boolean;

  constructor(kind: ActionError['kind'], message: string, extra: { code?: string | number; shown?: boolean } = {}) {
    super(message);
    this.name = 'ApiError';
    // Enumerable, so a spread or a copy into the screen context keeps the text.
    Object.defineProperty(this, 'message', { value: message, enumerable: true, writable: true, configurable: true });
    this.kind = kind;
    this.shown = extra.shown ?? false;
    if (extra.code !== undefined) (this as { code?: string | number }).code = extra.code;
  }

  toJSON(): ActionError {
    return { kind: this.kind, message: this.message, shown: this.shown, ...(this.code !== undefined ? { code: this.code } : {}) };
  }
}

export interface CallOptions {
  /** The page query: common parameters and copied headers come from it. */
  query: PageQuery;
  /** The page's language, which every call carries (`lang` and Accept-Language): contextLanguage(context) for a screen's call. */
  language: RequestLanguage;
  /** The settings the page runs with (context.config): the request time-out and the toast's times. */
  config: JsonObject;
  /** The file of a multipart endpoint. */
  file?: Blob;
  /** Told the share of the file sent so far (0-100, whole numbers, each once) while a multipart upload goes. */
  onUploadProgress?: (percent: number) => void;
  /**
   * Aborted when the screen that made the call is left. The request still
   * completes (a commit must reach the server either way), but nothing is
   * shown for its answer: no server-message toast on the next page.
   */
  signal?: AbortSignal;
  /**
   * The page shows a failure of this call itself (a data source: the error
   * page, or the screen's own words): the engagement client's toast of the
   * server's message stays away, so the message is on screen once. The
   * failure is then not `shown`, and whoever does not draw it (a refresh
   * that keeps the page) says it once.
   */
  quiet?: boolean;
}

/** What reading an answer needs of the call: the settings (the toast's times), the page's signal, whether the page draws the failure. */
export type AnswerOptions = Pick<CallOptions, 'config' | 'signal' | 'quiet'>;

export interface CallResult {
  body: unknown;
  data: unknown;
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** axios's own test, without importing axios (it loads only when a request is sent). */
function isAxiosError(error: unknown): error is { code?: string; message?: string; response?: { status: number } } {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * The server answered with an HTTP failure status (500, 503, 404…): the
 * connection worked, so the borrower is never told to check it (issue 29).
 * It is a server failure, in the server's own words when its body is a JSON
 * object with a message, else the app's words for a server failure; the
 * status is its code.
 */
function httpFailure(status: number, body: unknown): ApiError {
  const message = isJsonObject(body) && typeof body.message === 'string' ? body.message.trim() : '';
  return new ApiError('server', message, { code: status });
}

function toApiError(error: unknown, timedOut: number | false): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOut !== false) return new ApiError('timeout', `no answer within ${timedOut} ms`);
  if (isAxiosError(error)) {
    if (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED') return new ApiError('timeout', error.message || 'request timed out');
    if (error.response) return httpFailure(error.response.status, (error.response as { data?: unknown }).data);
    return new ApiError('network', error.message || 'no answer');
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError('internal', message);
}

/** An early request's outcome (app/earlyData.ts): the answer, or the failure axios would have given for it. */
function earlyAnswer(outcome: EarlyOutcome, timeoutMs: number): unknown {
  switch (outcome.kind) {
    case 'answer':
      return outcome.body;
    case 'status':
      throw httpFailure(outcome.status, outcome.body);
    case 'network':
      throw new ApiError('network', outcome.message || 'no answer');
    case 'timeout':
      throw toApiError(null, timeoutMs);
  }
}

/** axios's upload events as whole percentages, each told once (a screen's state is not set a hundred times for one per cent). */
function uploadShare(tell: (percent: number) => void): (event: { loaded: number; total?: number }) => void {
  let last = -1;
  return ({ loaded, total }) => {
    if (!total) return;
    const percent = Math.min(100, Math.floor((loaded / total) * 100));
    if (percent === last) return;
    last = percent;
    tell(percent);
  };
}

/** Sends the request, or takes over the same one the boot code already sent; resolves to the answer as it came. */
async function send(endpoint: Endpoint, name: EndpointName, payload: Payload, options: CallOptions): Promise<unknown> {
  let early: Promise<EarlyOutcome> | undefined;
  let request: WireRequest | undefined;
  let timeoutMs: number;
  try {
    timeoutMs = requestTimeout(options.config);
    request = endpoint.multipart ? undefined : wireRequest(name, payload, options.query, options.language);
    early = request && takeEarlyRequest(request);
  } catch (error) {
    throw toApiError(error, false);
  }
  if (early) return earlyAnswer(await early, timeoutMs);
  // A call without a file goes by fetch, the same bytes and outcomes as the early request (decision 040): axios
  // (21 KiB) is downloaded only for an upload, or on a page with an XSRF cookie, whose header axios adds.
  if (request && !options.onUploadProgress && !hasXsrfCookie()) return earlyAnswer(await fetchNow(request, timeoutMs), timeoutMs);
  // Our own timer as well as axios's `timeout`: an intercepted XHR (tests, the
  // sandbox worker) never fires its timeout event, an abort always lands.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const { buildRequest, httpClients } = await import('./axiosClients.ts').catch(() => {
      // The client's code did not arrive (offline between two pages): the same words as a request that failed.
      throw new ApiError('network', 'the request code did not load');
    });
    const request = buildRequest(name, payload, options.query, options.language, timeoutMs, options.file);
    const response = await httpClients[endpoint.client].request({
      ...request,
      signal: controller.signal,
      ...(options.onUploadProgress ? { onUploadProgress: uploadShare(options.onUploadProgress) } : {}),
    });
    return response.data;
  } catch (error) {
    throw toApiError(error, timedOut && timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}

function serverFailure(endpoint: Endpoint, body: Record<string, unknown>, { config, signal, quiet = false }: AnswerOptions): ApiError {
  const message = typeof body.message === 'string' ? body.message : '';
  const code = typeof body.code === 'string' || typeof body.code === 'number' ? body.code : undefined;
  // The engagement client shows the server's message itself (SPEC point 8),
  // but only on the page that asked: a late answer shows nothing on the next one;
  // and not when the page draws the failure itself (quiet), or it would say it twice.
  const shown = endpoint.client === 'engagement' && !endpoint.quiet && !quiet && message !== '' && signal?.aborted !== true;
  if (shown) showToast(message, config);
  return new ApiError('server', message, { code, shown });
}

export async function callEndpoint(name: EndpointName, payload: Payload, options: CallOptions): Promise<CallResult> {
  const endpoint: Endpoint | undefined = endpoints[name];
  if (!endpoint) throw new ApiError('internal', `unknown endpoint: ${String(name)}`);
  if (endpoint.binary) throw new ApiError('internal', `${name} is not fetched; build its address with endpointUrl`);
  if (endpoint.multipart && !options.file) throw new ApiError('rejected', 'no file to upload');
  return readAnswer(name, await send(endpoint, name, payload, options), options);
}

/**
 * What an answer means: its body and data on success; otherwise the failure,
 * with the server's message (shown as a toast by the engagement client). The
 * reliability suites feed generated answers through this same function.
 */
export function readAnswer(name: EndpointName, body: unknown, options: AnswerOptions): CallResult {
  const endpoint: Endpoint = endpoints[name];
  if (!isJsonObject(body)) throw new ApiError('network', 'answer is not a JSON object');
  if (!isSuccess(endpoint, body)) throw serverFailure(endpoint, body, options);
  return { body, data: body.data ?? null };
}

/**
 * The address of a call with everything in its query string (common
 * parameters and `lang`, then the payload): for answers the page loads
 * itself, such as the captcha image. An address carries no header: the
 * picture's request has the browser's own Accept-Language, so `lang` is
 * the page's language there.
 */
export function endpointUrl(name: EndpointName, payload: Payload, query: PageQuery, language: RequestLanguage): string {
  const endpoint: Endpoint = endpoints[name];
  const { query: params, body } = splitPayload(name, payload, query, language);
  return joinUrl(endpoint.path, setParams(params, body));
}
