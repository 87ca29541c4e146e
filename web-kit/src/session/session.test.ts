import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY, fetchCurrentUser } from './current-user.ts';
import { createSession } from './session.ts';
import { ApiError } from '../api-request.ts';
import { messageFromError } from './error-message.ts';
import { closeAccountDialog, getAccountDialogState, openAccountDialog } from './account-dialog.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let calls: { url: string; method: string; body?: unknown }[];
function serve(handler: Handler) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    return handler(url, init);
  });
}

const alice = { id: 7, username: 'alice', isAdmin: false };
let client: QueryClient;
beforeEach(() => {
  calls = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => vi.unstubAllGlobals());

describe('checking the session', () => {
  it('is the user when /api/auth/me answers with an id', async () => {
    serve(() => json(200, alice));
    expect(await fetchCurrentUser()).toEqual(alice);
  });

  it('is anonymous, without an error, on 401, on the signed-out answer of the bff (no id) and when the network fails', async () => {
    serve(() => json(401, { message: 'Please sign in to continue.' }));
    expect(await fetchCurrentUser()).toBeNull();
    serve(() => json(200, {}));
    expect(await fetchCurrentUser()).toBeNull();
    serve(() => json(200, { username: 'ghost' }));
    expect(await fetchCurrentUser()).toBeNull();
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchCurrentUser()).toBeNull();
  });
});

describe('login', () => {
  it('re-checks the session after success, with the busy flag on only while it runs', async () => {
    const session = createSession(client);
    const busyDuring: boolean[] = [];
    serve((url) => {
      busyDuring.push(session.getState().busy);
      return url === '/api/auth/login' ? json(200, alice) : json(200, { ...alice, username: 'alice-from-me' });
    });
    const user = await session.login({ username: 'alice', password: 'secret1' });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/login', 'GET /api/auth/me']);
    expect(calls[0].body).toEqual({ username: 'alice', password: 'secret1' });
    expect(user?.username).toBe('alice-from-me');
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual({ ...alice, username: 'alice-from-me' });
    expect(busyDuring).toEqual([true, true]);
    expect(session.getState()).toEqual({ busy: false, error: null });
  });

  it("keeps the server's message and rethrows it; 'Login failed' when there is none", async () => {
    const session = createSession(client);
    serve(() => json(401, { message: 'Invalid username or password' }));
    await expect(session.login({ username: 'alice', password: 'wrong12' })).rejects.toThrow(
      'Invalid username or password',
    );
    expect(session.getState()).toEqual({ busy: false, error: 'Invalid username or password' });

    serve(() => new Response('', { status: 500 }));
    await expect(session.login({ username: 'alice', password: 'wrong12' })).rejects.toThrow('Login failed');
    expect(session.getState().error).toBe('Login failed');
  });

  it('clears the kept error when it starts again', async () => {
    const session = createSession(client);
    serve(() => json(401, { message: 'Invalid username or password' }));
    await session.login({ username: 'alice', password: 'wrong12' }).catch(() => {});
    const errorsSeen: (string | null)[] = [];
    serve(() => {
      errorsSeen.push(session.getState().error);
      return json(200, alice);
    });
    await session.login({ username: 'alice', password: 'secret1' });
    expect(errorsSeen[0]).toBeNull();
    expect(session.getState().error).toBeNull();
  });
});

describe('register', () => {
  it('sets the returned user directly, without asking /api/auth/me', async () => {
    const session = createSession(client);
    serve(() => json(201, alice));
    await session.register({ username: 'alice', password: 'secret1' });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/register']);
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual(alice);
  });

  it("fails with the server's reason, or 'Registration failed', kept and rethrown", async () => {
    const session = createSession(client);
    serve(() => json(409, { message: 'This username is already taken. Please choose another one.' }));
    await expect(session.register({ username: 'alice', password: 'secret1' })).rejects.toThrow('already taken');
    serve(() => new Response('Bad Gateway', { status: 502 }));
    await expect(session.register({ username: 'alice', password: 'secret1' })).rejects.toThrow('Registration failed');
    expect(session.getState()).toEqual({ busy: false, error: 'Registration failed' });
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toBeUndefined();
  });
});

