import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';

import { browserTimeZone } from './classes/zone';
import { toIntlLocale } from './i18n/locales';
import { doneProgress, failProgress, startProgress } from './progress';
import { notify } from './notify';
import { getRuntimeConfig } from './runtime-config';
import { clearAllStorage, clearLogin, getLocaleCookie, getToken, rememberReturnPath } from './storage';

/** SPEC §9: every request gives up after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** After 'please log in again' the user is taken home this much later. */
export const RELOGIN_REDIRECT_MS = 1500;

const SUCCESS_CODES = new Set<unknown>([0, '0', '0000', '9999']);
const SUCCESS_REP_CODES = new Set<unknown>(['0000', '6666', '6110', '6111']);
const SESSION_EXPIRED = new Set<unknown>([1001, '1001']);
const FORCED_RELOGIN = new Set<unknown>([110002, 110003, 110004, '110002', '110003', '110004']);

/** A call that the server (or the network) answered with failure; `message` is ready to show. */
export class ApiError extends Error {
  readonly name = 'ApiError';
  constructor(
    message: string,
    readonly code: number | string | null,
    readonly status: number | null,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** Texts the client shows on its own; the app registers them in the user's language (HttpSetup). */
export interface HttpMessages {
  networkError: string;
  timeout: string;
  loginAgain: string;
}

const DEFAULT_MESSAGES: HttpMessages = { networkError: '网络错误', timeout: '请求超时，请稍后重试', loginAgain: '请重新登录' };
let messages: HttpMessages = DEFAULT_MESSAGES;
let navigate: (path: string) => void = (path) => {
  if (typeof window !== 'undefined') window.location.assign(path);
};

export function configureHttp(options: { messages?: HttpMessages; navigate?: (path: string) => void }): void {
  if (options.messages) messages = options.messages;
  if (options.navigate) navigate = options.navigate;
}

/** The base URL: the server's `API_BASE_URL` (lib/runtime-config.ts) or `/api`, made absolute where there is no page origin. */
export function apiBaseUrl(): string {
  const configured = getRuntimeConfig().apiBaseUrl;
  if (/^https?:\/\//.test(configured)) return configured.replace(/\/$/, '');
  const origin =
    typeof window !== 'undefined'
      ? window.location.origin
      : (process.env.INTERNAL_API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`);
  return origin + configured.replace(/\/$/, '');
}

/** Hours east of UTC, as the `Time-Zone-Offset` header carries them. */
export function timeZoneOffsetHours(date = new Date()): string {
  return String(-date.getTimezoneOffset() / 60);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function errorText(body: Record<string, unknown>): string {
  for (const key of ['msg', 'Msg', 'error', 'repMsg']) {
    const value = body[key];
    if (typeof value === 'string' && value) return value;
  }
  return messages.networkError;
}

let reloginPending = false;

/** Several calls may come back with 1001 together; the user is told and sent home once. */
function sessionExpired(): void {
  clearLogin();
  if (reloginPending) return;
  reloginPending = true;
  notify('error', messages.loginAgain);
  setTimeout(() => {
    reloginPending = false;
    navigate('/');
  }, RELOGIN_REDIRECT_MS);
}

/** The page's language: the cookie, else what the server rendered (<html lang>), which also follows the browser. */
function pageLocale(): 'cn' | 'en' {
  const cookie = getLocaleCookie();
  if (cookie === 'cn' || cookie === 'en') return cookie;
  if (typeof document !== 'undefined' && document.documentElement.lang.toLowerCase().startsWith('en')) return 'en';
  return 'cn';
}

function forcedRelogin(): void {
  if (typeof window !== 'undefined') {
    rememberReturnPath(window.location.pathname + window.location.search);
  }
  clearAllStorage();
  navigate('/login');
}

/**
 * Applies SPEC §8 to a parsed body. Returns what the caller gets: `data` of
 * an envelope, the whole body of captcha (`repCode`) and `IsSuccess`
 * responses. Throws ApiError for everything else.
 */
export function interpretBody<T>(body: unknown, status: number | null): T {
  if (!isRecord(body)) {
    if (status !== null && status >= 200 && status < 300) return body as T;
    throw new ApiError(messages.networkError, null, status, body);
  }
  if ('IsSuccess' in body) {
    if (body.IsSuccess === true) return body as T;
    throw new ApiError(typeof body.Msg === 'string' && body.Msg ? body.Msg : messages.networkError, null, status, body);
  }
  if ('repCode' in body) {
    if (SUCCESS_REP_CODES.has(body.repCode)) return body as T;
    throw new ApiError(errorText(body), body.repCode as string, status, body);
  }
  const code = body.code as number | string | undefined;
  if (SUCCESS_CODES.has(code)) return body.data as T;
  if (SESSION_EXPIRED.has(code)) {
    sessionExpired();
    throw new ApiError(messages.loginAgain, code as number, status, body);
  }
  if (FORCED_RELOGIN.has(code)) {
    forcedRelogin();
    throw new ApiError(errorText(body), code as number, status, body);
  }
  throw new ApiError(errorText(body), code ?? null, status, body);
}

function createClient(): KyInstance {
  return ky.create({
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('Time-Zone-Offset', timeZoneOffsetHours());
          // The IANA zone beside the spec's hours: class times stay right across daylight-saving changes.
          const zone = browserTimeZone();
          if (zone) request.headers.set('Time-Zone', zone);
          const token = getToken();
          if (token) request.headers.set('token', token);
          request.headers.set('Accept-Language', toIntlLocale(pageLocale()));
        },
      ],
    },
  });
}

let client: KyInstance | undefined;

export interface RequestOptions {
  /** Query parameters; undefined values are dropped. */
  query?: Record<string, string | number | boolean | undefined | null>;
  json?: unknown;
  body?: FormData;
  /** Show an error toast on failure (default true). */
  toast?: boolean;
  signal?: AbortSignal;
}

/** One call to the API: progress bar, headers, SPEC §8 rules, error toast. */
export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
  client ??= createClient();
  const searchParams: Record<string, string> = {};
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined && v !== null) searchParams[k] = String(v);
  // A FormData body needs the browser's multipart boundary, so only JSON calls get the JSON type.
  const headers: Record<string, string> = options.body ? {} : { 'Content-Type': 'application/json' };
  const kyOptions: Options = { method, searchParams, signal: options.signal, headers };
  if (options.json !== undefined) kyOptions.json = options.json;
  if (options.body) kyOptions.body = options.body;
  const url = `${apiBaseUrl()}/${path.replace(/^\//, '')}`;

  startProgress();
  try {
    const response = await client(url, kyOptions);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      if (!response.ok) throw new ApiError(messages.networkError, null, response.status);
    }
    const result = interpretBody<T>(body, response.status);
    doneProgress();
    return result;
  } catch (err) {
    failProgress();
    const error =
      err instanceof ApiError
        ? err
        : err instanceof TimeoutError
          ? new ApiError(messages.timeout, null, null)
          : err instanceof HTTPError
            ? new ApiError(messages.networkError, null, err.response.status)
            : err instanceof Error && err.name === 'AbortError'
              ? err
              : new ApiError(messages.networkError, null, null);
    if (error instanceof ApiError && options.toast !== false && !SESSION_EXPIRED.has(error.code)) {
      notify('error', error.message);
    }
    throw error;
  }
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, options?: RequestOptions) => request<T>('POST', path, options),
  put: <T>(path: string, options?: RequestOptions) => request<T>('PUT', path, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** For tests: forget the ky instance so a new environment is picked up. */
export function resetHttpClient(): void {
  client = undefined;
}
