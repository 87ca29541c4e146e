import type { Command } from 'commander';
import { createUserSchema, type AdminUser } from '@dreamweaver/contracts';
import {
  allPages,
  createUserWithTemporaryPassword,
  isAdminUsername,
  listUsers,
  resetPassword,
  setAdminRole,
  validate,
} from '@dreamweaver/bff';
import { withAdminSession } from '../admin-session.ts';
import { deleteUserCommand } from './users-delete.ts';
import { printJson, printLines, terminalSafe, type CliIo } from '../io.ts';
import { formatTable, shortDateTime, type Column } from '../table.ts';

const userColumns: Column<AdminUser>[] = [
  { header: 'ID', value: (u) => u.id, align: 'right' },
  { header: 'USERNAME', value: (u) => u.username },
  { header: 'EMAIL', value: (u) => u.email },
  { header: 'STORIES', value: (u) => u.storyCount, align: 'right' },
  { header: 'CHILDREN', value: (u) => u.childProfileCount, align: 'right' },
  { header: 'ADMIN', value: (u) => (u.isAdmin ? 'yes' : '-') },
  { header: 'CREATED (UTC)', value: (u) => shortDateTime(u.createdAt) },
];

export function usersCommand(program: Command, io: CliIo) {
  const users = program.command('users').description('create, list, help and delete user accounts');

  listCommand(users, io);
  createCommand(users, io);
  resetPasswordCommand(users, io);
  adminRoleCommands(users, io);
  deleteUserCommand(users, io);
}

/** `users list`: every account as a table (or JSON). */
function listCommand(users: Command, io: CliIo) {
  users
    .command('list')
    .description('list every account with its email and number of stories')
    .option('--json', 'print JSON instead of a table')
    .action(async ({ json }: { json?: boolean }) => {
      const rows = await withAdminSession(io, ({ db }) => allPages((page) => listUsers(db, page)));
      if (json) printJson(io, rows);
      else printLines(io, rows.length ? formatTable(userColumns, rows) : 'No users found');
    });
}

/** `users create <username>`: a new account with a temporary password (and maybe a welcome email). */
function createCommand(users: Command, io: CliIo) {
  users
    .command('create')
    .description('create an account with a temporary password (this is how the admin account is made)')
    .argument('<username>', 'the new account name (3 to 50 characters)')
    .option('--email <address>', 'send a welcome email with the username and temporary password')
    .option('--admin', 'give the account the admin role (the name in ADMIN_USERNAME gets it without this)')
    .option('--json', 'print JSON instead of text')
    .action(async (username: string, { email, admin, json }: { email?: string; admin?: boolean; json?: boolean }) => {
      const input = validate(createUserSchema, { username, email });
      let madeAdmin = false;
      const created = await withAdminSession(io, (session) => {
        // Creating the account named in ADMIN_USERNAME is how the admin is made; the role is
        // stored, so a later change of the setting gives no existing account admin rights.
        madeAdmin = admin === true || isAdminUsername(input.username, session.accountRules);
        return createUserWithTemporaryPassword(session.db, input, {
          rules: session.accountRules,
          allowAdminName: true,
          admin: madeAdmin,
          mailer: session.mailer,
          publicUrl: session.settings.PUBLIC_URL,
          logger: session.logger,
        });
      });
      if (created.email && !created.welcomeEmailSent) {
        io.err(
          terminalSafe(
            `warning: the welcome email to ${created.email} could not be sent; pass the password on yourself\n`,
          ),
        );
      }
      if (json) return printJson(io, created);
      printLines(
        io,
        `Created user ${created.username} (id ${created.id}).`,
        `Username:           ${created.username}`,
        `Temporary password: ${created.temporaryPassword}`,
        ...(madeAdmin ? ['Role:               admin'] : []),
        'The temporary password works for 24 hours and must be changed at the first sign-in.',
        ...(created.welcomeEmailSent ? [`A welcome email went to ${created.email}.`] : []),
      );
    });
}

/** `users reset-password <username>`: a new temporary password. */
function resetPasswordCommand(users: Command, io: CliIo) {
  users
    .command('reset-password')
    .description("give an account a new temporary password (also the admin's way back in)")
    .argument('<username>', 'the account name (or its id)')
    .option('--json', 'print JSON instead of text')
    .action(async (username: string, { json }: { json?: boolean }) => {
      const reset = await withAdminSession(io, ({ db, accountRules }) => resetPassword(db, username, accountRules));
      if (json) return printJson(io, reset);
      printLines(
        io,
        `Username:           ${reset.username}`,
        `Temporary password: ${reset.temporaryPassword}`,
        'The temporary password works for 24 hours and must be changed at sign-in.',
      );
    });
}

/** `users grant-admin|revoke-admin <username>`: the admin role given or taken. */
function adminRoleCommands(users: Command, io: CliIo) {
  for (const [name, isAdmin] of [
    ['grant-admin', true],
    ['revoke-admin', false],
  ] as const) {
    users
      .command(name)
      .description(
        isAdmin ? 'give an account the admin role (the only way to grant it)' : 'take the admin role from an account',
      )
      .argument('<username>', 'the account name (or its id)')
      .option('--json', 'print JSON instead of text')
      .action(async (username: string, { json }: { json?: boolean }) => {
        const result = await withAdminSession(io, ({ db }) => setAdminRole(db, username, isAdmin));
        if (json) return printJson(io, result);
        const now = isAdmin ? 'is an admin' : 'is not an admin';
        printLines(io, `${result.username} (id ${result.id}) ${result.changed ? 'now ' : 'already '}${now}.`);
      });
  }
}
