import { openDatabase } from './db/database.ts';
import { startGenerationWorker } from './generation/worker.ts';
import { createLogger } from './logger.ts';
import { loadSettings } from './settings.ts';

// `npm run worker`: story generation in its own process; start as many as the load needs.
async function main() {
  const settings = loadSettings();
  const logger = createLogger(settings.LOG_LEVEL);
  const database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.dataDir, role: 'joiner', logger });
  const worker = startGenerationWorker({ db: database.knex, settings, logger });
  logger.info('Dreamweaver generation worker is running', { worker: worker.id, database: database.kind });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('generation worker shutting down', { signal });
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: Error) => {
  console.error(`Dreamweaver worker could not start: ${error.message}`);
  if (process.env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
});
