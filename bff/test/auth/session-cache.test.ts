import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { resetPassword } from '../../src/services/admin-users.ts';
import { SESSION_CACHE_MS } from '../../src/services/session-store.ts';
import { useAppWithOtherHost } from '../support/app-with-other-host.ts';
import { queriesOf } from '../support/queries-of.ts';
import type { TestClient, TestResponse } from '../support/test-app.ts';

// The bff keeps a session it has read for SESSION_CACHE_MS (services/session-store.ts). Whatever
// this process writes to sessions or users ends that at once (for the session or user written, or
// for all when the statement does not say which); another host's writes within the bound.

const hosts = useAppWithOtherHost();

let accounts = 0;
/** A registered, signed-in browser whose session this process has read (and so keeps). */
async function signedInAndKept(): Promise<{ browser: TestClient; id: number; username: string }> {
  const browser = hosts.app.client();
  const username = `kept-session-${++accounts}`;
  const registered = await browser.post('/api/auth/register', { username, password: 'secret1' });
  expect(registered.status).toBe(201);
  expect((await browser.get('/api/auth/me')).body.id).toEqual(expect.any(Number));
  return { browser, id: registered.body.id, username };
}

/** Another browser holding a copy of `browser`'s cookies, as a thief would. */
function copyOf(browser: TestClient): TestClient {
  const copy = hosts.app.client();
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  return copy;
}

describe('the sessions this process keeps for a moment', () => {
  it('answers a signed-in request again without a query while nothing changed', async () => {
    const readAt = Date.now();
    const { browser, username } = await signedInAndKept();
    let me: TestResponse | undefined;
    const queries = await queriesOf(hosts.app.db.knex, async () => (me = await browser.get('/api/auth/me')));
    expect(me!.status).toBe(200);
    expect(me!.body.username).toBe(username);
    // (On a machine too busy to ask again within the bound, the second answer is a new read.)
    if (Date.now() - readAt < SESSION_CACHE_MS) expect(queries).toEqual([]);
  });

  it("keeps one user's session while another user signs out or changes a password", async () => {
    const other = await signedInAndKept();
    const { browser } = await signedInAndKept();
    const readAt = Date.now();
    expect((await browser.get('/api/auth/me')).body.id).toEqual(expect.any(Number));
    expect((await other.browser.post('/api/auth/logout')).status).toBe(204);
    await hosts.app.db.knex('users').where({ id: other.id }).update({ email: 'other@example.com' });
    let me: TestResponse | undefined;
    const queries = await queriesOf(hosts.app.db.knex, async () => (me = await browser.get('/api/auth/me')));
    expect(me!.status).toBe(200);
    // (On a machine too busy to ask again within the bound, the second answer is a new read.)
    if (Date.now() - readAt < SESSION_CACHE_MS) expect(queries).toEqual([]);
  });

  it('makes a signed-out cookie useless at once on the same host', async () => {
    const { browser } = await signedInAndKept();
    const thief = copyOf(browser);
    expect((await thief.get('/api/auth/me')).body.id).toEqual(expect.any(Number));
    expect((await browser.post('/api/auth/logout')).status).toBe(204);
    expect((await thief.get('/api/auth/me')).body).toEqual({});
    expect((await browser.get('/api/auth/me')).body).toEqual({});
  });

  it('stops the session of a deleted account at once on the same host', async () => {
    const { browser, id } = await signedInAndKept();
    await hosts.app.db.knex('users').where({ id }).delete();
    expect((await browser.get('/api/auth/me')).body).toEqual({});
  });

  it('stops every session of an account at once when its password is reset on the same host', async () => {
    const { browser, username } = await signedInAndKept();
    await resetPassword(hosts.app.db.knex, username, hosts.app.context.accountRules);
    expect((await browser.get('/api/auth/me')).body).toEqual({});
  });

  it('sees a sign-out or a deleted account on another host within SESSION_CACHE_MS', async () => {
    const signedOut = await signedInAndKept();
    const deleted = await signedInAndKept();
    const sessionId = signedOut.browser.cookies.get('dw.sid')!;
    await hosts.otherHost.knex('sessions').where({ id: sessionId }).delete();
    await hosts.otherHost.knex('users').where({ id: deleted.id }).delete();
    // Whatever this process read before those writes is not used after the bound.
    await sleep(SESSION_CACHE_MS);
    expect((await signedOut.browser.get('/api/auth/me')).body).toEqual({});
    expect((await deleted.browser.get('/api/auth/me')).body).toEqual({});
  });
});
