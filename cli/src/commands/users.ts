import type { Command } from 'commander';
import { createUserSchema, type AdminUser } from '@dreamweaver/contracts';
import { createUserWithTemporaryPassword, listUsers, resetPassword, validate } from '@dreamweaver/bff';
import { withAdminSession } from '../admin-session.ts';
import { printJson, printLines, type CliIo } from '../io.ts';
import { formatTable, shortDateTime, type Column } from '../table.ts';

const userColumns: Column<AdminUser>[] = [
  { header: 'ID', value: (u) => u.id, align: 'right' },
  { header: 'USERNAME', value: (u) => u.username },
  { header: 'EMAIL', value: (u) => u.email },
  { header: 'STORIES', value: (u) => u.storyCount, align: 'right' },
  { header: 'CREATED (UTC)', value: (u) => shortDateTime(u.createdAt) },
];

export function usersCommand(program: Command, io: CliIo) {
  const users = program.command('users').description('create, list and help user accounts');

  users
    .command('list')
    .description('list every account with its email and number of stories')
    .option('--json', 'print JSON instead of a table')
    .action(async ({ json }: { json?: boolean }) => {
      const rows = await withAdminSession(io, ({ db }) => listUsers(db));
      if (json) printJson(io, rows);
      else printLines(io, rows.length ? formatTable(userColumns, rows) : 'No users found');
    });

  users
    .command('create')
    .description('create an account with a temporary password (this is how the admin account is made)')
    .argument('<username>', 'the new account name (3 to 50 characters)')
    .option('--email <address>', 'send a welcome email with the username and temporary password')
    .option('--json', 'print JSON instead of text')
    .action(async (username: string, { email, json }: { email?: string; json?: boolean }) => {
      const input = validate(createUserSchema, { username, email });
      const created = await withAdminSession(io, (session) =>
        createUserWithTemporaryPassword(session.db, input, {
          rules: session.accountRules,
          allowAdminName: true,
          mailer: session.mailer,
          publicUrl: session.settings.PUBLIC_URL,
          logger: session.logger,
        }),
      );
      if (created.email && !created.welcomeEmailSent) {
        io.err(`warning: the welcome email to ${created.email} could not be sent; pass the password on yourself\n`);
      }
      if (json) return printJson(io, created);
      printLines(
        io,
        `Created user ${created.username} (id ${created.id}).`,
        `Username:           ${created.username}`,
        `Temporary password: ${created.temporaryPassword}`,
        ...(created.welcomeEmailSent ? [`A welcome email went to ${created.email}.`] : []),
      );
    });

  users
    .command('reset-password')
    .description('give an account a new temporary password (also the admin\'s way back in)')
    .argument('<username>', 'the account name (or its id)')
    .option('--json', 'print JSON instead of text')
    .action(async (username: string, { json }: { json?: boolean }) => {
      const reset = await withAdminSession(io, ({ db, accountRules }) => resetPassword(db, username, accountRules));
      if (json) return printJson(io, reset);
      printLines(io, `Username:           ${reset.username}`, `Temporary password: ${reset.temporaryPassword}`);
    });
}
