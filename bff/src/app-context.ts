import type { Knex } from 'knex';
import type { Logger } from './logger.ts';
import { createMailer, type Mailer } from './mail/index.ts';
import type { Settings } from './settings.ts';
import { mediaStoreFromSettings, type MediaStore } from './services/media-store.ts';
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

export function accountRulesFrom(settings: Settings): AccountRules {
  return { adminUsername: settings.ADMIN_USERNAME, scryptLogN: settings.SCRYPT_LOG_N };
}

/** The context of a bff process; only the database, settings, logger and cookie secret vary. */
export function createAppContext(parts: { db: Knex; settings: Settings; logger: Logger; sessionSecret: string; media?: MediaStore }): AppContext {
  const { settings, logger } = parts;
  return {
    ...parts,
    mailer: createMailer({ settings, logger }),
    accountRules: accountRulesFrom(settings),
    media: parts.media ?? mediaStoreFromSettings(settings),
  };
}
