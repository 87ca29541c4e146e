import type { QueryFunction } from '@tanstack/react-query';
import { getLanguage } from './language.ts';

// The fetcher and request helper of spec.md section 7.

/** Raises a non-OK response as `"{status}: {body text, or the status text when the body is empty}"`. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export interface ApiRequestOptions {
  method?: string;
  data?: unknown;
  headers?: Record<string, string>;
  /** When false, a body that is not JSON yields `{ success: res.ok }` instead of an error. */
  parseJson?: boolean;
}

function baseHeaders(): Record<string, string> {
  return { Accept: 'application/json', 'Accept-Language': getLanguage() };
}

export async function apiRequest<T = unknown>(url: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', data, headers = {}, parseJson = true } = options;
  const res = await fetch(url, {
    method,
    headers: {
      ...baseHeaders(),
      ...(data !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  if (parseJson) return (await res.json()) as T;
  try {
    return (await res.json()) as T;
  } catch {
    return { success: res.ok } as T;
  }
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

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A query function; with `on401: 'returnNull'` a 401 yields `null` (an empty result) instead of an error. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlFromQueryKey(queryKey), {
      headers: baseHeaders(),
      credentials: 'include',
      signal,
    });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}
