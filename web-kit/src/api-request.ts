import type { QueryFunction } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER, parseApiResponse } from '@dreamweaver/contracts';
import { getLanguage } from './language.ts';

// The fetcher and request helper: the one place the browser calls fetch()
// for the API.

/**
 * A non-OK answer. Its message is `"{status}: {body text, or the status text
 * when the body is empty}"`; callers read `status` and `body` instead of parsing that message.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The response body as text ('' when empty). */
  readonly body: string;
  readonly statusText: string;
  /** The answer's Retry-After in seconds (a busy 503, a 429), when it gave one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: string, statusText = '', retryAfterSeconds?: number) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.statusText = statusText;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The body parsed as JSON, or undefined when it is not JSON. */
  json(): unknown {
    try {
      return JSON.parse(this.body) as unknown;
    } catch {
      return undefined;
    }
  }

  /** The bff's `{ message }` sentence, when the body is JSON with a non-empty one. */
  serverMessage(): string | undefined {
    const message = (this.json() as { message?: unknown } | null | undefined)?.message;
    return typeof message === 'string' && message.trim() ? message : undefined;
  }
}

/** Whether `error` is an API answer, optionally with the given status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** Seconds of a Retry-After header (the bff sends whole seconds), or undefined. */
function retryAfterOf(res: Response): number | undefined {
  const value = res.headers.get('Retry-After')?.trim();
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** Raises a non-OK response as an ApiError. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw new ApiError(res.status, await res.text(), res.statusText, retryAfterOf(res));
}

export interface RequestOptions {
  method?: string;
  data?: unknown;
  /** A body sent as it is (a recording), with its own Content-Type header; `data` is JSON instead. */
  body?: Blob;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  cache?: RequestCache;
}

/** The one fetch of the API: credentials, the page's language, JSON in and out. Resolves with any status. */
export function request(url: string, options: RequestOptions = {}): Promise<Response> {
  const { method = 'GET', data, body, headers = {}, signal, cache } = options;
  return fetch(url, {
    method,
    headers: {
      Accept: 'application/json',
      'Accept-Language': getLanguage(),
      ...(data !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: data !== undefined ? JSON.stringify(data) : body,
    credentials: 'include',
    ...(signal ? { signal } : {}),
    ...(cache ? { cache } : {}),
  });
}

export interface ApiRequestOptions extends RequestOptions {
  /** When false, a body that is not JSON yields `{ success: res.ok }` instead of an error. */
  parseJson?: boolean;
}

/**
 * The JSON body of an OK answer to `method` `url`. In development and tests it is parsed with the
 * route's schema from contracts' API_ROUTES, and a body of another shape is thrown as an
 * ApiResponseShapeError; the production build leaves the check out (rspack sets NODE_ENV).
 */
export async function readApiJson<T>(res: Response, method: string, url: string): Promise<T> {
  const body: unknown = await res.json();
  if (process.env.NODE_ENV === 'production') return body as T;
  return parseApiResponse(method, url, body) as T;
}

/** A request whose non-OK answer is thrown as an ApiError and whose body is parsed as JSON. */
export async function apiRequest<T = unknown>(url: string, options: ApiRequestOptions = {}): Promise<T> {
  const { parseJson = true, ...requestOptions } = options;
  const method = requestOptions.method ?? 'GET';
  const res = await request(url, requestOptions);
  await throwIfResNotOk(res);
  if (parseJson) return readApiJson<T>(res, method, url);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { success: res.ok } as T;
  }
  return (process.env.NODE_ENV === 'production' ? body : parseApiResponse(method, url, body)) as T;
}

/** The first query-key element is the URL; an optional second object element becomes the query string. */
export function urlFromQueryKey(queryKey: readonly unknown[]): string {
  const [base, params] = queryKey;
  if (typeof base !== 'string') throw new TypeError('The first query key element must be a URL');
  if (!params || typeof params !== 'object' || Array.isArray(params)) return base;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    search.append(name, String(value));
  }
  const query = search.toString();
  if (!query) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

/** One page of a paged list: its rows, and the cursor of the next page (null on the last). */
export interface ListPage<T> {
  items: T[];
  next: string | null;
}

/**
 * A page of a keyset-paged list (contracts/src/paging.ts): `params` become the query string (null
 * and undefined left out, as in query keys); the next page's cursor comes in a header.
 */
export async function fetchPage<T>(
  url: string,
  params: Record<string, string | number | null | undefined>,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const full = urlFromQueryKey([url, params]);
  const res = await request(full, { signal });
  await throwIfResNotOk(res);
  return { items: await readApiJson<T[]>(res, 'GET', full), next: res.headers.get(NEXT_CURSOR_HEADER) };
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function; with `on401: 'returnNull'` a 401 yields `null` (an empty result) instead of an error. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await apiRequest<T>(urlFromQueryKey(queryKey), { signal });
    } catch (error) {
      if (options.on401 === 'returnNull' && isApiError(error, 401)) return null;
      throw error;
    }
  };
}
