import http from 'node:http';
import { accountRulesFrom, type AppContext } from './app-context.ts';
import { createApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail/index.ts';
import { startStoryLinkEmailRetries } from './services/payment-story-link-email.ts';
import { resolveSessionSecret } from './session-secret.ts';
import { deleteExpiredSessions } from './services/session-store.ts';
import { startGenerationWorker } from './generation/worker.ts';
import { loadSettings } from './settings.ts';

// `npm start`: the whole product in one process on the embedded defaults unless settings say otherwise.
async function main() {
  const settings = loadSettings();
  const logger = createLogger(settings.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.dataDir,
    role: 'server',
    logger,
  });
  const context: AppContext = {
    db: database.knex,
    settings,
    logger,
    mailer: createMailer({ settings, logger }),
    accountRules: accountRulesFrom(settings),
    sessionSecret: resolveSessionSecret(settings.SESSION_SECRET, settings.dataDir),
  };
  const server = http.createServer(createApp(context).callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.PORT, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.PORT;
  logger.info('Dreamweaver is listening', { url: `http://localhost:${port}`, database: database.kind });
  // Story generation runs in this process by default; `npm run worker` adds more workers.
  const generationWorker = startGenerationWorker({ db: database.knex, settings, logger });

  const stopEmailRetries = startStoryLinkEmailRetries({
    db: database.knex,
    mailer: context.mailer,
    logger,
    publicUrl: settings.PUBLIC_URL,
  });
  const sweeper = setInterval(() => {
    deleteExpiredSessions(database.knex).catch((error) => logger.warn('session sweep failed', { error }));
  }, 60 * 60_000);
  sweeper.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    clearInterval(sweeper);
    stopEmailRetries();
    server.closeIdleConnections?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await generationWorker.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: Error) => {
  // One clear line for a bad setting or an unusable database; details only in debug.
  console.error(`Dreamweaver could not start: ${error.message}`);
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
});
