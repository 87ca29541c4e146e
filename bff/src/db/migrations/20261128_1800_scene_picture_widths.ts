import type { Knex } from 'knex';

// The widths of a raster scene picture's smaller copies and, last, of the picture itself (JSON,
// narrowest first: "[480,768,1024]"), stored beside it when it is drawn
// (generation/picture-sizes.ts); the viewer offers them as its `srcset`. Null for SVG pictures
// (vector: one size fits all) and for pictures drawn before copies were made.
export async function up(knex: Knex) {
  await knex.schema.alterTable('scenes', (t) => {
    t.text('image_widths').nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('scenes', (t) => {
    t.dropColumn('image_widths');
  });
}
