import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/services/user-service.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { recent, share, storyMadeBy, titles } from './gallery-fixtures.ts';

// Attack: keep an unsuitable story on the public home page (shared by its creator) although the
// admin hid it, or hide and show stories without being the admin.

let app: TestApp;
let admin: TestClient;
let creator: TestClient;
let storyId: string;
const TITLE = 'Ruben and the Silver Moon';

async function signedIn(username: string): Promise<TestClient> {
  const client = app.client();
  const response = await client.post('/api/auth/login', { username, password: `${username}-password` });
  expect(response.status).toBe(200);
  return client;
}

beforeAll(async () => {
  app = await startTestApp();
  for (const username of ['admin', 'eve']) {
    await createUser(
      app.db.knex,
      { username, password: `${username}-password`, isAdmin: username === 'admin' },
      app.context.accountRules,
    );
  }
  admin = await signedIn('admin');
  creator = app.client();
  storyId = await storyMadeBy(app, creator, 'Ruben');
  await share(creator, storyId);
});
afterAll(() => app?.close());

const hide = (client: TestClient, hidden: boolean, path = `/api/admin/stories/${storyId}/gallery`) =>
  client.put(path, { hidden });

describe('the admin hides a story from the gallery', () => {
  it('is refused to everybody but the admin, in any spelling of the path', async () => {
    for (const path of [
      `/api/admin/stories/${storyId}/gallery`,
      `/api/ADMIN/stories/${storyId}/gallery`,
      `/API/Admin/Stories/${storyId}/Gallery`,
    ]) {
      // The right spelling is guarded (401/403); any other spelling is no route at all (404).
      const refused = path.startsWith('/api/admin/') ? [401] : [404];
      expect(refused, path).toContain((await hide(app.client(), true, path)).status);
      expect(refused, path).toContain((await hide(creator, true, path)).status);
      expect(path.startsWith('/api/admin/') ? [403] : [404], path).toContain(
        (await hide(await signedIn('eve'), true, path)).status,
      );
    }
    expect((await hide(await signedIn('eve'), true)).status).toBe(403);
    expect(titles((await recent(app.client())).items)).toEqual([TITLE]);
  });

  it('takes a shared story and its cover out of the gallery at once, and the creator cannot bring it back', async () => {
    const [listed] = (await recent(app.client())).items;
    const hidden = await hide(admin, true);
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: storyId, shared: true, galleryHidden: true, isSample: false });
    expect((await recent(app.client())).items).toEqual([]);
    expect((await app.client().get(listed.scenes[0].imageUrl)).status).toBe(404);
    // Un-sharing and sharing again gives a new gallery id, but the story stays hidden.
    await share(creator, storyId, false);
    await share(creator, storyId);
    expect((await recent(app.client())).items).toEqual([]);
  });

  it('shows it again when the admin says so', async () => {
    const shown = await hide(admin, false, `/api/admin/stories/${storyId}/gallery`);
    expect(shown.status).toBe(200);
    expect(shown.body.galleryHidden).toBe(false);
    expect(titles((await recent(app.client())).items)).toEqual([TITLE]);
  });

  it('answers 404 for an unknown story and 400 for a body that is not a boolean', async () => {
    const unknown = await hide(admin, true, '/api/admin/stories/noSuchStory/gallery');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no story "noSuchStory".');
    const bad = await admin.put(`/api/admin/stories/${storyId}/gallery`, { hidden: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please say whether the story is hidden from the gallery (true or false).');
  });
});
