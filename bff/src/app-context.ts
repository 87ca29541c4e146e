import type { Knex } from 'knex';
import { openDatabase, type Database } from './db/database.ts';
import type { EmbeddedRole } from './db/embedded-postgres.ts';
import { createLogger, type Logger, type LogLevel } from './logger.ts';
import { createMailer, type Mailer } from './mail/index.ts';
import { loadSettings, type Settings } from './settings.ts';
import type { MediaStore } from './services/media-store.ts';
import { mediaStoreFromSettings } from './services/media-store-from-settings.ts';
import type { AccountRules } from './services/user-service.ts';

/** What the routes and background work of one bff process share. Built once in main.ts (or a test). */
export interface AppContext {
  db: Knex;
  settings: Settings;
  logger: Logger;
  mailer: Mailer;
  accountRules: AccountRules;
  sessionSecret: string;
  /** Pictures and narration: DATA_DIR/media, or the S3 bucket of the settings. */
  media: MediaStore;
}

function accountRulesFrom(settings: Settings): AccountRules {
  return { adminUsername: settings.ADMIN_USERNAME, scryptLogN: settings.SCRYPT_LOG_N };
}

/** The context of a bff process; only the database, settings, logger and cookie secret vary. */
export function createAppContext(parts: {
  db: Knex;
  settings: Settings;
  logger: Logger;
  sessionSecret: string;
  media?: MediaStore;
}): AppContext {
  const { settings, logger } = parts;
  return {
    ...parts,
    mailer: createMailer({ settings, logger }),
    accountRules: accountRulesFrom(settings),
    media: parts.media ?? mediaStoreFromSettings(settings),
  };
}

/** What a tool such as storyctl works with: the server's context without its cookie secret, plus the open database. */
export interface OpenAppContext extends Omit<AppContext, 'sessionSecret'> {
  /** `postgres` for DATABASE_URL, `embedded` for PGlite in DATA_DIR. */
  databaseKind: Database['kind'];
  /** Closes the database (and a bucket client, if one was made): an open pool or PGlite keeps the process alive. */
  close(): Promise<void>;
}

export interface OpenAppContextOptions {
  /** Where the settings come from (process.env by default). */
  env?: NodeJS.ProcessEnv;
  /** Tools join whoever owns the embedded database; the server prefers to own it. */
  role?: EmbeddedRole;
  /** Bring the schema up to date on opening (default); `storyctl db migrate` does that itself. */
  migrate?: boolean;
  /** The log level; the settings' LOG_LEVEL by default. */
  logLevel?: LogLevel;
}

/**
 * Opens the database as the bff does (DATABASE_URL, else the embedded database in DATA_DIR,
 * joining a running server's socket when there is one) and builds the context createAppContext
 * builds around it. The media store is made on first use, so a tool that never touches media
 * does not load the S3 SDK.
 */
export async function openAppContext({
  env = process.env,
  role = 'client',
  migrate = true,
  logLevel,
}: OpenAppContextOptions = {}): Promise<OpenAppContext> {
  const settings = loadSettings(env);
  const logger = createLogger(logLevel ?? settings.LOG_LEVEL);
  const database = await openDatabase({
    databaseUrl: settings.DATABASE_URL,
    dataDir: settings.dataDir,
    role,
    migrate,
    logger,
  });
  let media: MediaStore | undefined;
  return {
    db: database.knex,
    databaseKind: database.kind,
    settings,
    logger,
    mailer: createMailer({ settings, logger }),
    accountRules: accountRulesFrom(settings),
    get media() {
      return (media ??= mediaStoreFromSettings(settings));
    },
    async close() {
      if (media && 'close' in media && typeof media.close === 'function') media.close();
      await database.close();
    },
  };
}
