import type { Knex } from 'knex';

// The Recent Stories gallery shows only stories their creator chose to share, under a gallery id
// of their own (128 random bits) so the public list never hands out a story id, the capability
// to read the story. An admin can hide any story from the gallery; samples are the product's own
// stories with invented names, made on first start so the home page is not empty.
export async function up(knex: Knex) {
  await knex.schema.alterTable('stories', (t) => {
    // Null while not shared; a new one at every share, so an old cover URL dies with un-sharing.
    t.string('gallery_id', 32).nullable().unique();
    t.timestamp('shared_at', { useTz: true }).nullable();
    t.boolean('gallery_hidden').notNullable().defaultTo(false);
    t.boolean('is_sample').notNullable().defaultTo(false);
  });
  await knex.raw(
    'create index stories_gallery_recent on stories (created_at desc) where gallery_id is not null and not gallery_hidden',
  );
}

export async function down(knex: Knex) {
  await knex.raw('drop index if exists stories_gallery_recent');
  await knex.schema.alterTable('stories', (t) => {
    t.dropColumn('is_sample');
    t.dropColumn('gallery_hidden');
    t.dropColumn('shared_at');
    t.dropColumn('gallery_id');
  });
}
