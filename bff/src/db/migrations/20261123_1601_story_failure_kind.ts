import type { Knex } from 'knex';

// What a parent is told about a failed story: 'unsuitable' (the details were refused: change them)
// or 'unavailable' (our side could not finish it: try again). The reason itself stays for the admin.
export async function up(knex: Knex) {
  await knex.schema.alterTable('stories', (t) => {
    t.string('failure_kind', 20).nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('stories', (t) => {
    t.dropColumn('failure_kind');
  });
}
