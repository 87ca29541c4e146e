import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../generation/fake-openai-server.ts';
import { createScratchDatabase, type ScratchDatabase } from '../support/scratch-database.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { TestClient } from '../support/test-app.ts';
import { quickStoryRequest } from '../support/story-requests.ts';

// SIGTERM to a real bff process: it stops taking connections, answers the request in flight,
// hands its running story back to the queue and exits 0 (on both databases).

const storyRequest = quickStoryRequest();

let fake: FakeOpenAiServer;
let scratch: ScratchDatabase | undefined;
let server: ServerProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-shutdown-'));

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  if (process.env.DATABASE_URL) scratch = await createScratchDatabase(process.env.DATABASE_URL);
});

afterAll(async () => {
  await server?.stop('SIGKILL');
  await fake?.close();
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A request whose headers the server has read (it answered 100 Continue) and whose body is still to come. */
function requestInFlight(
  url: string,
  body: string,
): Promise<{ finish(): void; response: Promise<{ status: number; body: string }> }> {
  return new Promise((resolveStarted, rejectStarted) => {
    const request = http.request(`${url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        expect: '100-continue',
      },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
    });
    request.on('error', rejectStarted);
    request.on('continue', () => resolveStarted({ finish: () => request.end(body), response }));
    request.flushHeaders();
  });
}

async function refusesConnections(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/healthz`);
    return false;
  } catch {
    return true;
  }
}

describe('graceful shutdown', () => {
  it('on SIGTERM answers the request in flight, takes no new ones, releases its running story and exits 0', async () => {
    server = await startServerProcess({
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODERATION: 'off',
      SHUTDOWN_GRACE_SECONDS: '60',
    });
    // The story's text call never answers: the story is running when the signal comes.
    fake.setMode('chat', 'stall');
    const client = new TestClient(server.url);
    const created = await client.post('/api/stories', storyRequest);
    expect(created.status).toBe(201);
    await fake.waitForRequests('chat', 1);

    const inFlight = await requestInFlight(
      server.url,
      JSON.stringify({ username: 'nobody-here', password: 'secret1' }),
    );
    server.process.kill('SIGTERM');
    // Wait until the listener is closed: from then on the process takes no new connections.
    const deadline = Date.now() + 30_000;
    while (!(await refusesConnections(server.url))) {
      if (Date.now() > deadline) throw new Error('still taking connections 30 s after SIGTERM');
      await sleep(50);
    }
    inFlight.finish();
    const answered = await inFlight.response;
    expect(answered.status).toBe(401);
    expect(JSON.parse(answered.body).message).toBeTruthy();
    expect(await server.stop()).toBe(0);
    server = undefined;

    // The story went back to the queue, free for the next worker (not held until its lease ran out).
    const db = await openDatabase({ dataDir, databaseUrl: scratch?.url, role: 'client' });
    try {
      const job = await db.knex('generation_jobs').where({ storyId: created.body.id }).first();
      expect(job).toMatchObject({ state: 'queued', lockedBy: null, lockedUntil: null });
      expect(new Date(job.runAfter).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    } finally {
      await db.close();
    }
  }, 180_000);
});
