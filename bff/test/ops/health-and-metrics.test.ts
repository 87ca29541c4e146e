import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import knexFactory from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_CHECK_KEEP_MS, readiness } from '../../src/services/health-service.ts';
import { mediaStoreFor } from '../../src/services/media-store.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { createApp } from '../../src/app.ts';
import { startTestApp, TestClient, type TestApp } from '../support/test-app.ts';
import { quickStoryRequest } from '../support/story-requests.ts';

// /healthz, /readyz and /metrics over HTTP against a real database (embedded or DATABASE_URL).

const TOKEN = 'metrics-token-for-the-tests-0123';
let app: TestApp;

const storyRequest = quickStoryRequest();

let plainUrl: string;
let plainServer: http.Server;

beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN: TOKEN });
  // The same bff without the token, on the same database.
  plainServer = http.createServer(
    createApp({ ...app.context, settings: { ...app.context.settings, METRICS_TOKEN: undefined } }).callback(),
  );
  await new Promise<void>((resolve) => plainServer.listen(0, '127.0.0.1', resolve));
  plainUrl = `http://127.0.0.1:${(plainServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  plainServer?.closeAllConnections();
  plainServer?.close();
  await app?.close();
});

describe('health', () => {
  it('answers /healthz with ok, as JSON even to a browser, without a session or the page fallback', async () => {
    const res = await app.client().get('/healthz', { accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is not behind the cross-site guard: a cross-site POST is told the method is wrong, not refused as forgery', async () => {
    const res = await app
      .client()
      .post('/healthz', {}, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers /readyz with every check, and the queue depth to the metrics token', async () => {
    const client = app.client();
    const withToken = { authorization: `Bearer ${TOKEN}` };
    const before = await client.get('/readyz', withToken);
    expect(before.status).toBe(200);
    expect(before.body.status).toBe('ready');
    expect(before.body.checks).toEqual({ database: 'ok', migrations: 'ok', media: 'ok', queue: 'ok' });
    // No worker runs in this test app: a story created stays queued.
    expect((await client.post('/api/stories', storyRequest)).status).toBe(201);
    const after = await client.get('/readyz', withToken);
    expect(after.body.queue.queued).toBe(before.body.queue.queued + 1);
    expect(after.body.queue.oldestAgeSeconds).toBeGreaterThanOrEqual(0);
    // Without the token (or with a wrong one): the answer and the checks, not the traffic.
    for (const headers of [{}, { authorization: 'Bearer not-the-token-at-all' }] as Record<string, string>[]) {
      const plain = await client.get('/readyz', headers);
      expect(plain.status).toBe(200);
      expect(plain.body).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', media: 'ok', queue: 'ok' },
      });
    }
  });

  it('names a failed check to everyone, but says what went wrong only to the metrics token', async () => {
    const mediaDir = path.join(app.context.settings.dataDir, 'media');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + MEDIA_CHECK_KEEP_MS);
      fs.rmSync(mediaDir, { recursive: true, force: true });
      fs.writeFileSync(mediaDir, 'not a folder');
      for (const url of [app.url, plainUrl]) {
        const res = await new TestClient(url).get('/readyz');
        expect(res.status).toBe(503);
        // The raw error named the media folder's path (ENOTDIR, /tmp/…/media/health/…).
        expect(res.body).toEqual({
          status: 'unavailable',
          failed: ['media'],
          checks: { database: 'ok', migrations: 'ok', media: 'failed', queue: 'ok' },
        });
      }
      const operator = await app.client().get('/readyz', { authorization: `Bearer ${TOKEN}` });
      expect(operator.status).toBe(503);
      expect(operator.body.checks.media).toMatch(/ENOTDIR|not a directory/);
      expect(operator.body.queue).toBeDefined();
    } finally {
      fs.rmSync(mediaDir, { force: true });
      vi.useRealTimers();
    }
  });

  it('writes the media probe at most once per MEDIA_CHECK_KEEP_MS, and still names a broken store within it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const writes = vi.spyOn(app.context.media, 'put');
    const mediaDir = path.join(app.context.settings.dataDir, 'media');
    try {
      vi.setSystemTime(Date.now() + MEDIA_CHECK_KEEP_MS);
      for (let i = 0; i < 3; i++) expect((await app.client().get('/readyz')).status).toBe(200);
      expect(writes).toHaveBeenCalledTimes(1);

      fs.rmSync(mediaDir, { recursive: true, force: true });
      fs.writeFileSync(mediaDir, 'not a folder');
      // Within the time an earlier success is kept, the probe is not written again.
      expect((await app.client().get('/readyz')).status).toBe(200);
      expect(writes).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + MEDIA_CHECK_KEEP_MS);
      const res = await app.client().get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body.status).toBe('unavailable');
      expect(res.body.failed).toEqual(['media']);
      expect(res.body.checks.database).toBe('ok');
    } finally {
      fs.rmSync(mediaDir, { force: true });
      writes.mockRestore();
      vi.useRealTimers();
    }
    // A failure is not kept: the mended store is ready at the next ask.
    expect((await app.client().get('/readyz')).status).toBe(200);
  });

  it('names unapplied migrations and an unreachable database', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    const unreachable = knexFactory({
      client: 'pg',
      connection: 'postgres://nobody@127.0.0.1:1/none',
      pool: { min: 0, max: 1 },
      acquireConnectionTimeout: 2000,
    });
    try {
      const media = mediaStoreFor(fresh.dataDir);
      const pending = await readiness(fresh.knex, media);
      expect(pending.ready).toBe(false);
      expect(pending.checks.filter((c) => !c.ok).map((c) => c.name)).toContain('migrations');
      expect(pending.checks.find((c) => c.name === 'migrations')?.detail).toMatch(/migration\(s\) not applied/);
      expect(pending.checks.find((c) => c.name === 'database')?.ok).toBe(true);

      const down = await readiness(unreachable, media);
      expect(down.ready).toBe(false);
      expect(down.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(['database', 'migrations', 'queue']);
    } finally {
      await unreachable.destroy();
      await fresh.close();
    }
  });
});

describe('metrics', () => {
  it('is off without METRICS_TOKEN', async () => {
    const res = await new TestClient(plainUrl).get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(404);
  });

  it('wants the bearer token', async () => {
    const client = app.client();
    const none = await client.get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(none.body.message).toMatch(/token/);
    expect((await client.get('/metrics', { authorization: 'Bearer wrong-token-of-some-length' })).status).toBe(401);
    const german = await client.get('/metrics', { 'accept-language': 'de' });
    expect(german.body.message).toMatch(/Token/);
  });

  it('serves Prometheus text with request durations by route template, queue gauges and the generation and payment series', async () => {
    const client = app.client();
    const created = await client.post('/api/stories', storyRequest);
    await client.get(`/api/stories/${created.body.id}`);
    await client.get('/api/stories/no-such-story');
    const res = await client.get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = res.text;
    expect(text).toMatch(
      /dreamweaver_http_request_duration_seconds_count\{method="GET",route="\/api\/stories\/:id",status="200"\} \d+/,
    );
    expect(text).toMatch(
      /dreamweaver_http_request_duration_seconds_count\{method="GET",route="\/api\/stories\/:id",status="404"\} \d+/,
    );
    expect(text).toMatch(
      /dreamweaver_http_request_duration_seconds_count\{method="POST",route="\/api\/stories\/?",status="201"\} \d+/,
    );
    expect(text).not.toContain(created.body.id);
    expect(text).toMatch(/dreamweaver_generation_queue_depth\{state="queued"\} [1-9]/);
    expect(text).toMatch(/dreamweaver_generation_queue_oldest_age_seconds \d/);
    for (const name of [
      'dreamweaver_generation_stage_duration_seconds',
      'dreamweaver_generation_failures_total',
      'dreamweaver_payments_total',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });
});
