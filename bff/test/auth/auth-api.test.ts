import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { SessionRecord, Story } from '../../src/models/index.ts';
import { createUser } from '../../src/services/user-service.ts';
import { queriesOf } from '../support/queries-of.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('GET /api/auth/me', () => {
  it('answers 200 without an id when signed out, so an anonymous page logs no failed request', async () => {
    const response = await app.client().get('/api/auth/me');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({});
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('still answers 401 on the routes that need a user', async () => {
    const response = await app.client().get('/api/stories/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Please sign in to continue.' });
  });
});

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and returns the user', async () => {
    const browser = app.client();
    const registered = await browser.post('/api/auth/register', { username: 'Luna', password: 'moonbeam' });
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ id: expect.any(Number), username: 'Luna', isAdmin: false });
    const me = await browser.get('/api/auth/me');
    expect(me.body).toEqual(registered.body);
    expect(me.headers.get('cache-control')).toBe('no-store');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie holding only a random id', async () => {
    const response = await app.client().post('/api/auth/register', { username: 'cookie-check', password: 'secret1' });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('dw.sid='))!;
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i);
    const value = cookie.split(';')[0].split('=')[1];
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a name that is taken, whatever its case, with 409', async () => {
    await app.client().post('/api/auth/register', { username: 'Orion', password: 'secret1' });
    const again = await app.client().post('/api/auth/register', { username: 'oRiOn', password: 'secret2' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This username is already taken. Please choose another one.');
  });

  it('refuses the admin username from the web', async () => {
    const response = await app.client().post('/api/auth/register', { username: 'Admin', password: 'secret1' });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This username is reserved. Please choose another one.');
  });

  it.each([
    [{ username: 'ab', password: 'secret1' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(51), password: 'secret1' }, 'username', 'Username cannot exceed 50 characters'],
    [{ username: 'valid-name', password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ username: 'valid-name', password: 'p'.repeat(101) }, 'password', 'Password is too long'],
    [{ password: 'secret1' }, 'username', 'Username must be at least 3 characters'],
    [{ username: 'valid-name' }, 'password', 'Password must be at least 6 characters'],
  ])('answers 400 with the spec message for %j', async (body, field, message) => {
    const response = await app.client().post('/api/auth/register', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.fieldErrors[field]).toBe(message);
  });

  it('answers in German when the browser asks for it', async () => {
    const response = await app
      .client()
      .post('/api/auth/register', { username: 'ab', password: 'secret1' }, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.body.message).toBe('Der Benutzername muss mindestens 3 Zeichen lang sein');
  });
});

