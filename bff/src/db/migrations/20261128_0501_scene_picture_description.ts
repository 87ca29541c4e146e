import type { Knex } from 'knex';

// One sentence saying what a scene's picture shows, in the story's language, with the child's
// name (plain text, escaped wherever it is written): the alt text of the viewer and the books,
// and the offline picture's own <title>. Scenes drawn before it have none and fall back to
// "Illustration for scene N".
export async function up(knex: Knex) {
  await knex.schema.alterTable('scenes', (t) => {
    t.text('image_description').nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('scenes', (t) => {
    t.dropColumn('image_description');
  });
}
