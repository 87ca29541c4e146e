import { openDatabase } from './database.ts';
import { loadSettings } from '../settings.ts';

// `npm run migrate` brings the database up to date; `npm run migrate -- down` undoes the last batch.
const direction = process.argv[2] ?? 'latest';
if (!['latest', 'down', 'status'].includes(direction)) {
  console.error(`Unknown migrate command "${direction}": use latest, down or status`);
  process.exit(2);
}

try {
  const settings = loadSettings();
  const database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.dataDir, migrate: false });
  try {
    if (direction === 'latest') {
      const [, applied] = await database.knex.migrate.latest();
      console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date');
    } else if (direction === 'down') {
      const [, undone] = await database.knex.migrate.rollback();
      console.log(undone.length ? `Rolled back: ${undone.join(', ')}` : 'Nothing to roll back');
    } else {
      const [done, pending] = await database.knex.migrate.list();
      console.log(`Applied: ${done.length}, pending: ${pending.length}`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(`Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
