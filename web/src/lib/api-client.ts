import { env } from '../config/env';
import { currentLocale, currentLocaleTag, t, type MessageId } from '../i18n';
import { isKnownMessage, localizeMessage } from './field-errors';

// Every service answers failures as `{ error: { title, message, field? } }` (STYLE practice 6);
// this client turns those bodies into one typed error the UI can show word for word.
export type ApiErrorDetails = { title: string; message: string; field?: string };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when the request never got an answer (offline, DNS, CORS). */
  readonly status: number;
  readonly title: string;
  readonly field: string | undefined;
  /** The whole answer, for a caller that needs more than the message (a 409's company id). */
  readonly body: unknown;

  constructor(status: number, { title, message, field }: ApiErrorDetails, body?: unknown) {
    super(message);
    this.status = status;
    this.title = title;
    this.field = field;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Anything with a zod-style `parse`, so callers can validate with the contract schemas. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

/**
 * A response schema loaded with the first request that needs it. The public pages arrive with
 * their data, so their first script makes no request: a fetcher that names its schema this way
 * keeps zod and the contracts' schemas out of that script (about a fifth of it, and their
 * set-up on a phone), and still validates every answer it fetches.
 */
export type LazyResponseSchema<T> = { load: () => Promise<ResponseSchema<T>> };

export function lazySchema<T>(load: () => Promise<ResponseSchema<T>>): LazyResponseSchema<T> {
  let loading: Promise<ResponseSchema<T>> | undefined;
  return {
    load: () => {
      loading ??= load();
      // A failed chunk download is tried again by the next request.
      loading.catch(() => (loading = undefined));
      return loading;
    },
  };
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * What the client reads of an answer: the status, one header and the text. fetch's Response
 * is one; the server renderer hands back a plainer one (no body stream to read the text
 * through).
 */
export type ApiAnswer = Pick<Response, 'ok' | 'status' | 'text'> & {
  headers: Pick<Headers, 'get'>;
};

/** How a request reaches the API: the browser's fetch, or the server renderer's own hop. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<ApiAnswer>;

// The gateway marks public answers `max-age=0, s-maxage=60, stale-while-revalidate=300` for a
// CDN, and a browser honours stale-while-revalidate too: it would hand the app the answer from
// before a change the visitor just made (a claim, an owner's edit) and refresh it afterwards.
// The app always asks again instead; an unchanged answer costs a 304 without its body.
let transport: ApiTransport = (url, init) => fetch(url, { cache: 'no-cache', ...init });

/**
 * The server renderer asks the services directly (same paths, another origin) instead of
 * looping back through the public gateway; set once when the renderer starts.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON, except FormData which is sent as multipart (file uploads). */
  body?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  schema?: ResponseSchema<T> | LazyResponseSchema<T>;
};

/**
 * The signed-in account's client, as the account pages' features take it from the route
 * (features/account's ownerClient has this shape): it sends the session's CSRF token on a
 * write and signs the page out on a 401.
 */
export interface AccountClient {
  get<T>(path: string, options?: GetOptions<T>): Promise<T>;
  post<T>(path: string, options?: SendOptions<T>): Promise<T>;
  put<T>(path: string, options?: SendOptions<T>): Promise<T>;
  delete<T>(path: string, options?: SendOptions<T>): Promise<T>;
}

const FALLBACK_ERROR: ApiErrorDetails = {
  title: 'Error',
  message: 'Something went wrong. Please try again later.',
};

/** Where a service's answer has words the page cannot say, what its status means in general. */
function statusWords(status: number): { title: MessageId; message: MessageId } | null {
  if (status === 0) {
    return {
      title: 'common.validationTitle.networkError',
      message: 'common.validation.networkError',
    };
  }
  if (status === 404)
    return { title: 'common.validationTitle.error', message: 'common.validation.notFound' };
  if (status === 429) {
    return {
      title: 'common.validationTitle.tooManyRequests',
      message: 'common.validation.somethingWrong',
    };
  }
  if (status >= 500)
    return { title: 'common.validationTitle.error', message: 'common.validation.somethingWrong' };
  return null;
}

/**
 * An error's title and message as the page shows them, in its language: the services answer
 * in English (their words are the contracts', shared with every caller), so the page says a
 * known answer in its own words and, for one it does not know, what the status means. English
 * pages show the answer word for word.
 */
export function apiErrorWords(error: ApiError): { title: string; message: string } {
  if (currentLocale() === 'en' || isKnownMessage(error.message)) {
    return { title: localizeMessage(error.title), message: localizeMessage(error.message) };
  }
  const general = statusWords(error.status);
  if (!general) return { title: localizeMessage(error.title), message: error.message };
  return { title: t(general.title), message: t(general.message) };
}

function buildUrl(path: string, query: RequestOptions<unknown>['query']): string {
  const url = `${env.apiUrl}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** The `{ error: { title, message, field? } }` of a failed answer, if it has one. */
export function readErrorDetails(body: unknown): ApiErrorDetails | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return undefined;
  const { title, message, field } = error as Record<string, unknown>;
  if (typeof title !== 'string' || typeof message !== 'string') return undefined;
  return typeof field === 'string' ? { title, message, field } : { title, message };
}

async function readBody(response: ApiAnswer): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!response.headers.get('content-type')?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A proxy error page can arrive labelled as JSON; treat it as an unreadable body.
    return undefined;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', query, body, signal, schema } = options;
  const headers = new Headers(options.headers);
  headers.set('Accept', 'application/json');
  // The page's language (issue 44): a write that leads to an e-mail keeps it, and the mail
  // (and a decision's, days later) speaks it. The answer itself does not depend on it.
  headers.set('Accept-Language', currentLocaleTag());

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    requestBody = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  // A lazy schema downloads while the request is in flight.
  const parser = schema && 'load' in schema ? schema.load() : schema;
  // Awaited below; a failed download is the request's failure then, not an unhandled one now.
  if (parser instanceof Promise) parser.catch(() => undefined);

  let response: ApiAnswer;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      body: requestBody,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    // Cancellation is not a failure: React Query expects the AbortError itself.
    if (signal?.aborted) throw error;
    throw new ApiError(0, {
      title: 'Network error',
      message: 'Could not reach TrustHive. Check your connection and try again.',
    });
  }

  const data = await readBody(response);
  if (!response.ok) {
    throw new ApiError(response.status, readErrorDetails(data) ?? FALLBACK_ERROR, data);
  }
  return parser ? (await parser).parse(data) : (data as T);
}

type GetOptions<T> = Omit<RequestOptions<T>, 'method' | 'body'>;
type SendOptions<T> = Omit<RequestOptions<T>, 'method'>;

export const apiClient = {
  get: <T>(path: string, options?: GetOptions<T>) => apiRequest<T>(path, options),
  post: <T>(path: string, options?: SendOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST' }),
  put: <T>(path: string, options?: SendOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT' }),
  patch: <T>(path: string, options?: SendOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH' }),
  delete: <T>(path: string, options?: SendOptions<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
