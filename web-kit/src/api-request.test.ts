import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  getQueryFn,
  isApiError,
  request,
  throwIfResNotOk,
  urlFromQueryKey,
} from './api-request.ts';
import { setLanguage } from './language.ts';

const fetchMock = vi.fn<typeof fetch>();

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init, headers: init.headers as Record<string, string> };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

const mia = { id: 1, username: 'mia', isAdmin: false };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('throwIfResNotOk', () => {
  it('lets an OK response through', async () => {
    await expect(throwIfResNotOk(new Response('fine'))).resolves.toBeUndefined();
  });

  it('raises "{status}: {body}" for a non-OK response', async () => {
    await expect(throwIfResNotOk(new Response('{"message":"nope"}', { status: 409 }))).rejects.toThrow(
      new ApiError(409, '{"message":"nope"}'),
    );
  });

  it('uses the status text when the body is empty', async () => {
    await expect(throwIfResNotOk(new Response(null, { status: 404, statusText: 'Not Found' }))).rejects.toThrow(
      '404: Not Found',
    );
  });
});

describe('ApiError', () => {
  it('keeps the status and the body beside the spec\'s "{status}: {body}" message', async () => {
    const error = await throwIfResNotOk(
      new Response('{"message":"Taken","fieldErrors":{"name":"x"}}', { status: 409 }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ status: 409, body: '{"message":"Taken","fieldErrors":{"name":"x"}}' });
    expect((error as ApiError).json()).toEqual({ message: 'Taken', fieldErrors: { name: 'x' } });
    expect((error as ApiError).serverMessage()).toBe('Taken');
  });

  it('has no JSON and no server message for a text or empty body', () => {
    const error = new ApiError(502, '', 'Bad Gateway');
    expect(error.message).toBe('502: Bad Gateway');
    expect(error.body).toBe('');
    expect(error.json()).toBeUndefined();
    expect(error.serverMessage()).toBeUndefined();
    expect(new ApiError(400, '{"message":"  "}').serverMessage()).toBeUndefined();
  });

  it('keeps the seconds of a Retry-After header, so a busy answer can be sent again in time', async () => {
    const busy = await throwIfResNotOk(
      new Response('{"message":"busy"}', { status: 503, headers: { 'Retry-After': '12' } }),
    ).catch((e: unknown) => e);
    expect((busy as ApiError).retryAfterSeconds).toBe(12);
    const dated = await throwIfResNotOk(
      new Response('', { status: 503, headers: { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' } }),
    ).catch((e: unknown) => e);
    expect((dated as ApiError).retryAfterSeconds).toBeUndefined();
    const plain = await throwIfResNotOk(new Response('', { status: 429 })).catch((e: unknown) => e);
    expect((plain as ApiError).retryAfterSeconds).toBeUndefined();
  });

  it('is recognised by status without reading the message', () => {
    expect(isApiError(new ApiError(404, 'gone'), 404)).toBe(true);
    expect(isApiError(new ApiError(404, 'gone'), 400)).toBe(false);
    expect(isApiError(new ApiError(404, 'gone'))).toBe(true);
    // A plain error that merely looks like one is not an answer of the API.
    expect(isApiError(new Error('404: gone'), 404)).toBe(false);
  });
});

describe('request', () => {
  it('resolves with any status and passes the signal and cache mode through', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    const signal = new AbortController().signal;
    const res = await request('/api/auth/me', { signal, cache: 'no-store' });
    expect(res.status).toBe(401);
    const { init, headers } = lastCall();
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', cache: 'no-store', signal });
    expect(headers).toMatchObject({ Accept: 'application/json', 'Accept-Language': 'en' });
  });
});

describe('apiRequest', () => {
  it('defaults to GET with credentials, no body and no JSON content type', async () => {
    fetchMock.mockResolvedValue(json(mia));
    await expect(apiRequest('/api/auth/me')).resolves.toEqual(mia);
    const { url, init, headers } = lastCall();
    expect(url).toBe('/api/auth/me');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('sends data as a JSON body with a JSON content type', async () => {
    fetchMock.mockResolvedValue(json({ id: 'abc' }));
    await apiRequest('/api/not-in-the-table', { method: 'POST', data: { audience: 'child' } });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"audience":"child"}');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('merges extra headers and sends the UI language as Accept-Language', async () => {
    fetchMock.mockResolvedValue(json(mia));
    setLanguage('de');
    await apiRequest('/api/auth/me', { headers: { 'Cache-Control': 'no-cache' } });
    expect(lastCall().headers).toMatchObject({ 'Cache-Control': 'no-cache', 'Accept-Language': 'de' });
  });

  it('raises a non-OK response as an error with the status and body', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Invalid username or password"}', { status: 401 }));
    const error = await apiRequest('/api/auth/login', { method: 'POST', data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: '401: {"message":"Invalid username or password"}' });
  });

  it('fails on a body that is not JSON when parseJson is on (the default)', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    await expect(apiRequest('/api/auth/logout', { method: 'POST' })).rejects.toThrow();
  });

  it('returns { success: res.ok } for a body that is not JSON when parseJson is off', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/auth/logout', { method: 'POST', parseJson: false })).resolves.toEqual({
      success: true,
    });
  });

  it('still returns parsed JSON when parseJson is off and the body is JSON', async () => {
    const refused = { success: false, fromEmail: 'stories@example.com', error: 'x' };
    fetchMock.mockResolvedValue(json(refused));
    await expect(apiRequest('/api/payments/provide-email', { method: 'POST', parseJson: false })).resolves.toEqual(
      refused,
    );
  });
});

