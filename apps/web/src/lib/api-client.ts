import type { ApiErrorBody, MessageParams } from '@khatabill/domain';
import { endRefusedSession, getSession } from './session';

const API_BASE = '/api';
// Product §8: an authenticated call that fails without a server message shows this.
export const API_ERROR_MESSAGE = 'API Error';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  /** The message's stable code (and what it was filled with), to show it in the language shown. */
  readonly code: string | undefined;
  readonly params: MessageParams | undefined;

  constructor(
    status: number,
    message: string,
    errors?: Record<string, string>,
    coded?: { code?: string; params?: MessageParams },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = coded?.code;
    this.params = coded?.params;
  }
}

export type ApiInit = {
  /** Sent as the Idempotency-Key header, so a retried save creates nothing twice. */
  idempotencyKey?: string;
  signal?: AbortSignal;
};

/** A paged list answer: `{data, total, page, limit}` (product §14 "Lists"). */
export type Paged<T> = { data: T[]; total: number; page: number; limit: number };

/** The page after `last`, or undefined when `last` holds the list's end (an infinite query's next page). */
export function nextPageOf(last: Paged<unknown>): number | undefined {
  return last.page * last.limit < last.total ? last.page + 1 : undefined;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const reloadAtLogin = () => window.location.assign('/auth');
let onUnauthorized: () => void = reloadAtLogin;

/**
 * The app registers its navigation here, so a 401 moves to /auth without a page reload.
 * Answers the function that takes it back.
 */
export function setUnauthorizedHandler(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = reloadAtLogin;
  };
}

/**
 * A 402 (a monthly limit reached) or 403 (not on this plan; or an admin's screen, which a shop's
 * own screens never ask for): a retry gets the same answer.
 */
export function isPlanRefusal(status: number): boolean {
  return status === 402 || status === 403;
}

const planRefusalListeners = new Set<(path: string) => void>();

/**
 * Calls `listener` with the path of every request the plan refused: the plan, trial or usage
 * may have changed on another device or by the admin. Answers the function that stops it.
 */
export function onPlanRefusal(listener: (path: string) => void): () => void {
  planRefusalListeners.add(listener);
  return () => {
    planRefusalListeners.delete(listener);
  };
}

/** `{message, code?, params?, errors?}`: an older server or a proxy may leave out the code. */
function isErrorBody(body: unknown): body is Partial<ApiErrorBody> & { message: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

/** The ApiError of a failed response, with the server's message, code and field messages. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const json = await readJson(response);
  if (!isErrorBody(json) || !json.message) return new ApiError(response.status, API_ERROR_MESSAGE);
  const code = typeof json.code === 'string' ? json.code : undefined;
  return new ApiError(response.status, json.message, json.errors, { code, params: json.params });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy or gateway error page is not JSON; the caller falls back to the generic text.
    return undefined;
  }
}

/**
 * Sends one request and answers the response once it is known to be a success; any
 * failure becomes one ApiError with the server's message (and a 401 ends the session).
 */
async function send(
  method: Method,
  path: string,
  body: unknown,
  init: ApiInit,
  accept: string,
): Promise<Response> {
  const token = getSession()?.token;
  const headers = new Headers({ Accept: accept });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (init.idempotencyKey) headers.set('Idempotency-Key', init.idempotencyKey);
  // FormData goes as is: the browser sets the multipart boundary in the content type.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    // Offline or unreachable: every failure reaches the screens as one ApiError (status 0).
    throw new ApiError(0, API_ERROR_MESSAGE);
  }
  if (response.ok) return response;

  if (response.status === 401 && token) {
    endRefusedSession();
    onUnauthorized();
  }
  if (isPlanRefusal(response.status) && token) {
    for (const listener of planRefusalListeners) listener(path);
  }
  throw await apiErrorOf(response);
}

/** Sends one request and answers the whole JSON body. */
async function request<TBody>(
  method: Method,
  path: string,
  body?: unknown,
  init: ApiInit = {},
): Promise<TBody> {
  const response = await send(method, path, body, init, 'application/json');
  return (await readJson(response)) as TBody;
}

async function requestData<T>(
  method: Method,
  path: string,
  body?: unknown,
  init?: ApiInit,
): Promise<T> {
  const json = await request<{ data: T } | undefined>(method, path, body, init);
  return json?.data as T;
}

export const api = {
  get: <T>(path: string, init?: ApiInit) => requestData<T>('GET', path, undefined, init),
  post: <T>(path: string, body?: unknown, init?: ApiInit) =>
    requestData<T>('POST', path, body, init),
  put: <T>(path: string, body?: unknown, init?: ApiInit) => requestData<T>('PUT', path, body, init),
  patch: <T>(path: string, body?: unknown, init?: ApiInit) =>
    requestData<T>('PATCH', path, body, init),
  delete: <T>(path: string, init?: ApiInit) => requestData<T>('DELETE', path, undefined, init),
  /** A paged list, answered whole: `{data, total, page, limit}`. */
  getPaged: <T>(path: string, init?: ApiInit) => request<Paged<T>>('GET', path, undefined, init),
  /** The whole body, for answers that carry more than `data` (a bill save adds `usage`). */
  raw: <TBody>(method: Method, path: string, body?: unknown, init?: ApiInit) =>
    request<TBody>(method, path, body, init),
  /** A file the server makes (a CSV export), whole, as the browser will save it. */
  getFile: async (path: string, init: ApiInit = {}) =>
    (await send('GET', path, undefined, init, '*/*')).blob(),
};
