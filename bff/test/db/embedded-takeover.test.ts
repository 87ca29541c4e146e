import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { TestClient } from '../support/test-app.ts';
import { quickStoryRequest } from '../support/story-requests.ts';

// Two bff processes on one embedded database: the first owns it, the second joined it over the
// socket. When the owner is killed (-9) in the middle of a story, the second takes the database
// over, answers the API again and finishes the story, with nothing lost. Embedded only.

const storyRequest = quickStoryRequest();

describe.skipIf(Boolean(process.env.DATABASE_URL))('embedded database takeover', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-takeover-'));
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets the joined process take over when the owner is killed mid-story', async () => {
    const owner = await startServerProcess({ DATA_DIR: dataDir });
    servers.push(owner);
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, 'embedded-postgres.lock'), 'utf8'));
    expect(lock.pid).toBe(owner.process.pid);
    const joined = await startServerProcess({ DATA_DIR: dataDir });
    servers.push(joined);

    const parent = new TestClient(joined.url);
    expect(
      (await parent.post('/api/auth/register', { username: 'before-the-crash', password: 'secret1' })).status,
    ).toBe(201);
    const created = await parent.post('/api/stories', storyRequest);
    expect(created.status).toBe(201);
    const storyId: string = created.body.id;
    // Mid-story: a worker has claimed it (in either process).
    for (const deadline = Date.now() + 60_000; ; ) {
      const progress = await parent.get(`/api/stories/${storyId}/progress`);
      expect(progress.status).toBe(200);
      expect(progress.body.status).not.toBe('failed');
      if (progress.body.status !== 'creating_story' || progress.body.progress > 0) break;
      if (Date.now() > deadline) throw new Error('the story was not started within 60 s');
      await sleep(20);
    }

    const killedAt = Date.now();
    await owner.stop('SIGKILL');
    // The joined process answers again once it owns the database (bounded wait; the figure is reported).
    let answeredAt = 0;
    for (const deadline = Date.now() + 30_000; ; ) {
      const res = await parent.get(`/api/stories/${storyId}`).catch(() => undefined);
      if (res?.status === 200) {
        answeredAt = Date.now();
        break;
      }
      if (Date.now() > deadline)
        throw new Error(`the joined process did not answer within 30 s of the owner's death: ${joined.output()}`);
      await sleep(50);
    }
    const takeover = /took it over.*?"ms":(\d+)/.exec(joined.output());
    expect(takeover, joined.output()).not.toBeNull();
    console.log(
      `embedded takeover: the joined process answered ${answeredAt - killedAt} ms after kill -9 of the owner ` +
        `(${takeover![1]} ms of it from noticing the death to serving the database)`,
    );
    const newLock = JSON.parse(fs.readFileSync(path.join(dataDir, 'embedded-postgres.lock'), 'utf8'));
    expect(newLock.pid).toBe(joined.process.pid);

    // Nothing lost, and it writes again.
    expect(
      (await new TestClient(joined.url).post('/api/auth/login', { username: 'before-the-crash', password: 'secret1' }))
        .status,
    ).toBe(200);
    expect(
      (
        await new TestClient(joined.url).post('/api/auth/register', {
          username: 'after-the-crash',
          password: 'secret1',
        })
      ).status,
    ).toBe(201);
    expect((await parent.get('/readyz')).status).toBe(200);

    // The story is finished by the survivor (after the dead worker's lease runs out, if it held it).
    for (const deadline = Date.now() + 240_000; ; ) {
      const progress = await parent.get(`/api/stories/${storyId}/progress`);
      expect(progress.status).toBe(200);
      expect(progress.body.status).not.toBe('failed');
      if (progress.body.status === 'completed') break;
      if (Date.now() > deadline)
        throw new Error(`the story did not complete within 240 s of the takeover: ${progress.body.status}`);
      await sleep(200);
    }
    const story = await parent.get(`/api/stories/${storyId}`);
    expect(story.body.scenes.length).toBeGreaterThan(0);
    expect(new Set(story.body.scenes.map((scene: { sceneNumber: number }) => scene.sceneNumber)).size).toBe(
      story.body.scenes.length,
    );
  }, 420_000);
});
