import type { Knex } from 'knex';

// Child profiles: what a parent keeps about each child so tonight's story starts from it. Private
// to the account, and gone with it (ON DELETE CASCADE). The age grows by itself: either the birth
// year and month, or the age given and when it was given. A story made from a profile points at
// it (`stories.child_id`); deleting the profile keeps such stories unless the parent asks to
// delete them too (the service does that), so the key only forgets the link (SET NULL).
export async function up(knex: Knex) {
  await knex.schema.createTable('child_profiles', (t) => {
    t.string('id', 32).primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.text('name').notNullable();
    t.integer('age').nullable();
    t.timestamp('age_given_at', { useTz: true }).nullable();
    t.integer('birth_year').nullable();
    t.integer('birth_month').nullable();
    t.string('pronoun', 16).notNullable().defaultTo('unspecified');
    t.jsonb('favourites').notNullable().defaultTo('{}');
    t.jsonb('look').notNullable().defaultTo('{}');
    t.jsonb('companions').notNullable().defaultTo('[]');
    t.jsonb('bible').notNullable().defaultTo('[]');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at'], 'child_profiles_user_created_index');
  });
  await knex.schema.alterTable('stories', (t) => {
    t.string('child_id', 32).nullable().references('id').inTable('child_profiles').onDelete('SET NULL');
    t.index(['child_id', 'created_at'], 'stories_child_created_index');
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('stories', (t) => {
    t.dropIndex(['child_id', 'created_at'], 'stories_child_created_index');
    t.dropColumn('child_id');
  });
  await knex.schema.dropTable('child_profiles');
}
