import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Story, User } from '../../src/models/index.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { ADMIN_PASSWORD, createAccount, createStory, signedIn } from './admin-fixtures.ts';

let app: TestApp;
let storyId: string;
let plainUserId: number;
beforeAll(async () => {
  app = await startTestApp();
  await createAccount(app, 'admin', ADMIN_PASSWORD);
  plainUserId = (await createAccount(app, 'plain-parent')).id;
  storyId = (await createStory(app, { title: 'The Moon Owl', userId: plainUserId })).id;
});
afterAll(() => app?.close());

const routes = (
  newUsername = 'sneaky-new-user',
): [string, (browser: TestClient) => ReturnType<TestClient['get']>][] => [
  ['GET /api/admin/users', (b) => b.get('/api/admin/users')],
  ['POST /api/admin/users', (b) => b.post('/api/admin/users', { username: newUsername })],
  ['GET /api/admin/users/:userId/stories', (b) => b.get(`/api/admin/users/${plainUserId}/stories`)],
  ['GET /api/admin/stories', (b) => b.get('/api/admin/stories')],
  ['PUT /api/admin/stories/:storyId/assign', (b) => b.put(`/api/admin/stories/${storyId}/assign`, { userId: null })],
];

describe('who may use the admin API', () => {
  it.each(routes())('%s answers 401 when signed out', async (_name, call) => {
    const response = await call(app.client());
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Please sign in to continue.' });
  });

  it.each(routes())('%s answers 403 for a user who is not the admin', async (_name, call) => {
    const response = await call(await signedIn(app, 'plain-parent'));
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: "You don't have permission to do this." });
  });

  it('changed nothing for the refused callers', async () => {
    expect(await User.query(app.db.knex).where({ username: 'sneaky-new-user' }).resultSize()).toBe(0);
    expect((await Story.query(app.db.knex).findById(storyId))!.userId).toBe(plainUserId);
  });

  it.each(routes('made-by-admin'))('%s answers the admin', async (_name, call) => {
    const response = await call(await signedIn(app, 'admin', ADMIN_PASSWORD));
    expect(response.status).toBeLessThan(300);
  });
});
