import { Argument, type Command } from 'commander';
import { MIGRATE_DIRECTIONS, runMigrations, type MigrateDirection, type MigrateResult } from '@dreamweaver/bff';
import { withAdminSession } from '../admin-session.ts';
import { printJson, printLines, type CliIo } from '../io.ts';

const summary = (result: MigrateResult): string => {
  switch (result.direction) {
    case 'latest':
      return result.applied.length
        ? `Applied ${result.applied.length} migrations: ${result.applied.join(', ')}`
        : 'The database is up to date.';
    case 'down':
      return result.undone.length
        ? `Rolled back ${result.undone.length} migrations: ${result.undone.join(', ')}`
        : 'Nothing to roll back.';
    case 'status':
      return `Applied: ${result.applied}, pending: ${result.pending}`;
  }
};

export function dbCommand(program: Command, io: CliIo) {
  const db = program.command('db').description('look after the database');

  // The one migrate command: `npm run migrate [-- down|status]` runs this too.
  db.command('migrate')
    .description(
      'bring the database schema up to date (the server also does this at start), undo the last batch, or count what is pending',
    )
    .addArgument(
      new Argument('[direction]', 'latest, down (undo the last batch) or status')
        .choices(MIGRATE_DIRECTIONS)
        .default('latest'),
    )
    .option('--json', 'print JSON instead of text')
    .action(async (direction: MigrateDirection, { json }: { json?: boolean }) => {
      const result = await withAdminSession(
        io,
        ({ db: knex, databaseKind, settings }) =>
          runMigrations(knex, databaseKind, direction, { dataDir: settings.dataDir }),
        { migrate: false },
      );
      if (json) {
        const { direction: _, ...fields } = result;
        return printJson(io, fields);
      }
      printLines(io, summary(result));
    });
}
