import type { Knex } from 'knex';

// A story's reference sheet (generation/hero-sheet.ts): the media key of the picture of its
// characters that every scene was drawn from, in the story's own folder (so it goes when the story
// goes), and the fingerprint of the looks it was drawn from. The child's next story with the same
// looks copies it instead of drawing a new one; changed looks draw a new sheet.
export async function up(knex: Knex) {
  await knex.schema.alterTable('stories', (t) => {
    t.string('hero_sheet_key', 512).nullable();
    t.string('hero_sheet_looks', 64).nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('stories', (t) => {
    t.dropColumn('hero_sheet_looks');
    t.dropColumn('hero_sheet_key');
  });
}
