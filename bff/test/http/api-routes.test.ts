import { API_ROUTES, REMOTE_CONFIG_PATH, apiPath } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/app-context.ts';
import { apiRouters } from '../../src/routes/index.ts';
import { loadSettings } from '../../src/settings.ts';

// The route table in contracts is the one place a URL of the API is written: the bff serves
// exactly its paths, and the browser clients build theirs from it.

const tablePaths = Object.values(API_ROUTES).flatMap((area) => Object.values(area) as string[]);

function servedApiPaths(): string[] {
  // Building the routers reads only the settings of the context; the handlers would read the rest.
  const routers = apiRouters({ settings: loadSettings({ DATA_DIR: '/nonexistent' }) } as AppContext);
  return routers
    .flatMap((router) => router.stack.map((layer) => layer.path))
    .filter((path): path is string => typeof path === 'string' && path.startsWith('/api/'));
}

describe('the API route table', () => {
  it('is what the bff serves: every path of the table has a route, and every API route is in the table', () => {
    const served = new Set(servedApiPaths());
    for (const path of tablePaths) expect(served, path).toContain(path);
    for (const path of served) expect(tablePaths, path).toContain(path);
    expect(tablePaths).not.toContain(REMOTE_CONFIG_PATH);
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
});
