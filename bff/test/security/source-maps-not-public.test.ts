import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDist, serveFrontend, type FakeDist } from '../fake-dist.ts';

// Production source maps, the admin dashboard's included, were served to anyone: the original
// source of every front end. Production builds no longer make them (rspack.config.base.ts), and a
// production bff answers 404 for a .map left in a dist folder by an older or a development build.

let dist: FakeDist;
const servers: { url: string; close: () => void }[] = [];

function serve(env: NodeJS.ProcessEnv) {
  const entry = serveFrontend(dist.root, { env });
  servers.push(entry);
  return entry.url;
}

const MAPS = [
  '/static/js/main.0123456789ab.js.map',
  '/remotes/mf-admin/static/js/dashboard.0123456789ab.js.map',
  '/remotes/mf-story/static/js/routes.0123456789ab.js.MAP',
];

beforeAll(async () => {
  dist = await fakeDist();
  const { put } = dist;
  const map = JSON.stringify({ version: 3, sources: ['webpack://mf-admin/./src/secret-admin-logic.ts'], mappings: '' });
  await put('shell/dist/index.html', '<!doctype html><div id="root"></div>');
  await put('shell/dist/static/js/main.0123456789ab.js', 'console.log(1)');
  await put('shell/dist/static/js/main.0123456789ab.js.map', map);
  await put('mf-admin/dist/static/js/dashboard.0123456789ab.js', 'console.log(2)');
  await put('mf-admin/dist/static/js/dashboard.0123456789ab.js.map', map);
  await put('mf-story/dist/static/js/routes.0123456789ab.js.MAP', map);
});

afterAll(async () => {
  for (const server of servers) server.close();
  await dist.remove();
});

describe('source maps', () => {
  it('are not served in production, the admin dashboard’s included', async () => {
    const url = serve({ NODE_ENV: 'production', PUBLIC_URL: 'https://stories.example', PAYMENTS: 'sandbox' });
    for (const file of MAPS) {
      const res = await fetch(url + file);
      expect(res.status, file).toBe(404);
      expect(await res.text()).not.toContain('secret-admin-logic');
    }
    // The bundles themselves still are.
    expect((await fetch(`${url}/static/js/main.0123456789ab.js`)).status).toBe(200);
    expect((await fetch(`${url}/remotes/mf-admin/static/js/dashboard.0123456789ab.js`)).status).toBe(200);
  });

  it('are served in development, where they help', async () => {
    const url = serve({ NODE_ENV: 'development' });
    expect((await fetch(url + MAPS[0])).status).toBe(200);
    expect((await fetch(url + MAPS[1])).status).toBe(200);
  });

  it('are not made by production builds', async () => {
    const previous = process.env.NODE_ENV;
    try {
      const { frontendConfig } = await import('../../../rspack.config.base.ts');
      process.env.NODE_ENV = 'production';
      const production = frontendConfig({
        name: 'mf_admin',
        context: path.join(dist.root, 'mf-admin'),
        exposes: { './routes': './src/routes.tsx' },
      });
      expect(production.mode).toBe('production');
      expect(production.devtool).toBe(false);
      process.env.NODE_ENV = 'development';
      expect(
        frontendConfig({
          name: 'mf_admin',
          context: path.join(dist.root, 'mf-admin'),
          exposes: { './routes': './src/routes.tsx' },
        }).devtool,
      ).toBe('eval-cheap-module-source-map');
    } finally {
      process.env.NODE_ENV = previous;
    }
  }, 60_000);
});
