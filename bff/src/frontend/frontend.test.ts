import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettings } from '../settings.ts';
import { createFrontendRoutes } from './index.ts';
import { remoteConfig } from './remote-config.ts';

let root: string;
let base: string;
let close: () => void;

async function put(file: string, text: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'dw-frontend-'));
  await put('shell/dist/index.html', '<!doctype html><div id="root"></div>');
  await put('shell/dist/static/js/main.0123456789ab.js', 'console.log(1)');
  await put('mf-story/dist/mf-manifest.json', '{"id":"mf_story"}');
  await put('mf-story/dist/remoteEntry.js', 'var mf_story;');
  await put('mf-story/dist/static/css/routes.0123456789ab.css', '.story-page{}');
  const app = new Koa();
  app.use(createFrontendRoutes(loadSettings({}), root));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = { message: 'Not found' };
  });
  const server = app.listen(0);
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(async () => {
  close();
  await rm(root, { recursive: true, force: true });
});

describe('frontend routes', () => {
  it('answers the remote config with the bff copies by default and the settings when given', async () => {
    const res = await fetch(`${base}/api/config/remotes`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      remotes: [
        { name: 'mf_story', entry: '/remotes/mf-story/mf-manifest.json' },
        { name: 'mf_account', entry: '/remotes/mf-account/mf-manifest.json' },
        { name: 'mf_admin', entry: '/remotes/mf-admin/mf-manifest.json' },
      ],
    });
    const overridden = remoteConfig(loadSettings({ MF_ADMIN_URL: 'https://cdn.example/admin/mf-manifest.json' }));
    expect(overridden.remotes[2]).toEqual({ name: 'mf_admin', entry: 'https://cdn.example/admin/mf-manifest.json' });
    expect(overridden.remotes[0].entry).toBe('/remotes/mf-story/mf-manifest.json');
  });

  it('serves index.html without caching for page routes in any letter case', async () => {
    for (const page of ['/', '/privacy-policy', '/PRIVACY-POLICY', '/story/abc', '/no/such/page']) {
      const res = await fetch(`${base}${page}`, { headers: { Accept: 'text/html' } });
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type'), page).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), page).toBe('no-cache');
      expect(await res.text(), page).toContain('id="root"');
    }
  });

  it('caches content-hashed files for a year and leaves unknown assets and /api to the next handler', async () => {
    const js = await fetch(`${base}/static/js/main.0123456789ab.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/static/js/missing.0123456789ab.js`)).status).toBe(404);
    const api = await fetch(`${base}/api/nothing`, { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
  });

  it('serves remote builds with CORS, no-cache manifests and immutable hashed files', async () => {
    const manifest = await fetch(`${base}/remotes/mf-story/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    const entry = await fetch(`${base}/remotes/mf-story/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const css = await fetch(`${base}/remotes/mf-story/static/css/routes.0123456789ab.css`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(css.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${base}/remotes/mf-story/nope.js`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/mf-unknown/mf-manifest.json`)).status).toBe(404);
    expect((await fetch(`${base}/remotes/mf-story/..%2F..%2Fshell%2Fdist%2Findex.html`)).status).not.toBe(200);
  });
});