describe('POST /api/auth/login and /logout', () => {
  beforeAll(async () => {
    await app.client().post('/api/auth/register', { username: 'Stella', password: 'twinkle' });
  });

  it('signs in with the right password, case-insensitively by name, and renews the session id', async () => {
    const browser = app.client();
    await browser.get('/api/auth/me');
    await browser.post('/api/auth/login', { username: 'nobody-here', password: 'whatever' });
    const before = browser.cookies.get('dw.sid');
    const response = await browser.post('/api/auth/login', { username: 'STELLA', password: 'twinkle' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: expect.any(Number), username: 'Stella', isAdmin: false });
    expect(browser.cookies.get('dw.sid')).toBeDefined();
    expect(browser.cookies.get('dw.sid')).not.toBe(before);
    expect((await browser.get('/api/auth/me')).body.id).toEqual(expect.any(Number));
  });

  it('marks the admin account (made outside the web, with the stored role) as admin', async () => {
    await createUser(
      app.db.knex,
      { username: 'admin', password: 'admin-secret', isAdmin: true },
      app.context.accountRules,
    );
    const browser = app.client();
    const response = await browser.post('/api/auth/login', { username: 'Admin', password: 'admin-secret' });
    expect(response.body).toEqual({ id: expect.any(Number), username: 'admin', isAdmin: true });
    expect((await browser.get('/api/auth/me')).body.isAdmin).toBe(true);
  });

  it('gives the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await app.client().post('/api/auth/login', { username: 'Stella', password: 'not-it!' });
    const unknown = await app.client().post('/api/auth/login', { username: 'Nobody', password: 'not-it!' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password' });
    expect(unknown.body).toEqual({ message: 'Invalid username or password' });
  });

  it('validates sign-in input with the spec messages', async () => {
    const short = await app.client().post('/api/auth/login', { username: 'St', password: 'twinkle' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Username must be at least 3 characters');
    const shortPassword = await app.client().post('/api/auth/login', { username: 'Stella', password: 'tw' });
    expect(shortPassword.body.message).toBe('Password must be at least 6 characters');
  });

  it('ends the session on logout, also for a replayed cookie', async () => {
    const browser = app.client();
    await browser.post('/api/auth/login', { username: 'Stella', password: 'twinkle' });
    const stolen = new Map(browser.cookies);
    const logout = await browser.post('/api/auth/logout');
    expect(logout.status).toBe(204);
    expect((await browser.get('/api/auth/me')).body).toEqual({});
    const replay = app.client();
    for (const [name, value] of stolen) replay.cookies.set(name, value);
    expect((await replay.get('/api/auth/me')).body).toEqual({});
  });

  it('throttles repeated failures for one username with 429 and says when to retry', async () => {
    await app.client().post('/api/auth/register', { username: 'Target', password: 'correct-horse' });
    for (let i = 0; i < 5; i++) {
      const attempt = await app.client().post('/api/auth/login', { username: 'target', password: `guess-${i}` });
      expect(attempt.status).toBe(401);
    }
    const blocked = await app.client().post('/api/auth/login', { username: 'Target', password: 'correct-horse' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(800);
    // Other accounts are not affected.
    expect((await app.client().post('/api/auth/login', { username: 'Stella', password: 'twinkle' })).status).toBe(200);
  });

  it("offers stories made before signing in to the account, never someone else's", async () => {
    const owner = await app.client().post('/api/auth/register', { username: 'Owner', password: 'secret1' });
    await Story.query(app.db.knex).insert([
      { id: 'made-anonymously', storyType: 'classic', details: {} },
      { id: 'owned-by-another', storyType: 'classic', details: {}, userId: owner.body.id },
    ]);
    // A browser session that made stories while signed out (what POST /api/stories records).
    const browser = app.client();
    await SessionRecord.query(app.db.knex).insert({
      id: 'anonymous-session',
      data: {
        anonymousStoryIds: ['made-anonymously', 'owned-by-another'],
        _expire: Date.now() + 60_000,
        _maxAge: 60_000,
      },
      expiresAt: new Date(Date.now() + 60_000),
    });
    browser.cookies.set('dw.sid', 'anonymous-session');
    browser.cookies.set('dw.sid.sig', signCookie('dw.sid=anonymous-session', app.context.sessionSecret));
    const registered = await browser.post('/api/auth/register', { username: 'Newcomer', password: 'secret1' });
    expect(registered.status).toBe(201);
    // Offered, not taken: only the session's story that no account has.
    const offered = await browser.get('/api/stories/offered');
    expect(offered.body.map((story: { id: string }) => story.id)).toEqual(['made-anonymously']);
    expect((await Story.query(app.db.knex).findById('made-anonymously'))?.userId).toBeNull();
    const accepted = await browser.post('/api/stories/offered/accept', {
      storyIds: ['made-anonymously', 'owned-by-another'],
    });
    expect(accepted.body).toEqual({ accepted: 1 });
    expect((await Story.query(app.db.knex).findById('made-anonymously'))?.userId).toBe(registered.body.id);
    expect((await Story.query(app.db.knex).findById('owned-by-another'))?.userId).toBe(owner.body.id);
    // The old session id is gone: sign-in started a fresh one.
    expect(await SessionRecord.query(app.db.knex).findById('anonymous-session')).toBeUndefined();
  });
});

describe('reading the session only where a route needs it', () => {
  it('serves pages and bundles to a signed-in browser without touching the database', async () => {
    const browser = app.client();
    await browser.post('/api/auth/register', { username: 'quiet-reader', password: 'secret1' });
    const queries: string[] = [];
    const record = (query: { sql: string }) => queries.push(query.sql);
    app.db.knex.on('query', record);
    try {
      await browser.get('/remotes/mf-story/no-such-file.js');
      await browser.get('/privacy-policy', { accept: 'text/html' });
    } finally {
      app.db.knex.removeListener('query', record);
    }
    expect(queries).toEqual([]);
    expect((await browser.get('/api/auth/me')).body.id).toEqual(expect.any(Number));
  });
});

describe('a signed-in request reads its session and user together', () => {
  /** A browser holding the session `id` with `data`, written straight into the store. */
  async function browserWithSession(id: string, data: Record<string, unknown>, expiresInMs = 30 * 24 * 60 * 60_000) {
    await SessionRecord.query(app.db.knex).insert({
      id,
      data: { ...data, _expire: Date.now() + expiresInMs, _maxAge: 30 * 24 * 60 * 60_000 },
      expiresAt: new Date(Date.now() + expiresInMs),
    });
    const browser = app.client();
    browser.cookies.set('dw.sid', id);
    browser.cookies.set('dw.sid.sig', signCookie(`dw.sid=${id}`, app.context.sessionSecret));
    return browser;
  }

  it('answers GET /api/auth/me with one query and writes nothing while the session is far from expiry', async () => {
    const browser = app.client();
    const registered = await browser.post('/api/auth/register', { username: 'one-query', password: 'secret1' });
    let me: Awaited<ReturnType<typeof browser.get>> | undefined;
    const queries = await queriesOf(app.db.knex, async () => (me = await browser.get('/api/auth/me')));
    expect(me!.status).toBe(200);
    expect(me!.body).toEqual(registered.body);
    expect(me!.headers.getSetCookie()).toEqual([]);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/from sessions s\s+left join users u/);
  });

  it('renews a session in its last half, and only then', async () => {
    const user = await createUser(app.db.knex, { username: 'renewing', password: 'secret1' }, app.context.accountRules);
    const browser = await browserWithSession('nearly-expired-session', { userId: user.id }, 24 * 60 * 60_000);
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.username).toBe('renewing');
    const renewed = await SessionRecord.query(app.db.knex).findById('nearly-expired-session');
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60_000);
    expect(me.headers.getSetCookie().some((cookie) => cookie.startsWith('dw.sid=nearly-expired-session;'))).toBe(true);
  });

  it('forgets the user of a session whose account is gone, and answers 401', async () => {
    const user = await createUser(
      app.db.knex,
      { username: 'vanishing', password: 'secret1' },
      app.context.accountRules,
    );
    const browser = await browserWithSession('session-of-a-deleted-user', { userId: user.id });
    await app.db.knex('users').where({ id: user.id }).delete();
    expect((await browser.get('/api/auth/me')).body).toEqual({});
    const data = (await SessionRecord.query(app.db.knex).findById('session-of-a-deleted-user'))!.data;
    expect(data.userId).toBeUndefined();
  });

  it.each([
    ['a string', '1', 'odd-session-string'],
    ['a fraction', 1.5, 'odd-session-fraction'],
    ['a number too large for an id', 1e12, 'odd-session-large'],
    ['a negative number', -1, 'odd-session-negative'],
    ['an object', { id: 1 }, 'odd-session-object'],
  ])('treats a session whose userId is %s as signed out (401, never 500)', async (_what, userId, sessionId) => {
    const browser = await browserWithSession(sessionId, { userId });
    expect((await browser.get('/api/auth/me')).body).toEqual({});
  });

  it('signing in as someone else in a signed-in browser answers as the new user', async () => {
    await createUser(app.db.knex, { username: 'first-person', password: 'secret1' }, app.context.accountRules);
    await createUser(app.db.knex, { username: 'second-person', password: 'secret1' }, app.context.accountRules);
    const browser = app.client();
    expect(
      (await browser.post('/api/auth/login', { username: 'first-person', password: 'secret1' })).body.username,
    ).toBe('first-person');
    const second = await browser.post('/api/auth/login', { username: 'second-person', password: 'secret1' });
    expect(second.body.username).toBe('second-person');
    expect((await browser.get('/api/auth/me')).body.username).toBe('second-person');
  });
});

describe('cross-site request forgery and content types', () => {
  it('refuses a state-changing request from another origin with 403', async () => {
    const response = await app
      .client()
      .post('/api/auth/login', { username: 'Stella', password: 'twinkle' }, { origin: 'http://evil.example' });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('This request came from another site and was refused.');
  });

  it('refuses a request the browser marks cross-site with 403', async () => {
    const response = await app.client().post('/api/auth/logout', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
  });

  it('refuses Origin: null without Fetch Metadata, and trusts Sec-Fetch-Site when the browser sends it', async () => {
    const opaque = await app.client().post('/api/auth/logout', undefined, { origin: 'null' });
    expect(opaque.status).toBe(403);
    const sameOriginForm = await app
      .client()
      .post('/api/auth/logout', undefined, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(sameOriginForm.status).toBe(204);
    const crossSite = await app
      .client()
      .post('/api/auth/logout', undefined, { origin: app.url, 'sec-fetch-site': 'same-site' });
    expect(crossSite.status).toBe(403);
  });

  it('accepts the same origin', async () => {
    const response = await app
      .client()
      .post(
        '/api/auth/login',
        { username: 'Stella', password: 'twinkle' },
        { origin: app.url, 'sec-fetch-site': 'same-origin' },
      );
    expect(response.status).toBe(200);
  });

  it.each(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x'])(
    'refuses a %s body with 415',
    async (type) => {
      const response = await app.client().request('POST', '/api/auth/login', {
        body: 'username=Stella&password=twinkle',
        headers: { 'content-type': type },
      });
      expect(response.status).toBe(415);
      expect(response.body.message).toMatch(/JSON/);
    },
  );

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await app.client().request('POST', '/api/auth/login', {
      body: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The request body is not valid JSON.');
  });

  it('answers unknown API paths with a JSON 404 and a request id', async () => {
    const response = await app.client().get('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found.' });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

/** Signs a cookie as koa's keygrip does (HMAC-SHA1, URL-safe base64 without padding). */
function signCookie(data: string, key: string): string {
  return createHmac('sha1', key)
    .update(data)
    .digest('base64')
    .replace(/\//g, '_')
    .replace(/\+/g, '-')
    .replace(/=+$/, '');
}
