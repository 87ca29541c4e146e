// The bff's one public entry (package.json "exports": "."): what storyctl in cli/ and any other
// tool may use. Everything else under src/ is the bff's own; a test in cli/test keeps it so.

// Opening the bff as a tool: settings, database, mailer and account rules, built as the server builds them.
export { openAppContext, type OpenAppContext } from './app-context.ts';
export { loadSettings, SettingsError } from './settings.ts';
export { outboxDir } from './mail/outbox.ts';

// The database: one migrate command (storyctl db migrate, npm run migrate) and why opening can fail.
export { DatabaseUnavailableError } from './db/database.ts';
export { EmbeddedDatabaseError } from './db/embedded-postgres.ts';
export { MIGRATE_DIRECTIONS, runMigrations, type MigrateDirection, type MigrateResult } from './db/migrate.ts';

// Input checks and errors, shared with the HTTP routes.
export { validate } from './validation.ts';
export { AppError, describeAppError } from './errors.ts';

// The services the admin's tools call.
export {
  createUserWithTemporaryPassword,
  findUserByReference,
  listUsers,
  resetPassword,
  setAdminRole,
} from './services/admin-users.ts';
export { isAdminUsername } from './services/user-service.ts';
export { assignStory, listStories, retryStory, setGalleryHidden, showStory } from './services/admin-stories.ts';
export { childProfileCounts } from './services/child-profiles.ts';
export { deleteAccount } from './services/account-deletion.ts';
export { refundStoryPayment } from './services/payment-refund.ts';
export { createPaymentProvider } from './payments/index.ts';
export { migrateMediaToS3, type MediaMigrationProgress } from './services/media-migration.ts';
export { mediaFolderOf } from './services/media-store.ts';
export { createS3MediaStore, s3OptionsFrom, type S3MediaStore } from './services/s3-media-store.ts';
export { allPages } from './services/paging.ts';
export { dollars, storyUsage } from './generation/cost/spend.ts';
export { aiBudgetReport } from './generation/cost/budget.ts';
