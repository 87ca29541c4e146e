import type { Command } from 'commander';
import { withAdminSession } from '../admin-session.ts';
import { printJson, printLines, type CliIo } from '../io.ts';

export function dbCommand(program: Command, io: CliIo) {
  const db = program.command('db').description('look after the database');

  db.command('migrate')
    .description('bring the database schema up to date (the server also does this at start)')
    .option('--json', 'print JSON instead of text')
    .action(async ({ json }: { json?: boolean }) => {
      const applied = await withAdminSession(
        io,
        async ({ db: knex }) => {
          const [, names] = (await knex.migrate.latest()) as [number, string[]];
          return names;
        },
        { migrate: false },
      );
      if (json) return printJson(io, { applied });
      printLines(io, applied.length ? `Applied ${applied.length} migrations: ${applied.join(', ')}` : 'The database is up to date.');
    });
}
