import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFrontendRoutes } from '../../src/frontend/index.ts';
import { loadSettings } from '../../src/settings.ts';

// Production source maps, the admin dashboard's included, were served to anyone: the original
// source of every front end. Production builds no longer make them (rspack.config.base.ts), and a
// production bff answers 404 for a .map left in a dist folder by an older or a development build.

let root: string;
const servers: { url: string; close: () => void }[] = [];

async function put(file: string, text: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

function serve(env: NodeJS.ProcessEnv) {
  const app = new Koa();
  app.use(createFrontendRoutes(loadSettings(env), root));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { message: 'Not found' };
  });
  const server = app.listen(0);
  const entry = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
  servers.push(entry);
  return entry.url;
}

const MAPS = [
  '/static/js/main.0123456789ab.js.map',
  '/remotes/mf-admin/static/js/dashboard.0123456789ab.js.map',
  '/remotes/mf-story/static/js/routes.0123456789ab.js.MAP',
];

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'dw-maps-'));
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
  await rm(root, { recursive: true, force: true });
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
        context: path.join(root, 'mf-admin'),
        exposes: { './routes': './src/routes.tsx' },
      });
      expect(production.mode).toBe('production');
      expect(production.devtool).toBe(false);
      process.env.NODE_ENV = 'development';
      expect(
        frontendConfig({
          name: 'mf_admin',
          context: path.join(root, 'mf-admin'),
          exposes: { './routes': './src/routes.tsx' },
        }).devtool,
      ).toBe('eval-cheap-module-source-map');
    } finally {
      process.env.NODE_ENV = previous;
    }
  }, 60_000);
});
