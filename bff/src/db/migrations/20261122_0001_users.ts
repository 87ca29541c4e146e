import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('users', (t) => {
    t.increments('id').primary();
    t.string('username', 50).notNullable();
    t.string('email', 254).nullable();
    t.text('password_hash').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Usernames are unique regardless of case: "Anna" and "anna" are the same person.
  await knex.raw('create unique index users_username_lower_unique on users (lower(username))');
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('users');
}
