import type { Knex } from 'knex';

// Series: a story made from a child profile may continue that profile's series. `episode` is its
// number in the series, `series_title` the series' name as it was when the episode was ordered
// (in the story's language), and `recap` the one line about the last episode that opens it (put
// in front of scene 1's text once the text is written, never sent to an AI service).
export async function up(knex: Knex) {
  await knex.schema.alterTable('stories', (t) => {
    t.integer('episode').nullable();
    t.text('series_title').nullable();
    t.text('recap').nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('stories', (t) => {
    t.dropColumn('recap');
    t.dropColumn('series_title');
    t.dropColumn('episode');
  });
}
