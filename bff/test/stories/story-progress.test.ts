import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyProgressSchema, type StoryProgressJson } from '@dreamweaver/contracts';
import type { GenerationWorker } from '../../src/generation/worker.ts';
import { startOfflineWorker, stopOfflineWorker } from '../support/offline-worker.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { quickStoryRequest } from '../support/story-requests.ts';

// GET /api/stories/:id/progress reports the worker's real counts: scenes written, drawn and narrated.

let app: TestApp;
let worker: GenerationWorker | undefined;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await stopOfflineWorker(worker);
  await app.close();
});

describe('GET /api/stories/:id/progress', () => {
  it('counts the scenes as the worker writes, draws and narrates them, in the shared schema', async () => {
    const browser = app.client();
    const created = await browser.post('/api/stories', quickStoryRequest({}, { name: 'Mia' }));
    expect(created.status).toBe(201);
    const read = async () => {
      const response = await browser.get(`/api/stories/${created.body.id}/progress`);
      expect(response.status).toBe(200);
      return storyProgressSchema.parse(response.body);
    };

    // Queued, nothing written yet.
    expect(await read()).toMatchObject({ status: 'creating_story', scenes: { total: 0, drawn: 0, narrated: 0 } });

    worker = startOfflineWorker(app, 20);
    const seen: StoryProgressJson[] = [];
    const deadline = Date.now() + 60_000;
    while (seen.at(-1)?.status !== 'completed') {
      if (Date.now() > deadline) throw new Error(`still ${seen.at(-1)?.status}`);
      seen.push(await read());
      expect(seen.at(-1)!.status).not.toBe('failed');
      await sleep(20);
    }

    const story = (await browser.get(`/api/stories/${created.body.id}`)).body as { scenes: unknown[] };
    const total = story.scenes.length;
    expect(total).toBeGreaterThan(1);
    expect(seen.at(-1)!.scenes).toEqual({ total, drawn: total, narrated: total });
    // The counts only grow, never pass the total, and the preview is ready once scene 1 is drawn.
    for (const [i, step] of seen.entries()) {
      const before = seen[i - 1]?.scenes ?? { total: 0, drawn: 0, narrated: 0 };
      expect(step.scenes.drawn).toBeGreaterThanOrEqual(before.drawn);
      expect(step.scenes.narrated).toBeGreaterThanOrEqual(before.narrated);
      expect(Math.max(step.scenes.drawn, step.scenes.narrated)).toBeLessThanOrEqual(step.scenes.total);
      if (step.status === 'preview_ready') expect(step.scenes.drawn).toBeGreaterThanOrEqual(1);
    }
    // Some answer came between the first and the last: the page had real steps to show.
    expect(seen.some((step) => step.scenes.total > 0 && step.status !== 'completed')).toBe(true);
  });

  it('answers 404 for an unknown story', async () => {
    expect((await app.client().get('/api/stories/doesNotExist12345/progress')).status).toBe(404);
  });
});
