import type { Knex } from 'knex';
import { accountRulesFrom } from '@dreamweaver/bff/app-context.ts';
import { openDatabase } from '@dreamweaver/bff/db/database.ts';
import { createLogger, type Logger } from '@dreamweaver/bff/logger.ts';
import { createMailer, type Mailer } from '@dreamweaver/bff/mail/index.ts';
import type { AccountRules } from '@dreamweaver/bff/services/user-service.ts';
import { loadSettings, type Settings } from '@dreamweaver/bff/settings.ts';
import type { CliIo } from './io.ts';

/** What a storyctl command works with: the bff's own settings, database and mailer. */
export interface AdminSession {
  db: Knex;
  databaseKind: 'postgres' | 'embedded';
  settings: Settings;
  rules: AccountRules;
  mailer: Mailer;
  logger: Logger;
}

/**
 * Opens the database as the bff would (DATABASE_URL, else the embedded database in DATA_DIR,
 * joining a running server's socket when there is one), runs the command, and always closes
 * the database again: an open pool or PGlite would keep the process alive.
 */
export async function withAdminSession<T>(
  io: CliIo,
  command: (session: AdminSession) => Promise<T>,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<T> {
  const settings = loadSettings(io.env);
  // The bff logs JSON lines to stdout; the CLI's output is its own, so only debugging shows them.
  const logger = createLogger(settings.LOG_LEVEL === 'debug' ? 'debug' : 'silent');
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.dataDir,
    role: 'client',
    migrate,
    logger,
  });
  try {
    return await command({
      db: database.knex,
      databaseKind: database.kind,
      settings,
      rules: accountRulesFrom(settings),
      mailer: createMailer({ settings, logger }),
      logger,
    });
  } finally {
    await database.close();
  }
}
