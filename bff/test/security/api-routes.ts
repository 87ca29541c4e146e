import { apiRouters } from '../../src/routes/index.ts';
import type { TestApp } from '../support/test-app.ts';

export interface ApiRoute {
  method: string;
  /** The pattern as registered, e.g. /api/admin/users/:userId/stories. */
  pattern: string;
}

/** Every route the bff registers under /api, each method on its own (HEAD left out). */
export function registeredApiRoutes(app: TestApp): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const router of apiRouters(app.context)) {
    for (const layer of router.stack) {
      if (typeof layer.path !== 'string' || !layer.path.startsWith('/api') || layer.methods.length === 0) continue;
      for (const method of layer.methods.filter((m) => m !== 'HEAD')) routes.push({ method, pattern: layer.path });
    }
  }
  routes.push({ method: 'GET', pattern: '/api/config/remotes' });
  return routes;
}

/** The pattern with each :param filled from `values` (unknown ones get `fallback`). */
export function fillPattern(pattern: string, values: Record<string, string>, fallback = 'x'): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => values[name] ?? fallback);
}
