import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../bff/src/db/database.ts';
import { enqueueStoryJob } from '../bff/src/generation/job-queue.ts';
import { newRandomId } from '../bff/src/services/random-id.ts';
import { createScratchDatabase } from '../bff/test/support/scratch-database.ts';

// `npm run bench:queue [-- --jobs 100 --workers 2]` (needs DATABASE_URL; skipped without it)
// Queue-to-start latency across processes: this process queues stories one after another on a
// fresh database of the DATABASE_URL server; worker processes (bench/queue-latency-worker.ts)
// report the moment each story's generation starts. Measured with LISTEN/NOTIFY, then with the
// notifications off (the 1 s poll every worker used before) for comparison. Goal: p95 < 100 ms.

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '100' },
    workers: { type: 'string', default: '2' },
    'poll-jobs': { type: 'string', default: '20' },
  },
});
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.log(
    'queue latency: skipped (set DATABASE_URL to a PostgreSQL server; the embedded database has no cross-process notifications)',
  );
  process.exit(0);
}

const repoRoot = path.resolve(import.meta.dirname, '..');
const scratch = await createScratchDatabase(serverUrl);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-bench-queue-'));
const db = await openDatabase({ databaseUrl: scratch.url, dataDir });

interface Worker {
  child: ChildProcess;
  started: Map<string, number>;
  listening: boolean;
}

async function startWorkers(
  count: number,
  notifications: boolean,
): Promise<{ workers: Worker[]; started: Map<string, number> }> {
  const started = new Map<string, number>();
  const workers = await Promise.all(
    Array.from({ length: count }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'bench/queue-latency-worker.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATABASE_URL: scratch.url,
          DATA_DIR: dataDir,
          BENCH_NOTIFICATIONS: notifications ? 'on' : 'off',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      return new Promise<Worker>((resolve, reject) => {
        const worker: Worker = { child, started, listening: false };
        child.once('exit', (code) => reject(new Error(`bench worker exited with ${code}`)));
        readline.createInterface({ input: child.stdout! }).on('line', (line) => {
          const message = JSON.parse(line) as { ready?: boolean; listening?: boolean; marker?: string; at?: number };
          if (message.ready) {
            worker.listening = Boolean(message.listening);
            resolve(worker);
          } else if (message.marker && !started.has(message.marker)) started.set(message.marker, message.at!);
        });
      });
    }),
  );
  return { workers, started };
}

async function stopWorkers(workers: Worker[]) {
  await Promise.all(
    workers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          child.removeAllListeners('exit');
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
}

async function queueOne(marker: string): Promise<number> {
  const id = newRandomId();
  const queuedAt = performance.timeOrigin + performance.now();
  await db.knex.transaction(async (trx) => {
    await trx('stories').insert({
      id,
      language: 'en',
      audience: 'child',
      storyType: 'classic',
      details: JSON.stringify({
        language: 'en',
        audience: 'child',
        storyType: 'classic',
        storySetting: 'magical-forest',
        recipientDetails: { name: marker, age: '5' },
      }),
      generationStatus: 'creating_story',
      progress: 0,
      currentStep: 1,
    });
    await enqueueStoryJob(trx, id);
  });
  return queuedAt;
}

async function measure(jobs: number, notifications: boolean, workerCount: number): Promise<number[]> {
  const { workers, started } = await startWorkers(workerCount, notifications);
  if (notifications && !workers.every((w) => w.listening)) throw new Error('a bench worker is not listening');
  // Let every worker finish its first look at the (empty) queue and fall asleep.
  await sleep(500);
  const latencies: number[] = [];
  try {
    for (let i = 0; i < jobs; i++) {
      const marker = `bench${notifications ? 'n' : 'p'}${i}`;
      const queuedAt = await queueOne(marker);
      const deadline = Date.now() + 10_000;
      while (!started.has(marker)) {
        if (Date.now() > deadline) throw new Error(`job ${marker} did not start within 10 s`);
        await sleep(1);
      }
      latencies.push(started.get(marker)! - queuedAt);
      // Idle workers again, at a random point of their poll.
      await sleep(50 + Math.random() * 150);
    }
  } finally {
    await stopWorkers(workers);
  }
  return latencies;
}

function summary(name: string, latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  console.log(
    `${name.padEnd(28)} n=${sorted.length}  p50 ${fmt(at(0.5))}  p95 ${fmt(at(0.95))}  max ${fmt(sorted[sorted.length - 1])}`,
  );
  return at(0.95);
}

try {
  const workers = Number(values.workers);
  console.log(
    `queue-to-start latency, ${workers} worker processes, PostgreSQL (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)})`,
  );
  const p95 = summary('LISTEN/NOTIFY', await measure(Number(values.jobs), true, workers));
  summary('poll only (1 s), for contrast', await measure(Number(values['poll-jobs']), false, workers));
  console.log(p95 < 100 ? 'goal met: p95 < 100 ms' : `goal missed: p95 ${p95.toFixed(1)} ms >= 100 ms`);
} finally {
  await db.close();
  await scratch.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
