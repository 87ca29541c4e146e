import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('sessions', (t) => {
    t.string('id', 64).primary();
    t.jsonb('data').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
  });
  // Failed sign-ins per username and per client address, shared by every bff process.
  await knex.schema.createTable('sign_in_failures', (t) => {
    t.string('key', 120).primary();
    t.integer('failures').notNullable().defaultTo(0);
    t.timestamp('window_started_at', { useTz: true }).notNullable();
    t.timestamp('blocked_until', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('sign_in_failures');
  await knex.schema.dropTable('sessions');
}
