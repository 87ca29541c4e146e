import type { Knex } from 'knex';

// The media folders of deleted stories (pictures, narration in the child's name, recorded voices,
// books) waiting to be emptied. A folder is written in the same transaction that deletes the
// story, so a crash or a store outage between the two cannot leave files nobody will delete; it
// is emptied at once and again by a sweep, until a story still being written can no longer add to it.
export async function up(knex: Knex) {
  await knex.schema.createTable('media_purges', (t) => {
    t.string('folder', 200).primary();
    t.timestamp('requested_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('purged_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('media_purges');
}
