import { openDatabase } from './db/database.ts';
import { startGenerationWorker } from './generation/worker.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail/index.ts';
import { createPaymentProvider } from './payments/index.ts';
import { startCheckoutReconciler } from './services/checkout-reconciler.ts';
import { runMain, stopOnSignals } from './process-lifecycle.ts';
import { mediaStoreFromSettings } from './services/media-store-from-settings.ts';
import { buildBooksAhead, downloadOrigin, warmBookThreads } from './services/story-download.ts';
import { loadSettings } from './settings.ts';
import { startupModes } from './startup-modes.ts';

// `npm run worker`: story generation in its own process; start as many as the load needs.
async function main() {
  // What we write in DATA_DIR (the database, media, the outbox) is for this user alone.
  process.umask(0o077);
  const settings = loadSettings();
  const logger = createLogger(settings.LOG_LEVEL);
  logger.info('Dreamweaver worker modes', { ...startupModes(settings) });
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.dataDir,
    role: 'joiner',
    logger,
  });
  const media = mediaStoreFromSettings(settings);
  // Each story's books (EPUB, PDF) are built ahead in this process's book threads: the free preview's
  // as soon as scene 1 is ready, the whole story's as soon as it is complete.
  const onStoryReady = buildBooksAhead(database.knex, media, { origin: downloadOrigin(settings), logger });
  const worker = startGenerationWorker({
    db: database.knex,
    settings,
    logger,
    media,
    onStoryReady,
    onPreviewReady: onStoryReady,
    onStoryStarted: warmBookThreads,
  });
  // Paid checkouts never fulfilled (a crash between card and unlock, a lost webhook) are mended
  // here too, so a deployment whose web hosts are down or few still reconciles. Every process
  // that runs it takes turns through one lock in the database (periodic_tasks): one host at a time.
  const reconciler = startCheckoutReconciler({
    db: database.knex,
    provider: createPaymentProvider(database.knex, settings),
    mailer: createMailer({ settings, logger }),
    logger,
    publicUrl: settings.PUBLIC_URL,
  });
  logger.info('Dreamweaver generation worker is running', { worker: worker.id, database: database.kind });

  // SIGTERM: running stories go back to the queue for another worker, within SHUTDOWN_GRACE_SECONDS.
  stopOnSignals(
    logger,
    async () => {
      reconciler.stop();
      await worker.stop();
      await database.close();
    },
    { graceMs: settings.SHUTDOWN_GRACE_SECONDS * 1000 },
  );
}

runMain('Dreamweaver worker', main);
