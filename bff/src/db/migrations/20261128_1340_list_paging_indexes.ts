import type { Knex } from 'knex';

// Indexes for the keyset-paged lists (services/paging.ts), so a page reads only its own rows at a
// million stories: every list is ordered by (created_at, id) newest first, or users by id.
// - the admin's story list, whole or only the failed ones;
// - one user's stories (the admin's and My Stories), which replaces (user_id, created_at);
// - the admin's search, a case-insensitive "contains" on the title or the id: trigram indexes
//   (pg_trgm, loaded into the embedded database as an extension, in contrib of a PostgreSQL server).
export async function up(knex: Knex) {
  await knex.raw('create extension if not exists pg_trgm');
  await knex.raw('create index stories_created_id on stories (created_at, id)');
  await knex.raw(
    "create index stories_failed_created_id on stories (created_at, id) where generation_status = 'failed'",
  );
  await knex.raw('create index stories_user_created_id on stories (user_id, created_at, id)');
  await knex.raw('drop index if exists stories_user_id_created_at_index');
  await knex.raw('drop index if exists stories_created_at_index');
  await knex.raw('create index stories_title_trigram on stories using gin (title gin_trgm_ops)');
  await knex.raw('create index stories_id_trigram on stories using gin (id gin_trgm_ops)');
}

export async function down(knex: Knex) {
  await knex.raw('drop index if exists stories_id_trigram');
  await knex.raw('drop index if exists stories_title_trigram');
  await knex.raw('create index if not exists stories_created_at_index on stories (created_at)');
  await knex.raw('create index if not exists stories_user_id_created_at_index on stories (user_id, created_at)');
  await knex.raw('drop index if exists stories_user_created_id');
  await knex.raw('drop index if exists stories_failed_created_id');
  await knex.raw('drop index if exists stories_created_id');
}
