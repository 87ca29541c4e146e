import http from 'node:http';
import type { Knex } from 'knex';
import { createAppContext, type AppContext } from './app-context.ts';
import { createApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { createLogger, type Logger } from './logger.ts';
import { startStoryLinkEmailRetries } from './services/payment-story-link-email.ts';
import { startCheckoutReconciler } from './services/checkout-reconciler.ts';
import { startMediaPurgeSweep } from './services/story-media-purge.ts';
import { createPaymentProvider } from './payments/index.ts';
import { ensureSampleStories } from './services/sample-stories.ts';
import { resolveSessionSecret } from './session-secret.ts';
import { deleteExpiredSessions } from './services/session-store.ts';
import { startGenerationWorker } from './generation/worker.ts';
import { buildBooksAhead, downloadOrigin, warmBookThreads } from './services/story-download.ts';
import { serverFor } from './generation/create-engine.ts';
import { warmUpOfflineEngine } from './generation/offline/offline-engine.ts';
import { drainHttpServer, runMain, stopOnSignals } from './process-lifecycle.ts';
import { loadSettings, type Settings } from './settings.ts';
import { startupModes } from './startup-modes.ts';

// `npm start`: the whole product in one process on the embedded defaults unless settings say otherwise.
async function main() {
  // What we write in DATA_DIR (the database, media, the outbox) is for this user alone.
  process.umask(0o077);
  const settings = loadSettings();
  const logger = createLogger(settings.LOG_LEVEL);
  // Once, first: what this process runs on (payments, mail, AI servers, …), before anything can wait.
  logger.info('Dreamweaver modes', { ...startupModes(settings) });
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.dataDir,
    role: 'server',
    logger,
  });
  const context = createAppContext({
    db: database.knex,
    settings,
    logger,
    sessionSecret: resolveSessionSecret(settings.SESSION_SECRET, settings.dataDir),
  });
  const server = http.createServer(createApp(context).callback());
  const port = await listen(server, settings.PORT);
  logger.info('Dreamweaver is listening', {
    url: `http://localhost:${port}`,
    database: database.kind,
    media: context.media.kind,
  });
  // Story generation runs in this process by default; `npm run worker` adds more workers, and
  // WORKER=off leaves it to them alone (a bff host behind a load balancer).
  // Each story's books (EPUB, PDF) are built ahead, off the event loop: the free preview's as soon as
  // scene 1 is ready, the whole story's as soon as it is complete.
  const onStoryReady = buildBooksAhead(database.knex, context.media, { origin: downloadOrigin(settings), logger });
  const generationWorker =
    settings.WORKER === 'on'
      ? startGenerationWorker({
          db: database.knex,
          settings,
          logger,
          media: context.media,
          onStoryReady,
          onPreviewReady: onStoryReady,
          onStoryStarted: warmBookThreads,
        })
      : undefined;
  if (generationWorker && !serverFor(settings, 'speech') && settings.SPEECH_WARM_UP === 'on') {
    // Offline narration: the speech processes start and practise now, not during the first stories.
    warmUpOfflineEngine().catch((error) => logger.warn('could not warm up the offline engine', { error }));
  }
  if (settings.SAMPLE_STORIES === 'on') {
    // A new installation's home page shows a few shared sample stories (made once, in the background).
    ensureSampleStories(database.knex)
      .then((created) => created > 0 && logger.info('sample stories queued for the gallery', { count: created }))
      .catch((error) => logger.warn('could not create the sample stories', { error }));
  }

  const stopBackgroundJobs = startBackgroundJobs(database.knex, context, settings, logger);

  // SIGTERM: no new connections, in-flight requests answered, running stories handed back to the
  // queue (another worker takes them at once), all within SHUTDOWN_GRACE_SECONDS.
  stopOnSignals(
    logger,
    async () => {
      stopBackgroundJobs();
      await Promise.all([drainHttpServer(server), generationWorker?.stop()]);
      await database.close();
    },
    { graceMs: settings.SHUTDOWN_GRACE_SECONDS * 1000 },
  );
}

/** Listens on `port` (0: any free one) and answers the port it got. */
async function listen(server: http.Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, resolve);
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}

/** The story-link email retries, the checkout reconciler, the session sweep and the deleted stories' media sweep; answers how to stop them. */
function startBackgroundJobs(db: Knex, context: AppContext, settings: Settings, logger: Logger): () => void {
  const stopEmailRetries = startStoryLinkEmailRetries({
    db,
    mailer: context.mailer,
    logger,
    publicUrl: settings.PUBLIC_URL,
  });
  // Paid checkouts that were never fulfilled (a crash between card and unlock, a lost webhook):
  // fulfilled now and every few minutes, by one host at a time.
  const reconciler = startCheckoutReconciler({
    db,
    provider: createPaymentProvider(db, settings),
    mailer: context.mailer,
    logger,
    publicUrl: settings.PUBLIC_URL,
  });
  const sweeper = setInterval(() => {
    deleteExpiredSessions(db).catch((error) => logger.warn('session sweep failed', { error }));
  }, 60 * 60_000);
  sweeper.unref();
  const stopMediaPurge = startMediaPurgeSweep(db, context.media, logger);
  return () => {
    clearInterval(sweeper);
    stopMediaPurge();
    stopEmailRetries();
    reconciler.stop();
  };
}

runMain('Dreamweaver', main);
