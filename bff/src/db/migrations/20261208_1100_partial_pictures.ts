import type { Knex } from 'knex';

// A picture that develops in front of the child: while a scene's final picture is being drawn, the
// latest rough partial the AI server streamed is kept here (its media key) and shown in its place.
// image_key stays the final picture alone, so everything that needs the finished picture (books,
// gallery, a resumed job) is unchanged; the partial is cleared when the final picture is recorded.
export async function up(knex: Knex) {
  await knex.schema.alterTable('scenes', (t) => {
    t.text('partial_image_key').nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('scenes', (t) => {
    t.dropColumn('partial_image_key');
  });
}
