import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';
import { ADMIN_PASSWORD, createAccount, createStory, signedIn } from '../admin/admin-fixtures.ts';
import { fillPattern, registeredApiRoutes } from './api-routes.ts';

// Attack: reach a guarded API route by spelling its path another way, so that the guard's own
// pattern does not match while the route's still does. Found on main:
//   curl http://127.0.0.1:3000/api/ADMIN/users          -> 200 with every user, no session
//   curl -X POST -H 'content-type: application/json' -d '{"username":"x"}' http://127.0.0.1:3000/api/ADMIN/users
// Every registered /api route is walked, anonymously and as a plain user: wherever the right
// spelling is refused (401/403), no other spelling may answer 2xx or 3xx.

let app: TestApp;
let storyId: string;
let plainUserId: number;
beforeAll(async () => {
  app = await startTestApp();
  await createAccount(app, 'admin', ADMIN_PASSWORD);
  plainUserId = (await createAccount(app, 'plain-parent')).id;
  storyId = (await createStory(app, { title: 'The Moon Owl', userId: plainUserId, isPaid: true })).id;
});
afterAll(() => app?.close());

interface RouteUnderTest {
  method: string;
  path: string;
}

function registeredRoutes(): RouteUnderTest[] {
  const params = {
    userId: String(plainUserId),
    storyId,
    id: storyId,
    sessionId: 'sbx_cs_unknown',
    sceneNumber: '2',
    kind: 'image',
    file: 'scene.svg',
  };
  return registeredApiRoutes(app).map(({ method, pattern }) => ({ method, path: fillPattern(pattern, params) }));
}

/** The same path spelled the ways a lenient router, proxy or browser might accept. */
function otherSpellings(path: string): string[] {
  const [, first, ...rest] = path.split('/');
  const mixed = path.replace(/[a-z]/gi, (c, i: number) => (i % 2 ? c.toUpperCase() : c.toLowerCase()));
  return [
    path.toUpperCase().replace(storyId.toUpperCase(), storyId),
    mixed.replace(new RegExp(storyId, 'i'), storyId),
    `/${first}/${rest[0]?.toUpperCase()}/${rest.slice(1).join('/')}`.replace(/\/$/, ''),
    `${path}/`,
    `/${path}`,
    `/${first}//${rest.join('/')}`,
    path.replace(/\/([^/]+)$/, '//$1'),
    `${path}?`,
    path.replace('/api/', '/api/./'),
    path.replace('/api/', '/%61pi/'),
  ];
}

async function call(browser: TestClient, method: string, path: string) {
  return browser.request(
    method,
    path,
    method === 'GET' ? {} : { json: { username: 'sneaky-user', userId: null, shared: true } },
  );
}

describe('guarded API routes hold under every spelling of their path', () => {
  it('walks every registered /api route', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.some((r) => r.path.startsWith('/api/admin/'))).toBe(true);
    // The plan screen's route too (open to all, writes nothing; story-plan-api.test.ts checks its spellings).
    expect(routes).toContainEqual({ method: 'POST', path: '/api/stories/plan' });
  });

  for (const who of ['anonymous', 'plain user'] as const) {
    it(`as ${who}: no other spelling of a refused route answers 2xx or 3xx`, async () => {
      const browser = who === 'anonymous' ? app.client() : await signedIn(app, 'plain-parent');
      let guarded = 0;
      for (const { method, path } of registeredRoutes()) {
        const right = await call(browser, method, path);
        if (right.status !== 401 && right.status !== 403) continue;
        guarded++;
        for (const spelling of otherSpellings(path)) {
          const response = await call(browser, method, spelling);
          expect
            .soft(response.status >= 200 && response.status < 400, `${method} ${spelling} answered ${response.status}`)
            .toBe(false);
          expect.soft(response.text).not.toContain('plain-parent');
        }
      }
      expect(guarded).toBeGreaterThanOrEqual(who === 'anonymous' ? 6 : 5);
    });
  }

  it('nothing changed for the refused callers', async () => {
    const users = await app.db.knex('users').where({ username: 'sneaky-user' });
    expect(users).toHaveLength(0);
    const story = await app.db.knex('stories').where({ id: storyId }).first();
    expect(story.userId).toBe(plainUserId);
  });

  it('the admin still reaches the admin API at its right spelling', async () => {
    const admin = await signedIn(app, 'admin', ADMIN_PASSWORD);
    expect((await admin.get('/api/admin/users')).status).toBe(200);
    expect((await admin.get('/api/admin/users/')).status).toBe(200);
  });
});
