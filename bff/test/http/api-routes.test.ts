import {
  API_ROUTE_LIST,
  API_ROUTES,
  ApiResponseShapeError,
  REMOTE_CONFIG_PATH,
  apiPath,
  parseApiResponse,
} from '@dreamweaver/contracts';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/app-context.ts';
import { checkApiResponses, checksApiResponses } from '../../src/http/response-check.ts';
import { apiRouters } from '../../src/routes/index.ts';
import { loadSettings } from '../../src/settings.ts';

// The route table in contracts is the one place a route of the API is written: the bff serves
// exactly its methods and paths, the browser clients build their URLs from it, and both parse
// the answers with its schemas in development and tests.

const tableRoutes = API_ROUTE_LIST.map(({ method, path }) => `${method} ${path}`);

function servedApiRoutes(): string[] {
  // Building the routers reads only the settings of the context; the handlers would read the rest.
  const routers = apiRouters({ settings: loadSettings({ DATA_DIR: '/nonexistent' }) } as AppContext);
  return routers
    .flatMap((router) => router.stack)
    .filter((layer) => typeof layer.path === 'string' && layer.path.startsWith('/api/'))
    .flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${layer.path}`));
}

describe('the API route table', () => {
  it('is what the bff serves: every route of the table is served with its method, and every API route is in the table', () => {
    const served = new Set(servedApiRoutes());
    for (const route of tableRoutes) expect(served, route).toContain(route);
    for (const route of served) expect(tableRoutes, route).toContain(route);
    expect(API_ROUTE_LIST.map(({ path }) => path)).not.toContain(REMOTE_CONFIG_PATH);
  });

  it('fills parameters as encoded path segments', () => {
    expect(apiPath(API_ROUTES.stories.story, { id: 'a/b c' })).toBe('/api/stories/a%2Fb%20c');
    expect(apiPath(API_ROUTES.stories.sceneFile, { id: 's1', sceneNumber: 2, kind: 'image', file: 'x.svg' })).toBe(
      '/api/stories/s1/scenes/2/image/x.svg',
    );
    expect(apiPath(API_ROUTES.auth.currentUser)).toBe('/api/auth/me');
    // A missing parameter is a programming error, never a URL with ":id" in it.
    expect(() => apiPath(API_ROUTES.admin.userStories, {} as { userId: number })).toThrow(/userId/);
  });

  it("parses an answer with its route's schema: a wrong shape, a missing field or an extra one is refused", () => {
    const user = { id: 1, username: 'mia', isAdmin: false };
    expect(parseApiResponse('GET', '/api/auth/me', user)).toEqual(user);
    expect(() => parseApiResponse('GET', '/api/auth/me', { ...user, id: '1' })).toThrow(ApiResponseShapeError);
    expect(() => parseApiResponse('POST', '/api/auth/login', { id: 1, username: 'mia' })).toThrow(/isAdmin/);
    // Who am I, signed out: an answer without an id, and nothing else in it.
    expect(parseApiResponse('GET', '/api/auth/me', {})).toEqual({});
    expect(() => parseApiResponse('GET', '/api/auth/me', { username: 'mia' })).toThrow(ApiResponseShapeError);
    // A field the bff must never send (a password hash) fails the parse instead of passing unseen.
    expect(() => parseApiResponse('POST', '/api/auth/login', { ...user, passwordHash: 'x' })).toThrow(/passwordHash/);
    // The route is found by method and path, parameters and query string included.
    expect(() => parseApiResponse('GET', '/api/stories/abc/progress?x=1', { status: 'done' })).toThrow(
      /GET \/api\/stories\/abc\/progress/,
    );
    // Files and URLs outside the table pass as they are.
    expect(parseApiResponse('GET', '/api/stories/abc/download', 'bytes')).toBe('bytes');
    expect(parseApiResponse('GET', '/elsewhere', { any: 1 })).toEqual({ any: 1 });
  });
});

describe("the bff's answer check", () => {
  async function answer(path: string, body: unknown): Promise<{ status: number; body: { message?: string } }> {
    const app = new Koa();
    app.use(async (ctx, next) => {
      ctx.state.logger = { error: () => {} };
      await next();
    });
    app.use(checkApiResponses());
    app.use((ctx) => {
      ctx.body = body;
    });
    const server = app.listen(0);
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      return { status: res.status, body: (await res.json()) as { message?: string } };
    } finally {
      server.close();
    }
  }

  it('is on in tests', () => {
    expect(checksApiResponses).toBe(true);
  });

  it('fails an answer of the wrong shape with a 500 that names the route and the field', async () => {
    const wrong = await answer('/api/auth/me', { id: 1, username: 'mia', isAdmin: 'no' });
    expect(wrong.status).toBe(500);
    expect(wrong.body.message).toMatch(/GET \/api\/auth\/me.*isAdmin/s);
    const right = await answer('/api/auth/me', { id: 1, username: 'mia', isAdmin: false });
    expect(right).toEqual({ status: 200, body: { id: 1, username: 'mia', isAdmin: false } });
  });
});
