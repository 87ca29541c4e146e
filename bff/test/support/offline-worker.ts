import { expect } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { createOfflineEngine } from '../../src/generation/offline/offline-engine.ts';
import { stopSpeech } from '@dreamweaver/storyteller/speech';
import { startGenerationWorker, type GenerationWorker } from '../../src/generation/worker.ts';
import type { TestApp, TestClient } from './test-app.ts';

/** The generation worker with the offline engine, in this process, on the test app's database. */
export function startOfflineWorker(app: TestApp, pollIntervalMs = 50): GenerationWorker {
  return startGenerationWorker({
    db: app.db.knex,
    settings: app.context.settings,
    logger: app.context.logger,
    engine: createOfflineEngine(),
    pollIntervalMs,
  });
}

/** Stops the worker (if started) and the offline narrator's speech process. */
export async function stopOfflineWorker(worker: GenerationWorker | undefined): Promise<void> {
  await worker?.stop();
  await stopSpeech();
}

/** Polls the story's progress until it reaches one of `statuses`; a failed story fails the test. */
export async function waitForStoryStatus(
  client: TestClient,
  storyId: string,
  statuses: readonly string[] = ['completed'],
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const progress = await client.get(`/api/stories/${storyId}/progress`);
    expect(progress.status).toBe(200);
    if (statuses.includes(progress.body.status)) return;
    expect(progress.body.status).not.toBe('failed');
    if (Date.now() > deadline) throw new Error(`still ${progress.body.status}`);
    await sleep(100);
  }
}