describe('urlFromQueryKey', () => {
  it('uses the first element as the URL', () => {
    expect(urlFromQueryKey(['/api/stories/user'])).toBe('/api/stories/user');
  });

  it('appends an object second element as query parameters, skipping null and undefined', () => {
    expect(urlFromQueryKey(['/api/stories/recent', { limit: 20, after: null, q: undefined, lang: 'de' }])).toBe(
      '/api/stories/recent?limit=20&lang=de',
    );
  });

  it('encodes values and extends an existing query string', () => {
    expect(urlFromQueryKey(['/api/x?a=1', { q: 'a b&c' }])).toBe('/api/x?a=1&q=a+b%26c');
  });

  it('ignores a second element that is not an object, and an object with nothing left', () => {
    expect(urlFromQueryKey(['/api/stories/abc', 'abc'])).toBe('/api/stories/abc');
    expect(urlFromQueryKey(['/api/stories/abc', { a: null }])).toBe('/api/stories/abc');
  });
});

describe('getQueryFn', () => {
  const context = (queryKey: unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

  it('fetches the key URL with credentials and returns the JSON', async () => {
    const recent = [{ id: 'a', title: null, createdAt: '2026-01-01T00:00:00.000Z', scenes: [] }];
    fetchMock.mockResolvedValue(json(recent));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/stories/recent', { limit: 15 }]))).resolves.toEqual(
      recent,
    );
    expect(lastCall().url).toBe('/api/stories/recent?limit=15');
    expect(lastCall().init.credentials).toBe('include');
  });

  it('raises a 401 by default', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Sign in first"}', { status: 401 }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/stories/user']))).rejects.toThrow(
      '401: {"message":"Sign in first"}',
    );
  });

  it('yields null for a 401 when configured to', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/me']))).resolves.toBeNull();
  });

  it('still raises other errors when 401 yields null', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/me']))).rejects.toThrow(
      '500: Internal Server Error',
    );
  });
});

describe("apiRequest parses the answer with its route's schema (development and tests)", () => {
  it('gives back an answer of the right shape', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 1, username: 'mia', isAdmin: false }));
    await expect(apiRequest('/api/auth/me')).resolves.toEqual({ id: 1, username: 'mia', isAdmin: false });
  });

  it('throws for an answer of the wrong shape, naming the route and the field', async () => {
    fetchMock.mockResolvedValueOnce(json({ url: 42 }));
    await expect(
      apiRequest('/api/payments/create-checkout-session', { method: 'POST', data: { storyId: 's' } }),
    ).rejects.toThrow(/POST \/api\/payments\/create-checkout-session.*url/s);
    fetchMock.mockResolvedValueOnce(json([{ id: 's1', title: null, createdAt: 'now' }]));
    await expect(apiRequest('/api/stories/recent?limit=5')).rejects.toThrow(/scenes/);
  });
});
