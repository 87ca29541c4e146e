import type { Knex } from 'knex';
import * as users from './20261122_0001_users.ts';
import * as storiesAndScenes from './20261122_0002_stories_and_scenes.ts';
import * as payments from './20261122_0003_payments.ts';
import * as sessionsAndThrottle from './20261122_0004_sessions_and_sign_in_throttle.ts';
import * as paymentDelivery from './20261123_0401_payment_delivery_sandbox_and_stripe_events.ts';
import * as generationJobs from './20261123_0301_generation_jobs.ts';
import * as storyGallerySharing from './20261123_1101_story_gallery_sharing.ts';
import * as generationDeadline from './20261123_1201_generation_deadline_and_refunds.ts';
import * as usernameKey from './20261123_1301_username_key.ts';
import * as storyLinkEmailRequests from './20261123_1301_story_link_email_requests.ts';
import * as storyFailureKind from './20261123_1601_story_failure_kind.ts';
import * as sceneSentenceStarts from './20261123_1701_scene_sentence_starts.ts';
import * as storyVariety from './20261125_2401_story_variety.ts';
import * as checkoutPrice from './20261125_2501_checkout_price.ts';
import * as periodicTasks from './20261125_2502_periodic_tasks.ts';
import * as adminRole from './20261125_2601_admin_role.ts';
import * as temporaryPasswords from './20261125_2602_temporary_passwords.ts';
import * as knownSignInAddresses from './20261126_2501_known_sign_in_addresses.ts';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

// Every migration, in order. Add new ones at the end; never rename or reorder a shipped one.
const migrations: [name: string, migration: Migration][] = [
  ['20261122_0001_users', users],
  ['20261122_0002_stories_and_scenes', storiesAndScenes],
  ['20261122_0003_payments', payments],
  ['20261122_0004_sessions_and_sign_in_throttle', sessionsAndThrottle],
  ['20261123_0401_payment_delivery_sandbox_and_stripe_events', paymentDelivery],
  ['20261123_0301_generation_jobs', generationJobs],
  ['20261123_1101_story_gallery_sharing', storyGallerySharing],
  ['20261123_1201_generation_deadline_and_refunds', generationDeadline],
  ['20261123_1301_username_key', usernameKey],
  ['20261123_1301_story_link_email_requests', storyLinkEmailRequests],
  ['20261123_1601_story_failure_kind', storyFailureKind],
  ['20261123_1701_scene_sentence_starts', sceneSentenceStarts],
  ['20261125_2401_story_variety', storyVariety],
  ['20261125_2501_checkout_price', checkoutPrice],
  ['20261125_2502_periodic_tasks', periodicTasks],
  ['20261125_2601_admin_role', adminRole],
  ['20261125_2602_temporary_passwords', temporaryPasswords],
  ['20261126_2501_known_sign_in_addresses', knownSignInAddresses],
];

export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
