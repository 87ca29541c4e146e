import { openDatabase } from '../bff/src/db/database.ts';
import type { StoryEngine } from '../bff/src/generation/engine.ts';
import { startGenerationWorker } from '../bff/src/generation/worker.ts';
import { createLogger } from '../bff/src/logger.ts';
import { loadSettings } from '../bff/src/settings.ts';

// One worker process of bench/queue-latency.bench.ts: its engine reports the moment a story's
// generation starts (the child's name is the bench's marker) and then gives the story up at once.

const settings = loadSettings({ ...process.env, LOG_LEVEL: 'silent' });
const database = await openDatabase({
  databaseUrl: settings.DATABASE_URL,
  dataDir: settings.dataDir,
  role: 'joiner',
  migrate: false,
});
const refuse = () => Promise.reject(new Error('bench: not generating'));
const engine: StoryEngine = {
  name: 'bench',
  async writeStory(brief) {
    const at = performance.timeOrigin + performance.now();
    process.stdout.write(
      `${JSON.stringify({ marker: (brief as { recipientDetails: { name: string } }).recipientDetails.name, at })}\n`,
    );
    return refuse();
  },
  illustrateScene: refuse,
  narrateScene: refuse,
};
const worker = startGenerationWorker({
  db: database.knex,
  settings,
  logger: createLogger('silent'),
  engine,
  notifications: process.env.BENCH_NOTIFICATIONS !== 'off',
  retry: { attempts: 1, baseDelayMs: 0, maxDelayMs: 0 },
});
process.stdout.write(`${JSON.stringify({ ready: true, listening: await worker.listening() })}\n`);
process.on('SIGTERM', async () => {
  await worker.stop();
  await database.close();
  process.exit(0);
});
