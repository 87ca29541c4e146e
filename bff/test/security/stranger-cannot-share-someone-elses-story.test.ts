import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/services/user-service.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { recent, share, storyMadeBy } from './gallery-fixtures.ts';

// Attack: with a story's id (a link a parent passed on), put someone else's child on the public
// home page, or take it off, from another browser or another account.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  for (const username of ['mias-mum', 'eve']) {
    await createUser(app.db.knex, { username, password: `${username}-password` }, app.context.accountRules);
  }
});
afterAll(() => app?.close());

async function signedIn(username: string): Promise<TestClient> {
  const client = app.client();
  const response = await client.post('/api/auth/login', { username, password: `${username}-password` });
  expect(response.status).toBe(200);
  return client;
}

const tryToShare = (client: TestClient, id: string, shared = true) =>
  client.put(`/api/stories/${id}/sharing`, { shared });

describe('only the owner or the creating session changes sharing', () => {
  it("an anonymous story: another browser gets 403, another user 403; the creator's session may", async () => {
    const creator = app.client();
    const id = await storyMadeBy(app, creator, 'Mia');
    const otherBrowser = app.client();
    const refused = await tryToShare(otherBrowser, id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only whoever made this story can choose whether it is shown in the gallery.');
    expect((await tryToShare(await signedIn('eve'), id)).status).toBe(403);
    expect((await recent(app.client())).items).toEqual([]);
    expect((await otherBrowser.get(`/api/stories/${id}`)).body.sharing).toBeUndefined();
    await share(creator, id);
    expect((await recent(app.client())).items).toHaveLength(1);
    // Nor can a stranger take it down.
    expect((await tryToShare(otherBrowser, id, false)).status).toBe(403);
    expect((await recent(app.client())).items).toHaveLength(1);
    await share(creator, id, false);
  });

  it("an owned story: signed out 401, another user 403, the creator's old session after sign-out 401; the owner may", async () => {
    const owner = await signedIn('mias-mum');
    const id = await storyMadeBy(app, owner, 'Mia');
    expect((await tryToShare(app.client(), id)).status).toBe(401);
    const eve = await signedIn('eve');
    expect((await tryToShare(eve, id)).status).toBe(403);
    expect((await eve.get(`/api/stories/${id}`)).body.sharing).toBeUndefined();
    expect((await owner.get(`/api/stories/${id}`)).body.sharing).toEqual({ canChange: true, shared: false });
    await share(owner, id);
    expect((await tryToShare(eve, id, false)).status).toBe(403);
    expect((await recent(app.client())).items).toHaveLength(1);
    expect((await owner.post('/api/auth/logout', {})).status).toBeLessThan(300);
    expect((await tryToShare(owner, id, false)).status).toBe(401);
    await share(await signedIn('mias-mum'), id, false);
    expect((await recent(app.client())).items).toEqual([]);
  });

  it("a story made signed out becomes the account's at sign-in, and the owner decides from then on", async () => {
    const browser = app.client();
    const id = await storyMadeBy(app, browser, 'Theo');
    const login = await browser.post('/api/auth/login', { username: 'eve', password: 'eve-password' });
    expect(login.status).toBe(200);
    expect((await browser.get(`/api/stories/${id}`)).body.sharing).toEqual({ canChange: true, shared: false });
    await share(browser, id);
    // Given to another account by the admin: the old owner no longer decides.
    const mum = await app.db.knex('users').where({ username: 'mias-mum' }).first();
    await app.db.knex('stories').where({ id }).update({ userId: mum.id });
    expect((await tryToShare(browser, id, false)).status).toBe(403);
    expect((await browser.get(`/api/stories/${id}`)).body.sharing).toBeUndefined();
    await share(await signedIn('mias-mum'), id, false);
  });

  it('an unknown story is 404 for everybody', async () => {
    expect((await tryToShare(app.client(), 'noSuchStory00000000000')).status).toBe(404);
    expect((await tryToShare(await signedIn('eve'), 'noSuchStory00000000000')).status).toBe(404);
    expect((await tryToShare(app.client(), '..%2F..%2Fetc')).status).toBe(404);
  });

  it('a cross-site request cannot share a story for its creator', async () => {
    const creator = app.client();
    const id = await storyMadeBy(app, creator, 'Lotta');
    const forged = await creator.put(
      `/api/stories/${id}/sharing`,
      { shared: true },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(forged.status).toBe(403);
    expect((await app.db.knex('stories').where({ id }).first()).galleryId).toBeNull();
  });
});
