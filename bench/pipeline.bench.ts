import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../bff/src/db/database.ts';
import { startGenerationWorker } from '../bff/src/generation/worker.ts';
import { createLogger } from '../bff/src/logger.ts';
import { mediaStoreFor } from '../bff/src/services/media-store.ts';
import { createStory } from '../bff/src/services/story-service.ts';
import { loadSettings } from '../bff/src/settings.ts';
import { latencyEngine } from '../bff/test/generation/latency-engine.ts';

// `npm run bench:pipeline [-- --text 400 --picture 800 --speech 300 --scenes 8 --concurrency 4]`
// Runs the real pipeline and queue on a fresh embedded database with an engine of fixed latencies,
// and compares time to preview and to completion with their ideals.

const { values } = parseArgs({
  options: {
    text: { type: 'string', default: '1000' },
    picture: { type: 'string', default: '2000' },
    speech: { type: 'string', default: '600' },
    scenes: { type: 'string', default: '8' },
    concurrency: { type: 'string', default: '4' },
  },
});
const T = Number(values.text);
const P = Number(values.picture);
const S = Number(values.speech);
const N = Number(values.scenes);
const C = Number(values.concurrency);

/**
 * The pipeline's schedule with no overhead: from the end of the text, C lanes take the first task
 * that may start, in the order narration 1, picture 1, then picture and narration of each further
 * scene, pictures 2.. only once picture 1 (the preview) is done. Never better than the bound of
 * the total work spread over C lanes.
 */
function boundLimitedIdeal(): number {
  const tasks: { ms: number; afterPreview: boolean; preview?: boolean }[] = [
    { ms: S, afterPreview: false },
    { ms: P, afterPreview: false, preview: true },
  ];
  for (let n = 2; n <= N; n++) tasks.push({ ms: P, afterPreview: true }, { ms: S, afterPreview: false });
  let now = 0;
  let previewAt = Infinity;
  const running: { end: number; preview?: boolean }[] = [];
  while (tasks.length > 0 || running.length > 0) {
    while (running.length < C) {
      const index = tasks.findIndex((task) => !task.afterPreview || previewAt <= now);
      if (index < 0) break;
      const [task] = tasks.splice(index, 1);
      running.push({ end: now + task.ms, preview: task.preview });
    }
    running.sort((a, b) => a.end - b.end);
    const next = running.shift()!;
    now = next.end;
    if (next.preview) previewAt = now;
  }
  const lowerBound = Math.max(P, S, (S * N + P * N) / C);
  return T + Math.max(now, lowerBound);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-bench-'));
const database = await openDatabase({ dataDir, role: 'server' });
const settings = loadSettings({ DATA_DIR: dataDir });
const fake = latencyEngine({ text: T, picture: P, speech: S, scenes: N });
const worker = startGenerationWorker({
  db: database.knex,
  settings,
  logger: createLogger('error'),
  engine: fake.engine,
  media: mediaStoreFor(dataDir),
  mediaConcurrency: C,
  pollIntervalMs: 1000,
});
try {
  const started = performance.now();
  const { id } = await createStory(
    database.knex,
    { audience: 'child', storyType: 'classic', language: 'en', recipientDetails: { name: 'Bench' } },
    null,
  );
  let previewAt: number | undefined;
  let completedAt: number | undefined;
  while (completedAt === undefined) {
    const row = await database.knex('stories').select('generationStatus').where({ id }).first();
    const now = performance.now() - started;
    if (['preview_ready', 'creating_narration', 'completed'].includes(row.generationStatus)) previewAt ??= now;
    if (row.generationStatus === 'completed') completedAt = now;
    if (row.generationStatus === 'failed') throw new Error('the story failed');
    await sleep(10);
  }
  const previewIdeal = T + P;
  const completionIdeal = boundLimitedIdeal();
  const previewOver = (previewAt! / previewIdeal - 1) * 100;
  const completionOver = (completedAt / completionIdeal - 1) * 100;
  const verdict = (over: number, limit: number) =>
    over <= limit ? `ok (within ${limit} %)` : `MISSED (limit ${limit} %)`;
  console.log(`engine latencies: text ${T} ms, picture ${P} ms, speech ${S} ms; ${N} scenes; concurrency ${C}`);
  console.log(
    `preview_ready: ${previewAt!.toFixed(0)} ms, critical path T+P = ${previewIdeal} ms, +${previewOver.toFixed(1)} % ${verdict(previewOver, 10)}`,
  );
  console.log(
    `completed:     ${completedAt.toFixed(0)} ms, bound-limited ideal = ${completionIdeal.toFixed(0)} ms, +${completionOver.toFixed(1)} % ${verdict(completionOver, 15)}`,
  );
  const at = (kind: string, phase: string, n: number) =>
    (fake.events.find((e) => e.kind === kind && e.phase === phase && e.sceneNumber === n)!.at - started).toFixed(0);
  console.log(
    `text started at ${at('text', 'start', 0)} ms, picture 1 from ${at('picture', 'start', 1)} to ${at('picture', 'end', 1)} ms`,
  );
  console.log(`peak parallel media calls: ${fake.peak()} (bound ${C})`);
  process.exitCode = previewOver <= 10 && completionOver <= 15 ? 0 : 1;
} finally {
  await worker.stop();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
