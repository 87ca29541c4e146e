import type { Knex } from 'knex';

// Where each sentence of a scene starts in its narration (a JSON array of seconds), when the
// narrator recorded it: the offline narrator pauses between sentences, so the viewer's read-along
// cannot simply share the duration out by sentence length.
export async function up(knex: Knex) {
  await knex.schema.alterTable('scenes', (t) => {
    t.text('sentence_starts').nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('scenes', (t) => {
    t.dropColumn('sentence_starts');
  });
}