describe('logout', () => {
  it("clears the user and the user's data, then re-checks the session", async () => {
    const session = createSession(client);
    client.setQueryData(CURRENT_USER_QUERY_KEY, alice);
    client.setQueryData(['/api/stories/user'], [{ id: 's1' }]);
    client.setQueryData(['/api/stories/recent', { limit: 20 }], [{ id: 'r1' }]);
    let userWhenRechecked: unknown = 'not asked';
    serve((url) => {
      if (url === '/api/auth/logout') return new Response(null, { status: 204 });
      userWhenRechecked = client.getQueryData(CURRENT_USER_QUERY_KEY);
      return json(401, { message: 'Please sign in to continue.' });
    });
    await session.logout();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/auth/logout', 'GET /api/auth/me']);
    expect(userWhenRechecked).toBeNull();
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
    expect(client.getQueryData(['/api/stories/user'])).toBeUndefined();
    expect(client.getQueryData(['/api/stories/recent', { limit: 20 }])).toEqual([{ id: 'r1' }]);
  });

  it("fails with 'Logout failed' and keeps the user", async () => {
    const session = createSession(client);
    client.setQueryData(CURRENT_USER_QUERY_KEY, alice);
    serve(() => new Response('', { status: 500 }));
    await expect(session.logout()).rejects.toThrow('Logout failed');
    expect(session.getState()).toEqual({ busy: false, error: 'Logout failed' });
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual(alice);
  });
});

describe('deleting the account', () => {
  const deleted = { username: 'alice', stories: 2, childProfiles: 1, recordedVoices: 0, keptPaymentRecords: 1 };

  it("sends the password with DELETE, then forgets the user and the user's data", async () => {
    const session = createSession(client);
    client.setQueryData(CURRENT_USER_QUERY_KEY, alice);
    client.setQueryData(['/api/children'], [{ id: 'c1' }]);
    serve((url) => (url === '/api/auth/account' ? json(200, deleted) : json(200, {})));
    expect(await session.deleteAccount({ password: 'secret1' })).toEqual(deleted);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['DELETE /api/auth/account', 'GET /api/auth/me']);
    expect(calls[0].body).toEqual({ password: 'secret1' });
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
    expect(client.getQueryData(['/api/children'])).toBeUndefined();
  });

  it("keeps the user on a refusal, with the bff's message on the password field", async () => {
    const session = createSession(client);
    client.setQueryData(CURRENT_USER_QUERY_KEY, alice);
    const message = 'That is not your password, so your account was not deleted.';
    serve(() => json(403, { message, fieldErrors: { password: message } }));
    await expect(session.deleteAccount({ password: 'wrong12' })).rejects.toMatchObject({
      message,
      fieldErrors: { password: message },
    });
    expect(client.getQueryData(CURRENT_USER_QUERY_KEY)).toEqual(alice);
    serve(() => new Response('', { status: 502 }));
    await expect(session.deleteAccount({ password: 'secret1' })).rejects.toThrow(
      'Your account could not be deleted. Please try again.',
    );
  });
});

describe('error messages from the fetcher', () => {
  it("reads the bff's message out of the ApiError's body", () => {
    expect(messageFromError(new ApiError(409, '{"message":"Taken"}'))).toBe('Taken');
    expect(messageFromError(new ApiError(500, '', 'Internal Server Error'))).toBe('Internal Server Error');
    expect(messageFromError(new ApiError(500, 'Database down'))).toBe('Database down');
    expect(messageFromError(new ApiError(502, '<html>bad gateway</html>'))).toBeUndefined();
    expect(messageFromError(new ApiError(403, '{"other":1}'))).toBeUndefined();
    expect(messageFromError(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
    expect(messageFromError('not an error')).toBeUndefined();
  });
});

describe('the account dialog store', () => {
  it('opens on the asked tab and closes', () => {
    openAccountDialog('register');
    expect(getAccountDialogState()).toEqual({ open: true, tab: 'register' });
    closeAccountDialog();
    expect(getAccountDialogState().open).toBe(false);
  });
});
