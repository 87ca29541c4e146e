import { openDatabase } from './db/database.ts';
import { startGenerationWorker } from './generation/worker.ts';
import { createLogger } from './logger.ts';
import { runMain, stopOnSignals } from './process-lifecycle.ts';
import { mediaStoreFromSettings } from './services/media-store.ts';
import { buildBooksAhead } from './services/story-download.ts';
import { loadSettings } from './settings.ts';

// `npm run worker`: story generation in its own process; start as many as the load needs.
async function main() {
  const settings = loadSettings();
  const logger = createLogger(settings.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.dataDir, role: 'joiner', logger });
  const media = mediaStoreFromSettings(settings);
  // Each story's books (EPUB, PDF) are built ahead as soon as it is complete, in this process's book threads.
  const onStoryReady = buildBooksAhead(database.knex, media, logger);
  const worker = startGenerationWorker({ db: database.knex, settings, logger, media, onStoryReady });
  logger.info('Dreamweaver generation worker is running', { worker: worker.id, database: database.kind });

  // SIGTERM: running stories go back to the queue for another worker, within SHUTDOWN_GRACE_SECONDS.
  stopOnSignals(
    logger,
    async () => {
      await worker.stop();
      await database.close();
    },
    { graceMs: settings.SHUTDOWN_GRACE_SECONDS * 1000 },
  );
}

runMain('Dreamweaver worker', main);
