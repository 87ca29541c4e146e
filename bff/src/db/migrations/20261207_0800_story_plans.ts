import type { Knex } from 'knex';

// Understood, shown, then told (docs/storyteller.md): a story keeps the plan it was told from (the
// storyteller's reading of the order, as the parent confirmed or corrected it, settled with its arc),
// so a resumed job, the illustrator and the next episode of a series all read the same plan. A child
// profile keeps what the parent corrected in its plans (who is here, away or remembered, the family,
// the pronoun, the companion), so the next story starts from it instead of guessing again.
export async function up(knex: Knex) {
  await knex.schema.alterTable('stories', (table) => table.jsonb('plan').nullable());
  await knex.schema.alterTable('child_profiles', (table) => table.jsonb('known').nullable());
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('child_profiles', (table) => table.dropColumn('known'));
  await knex.schema.alterTable('stories', (table) => table.dropColumn('plan'));
}
