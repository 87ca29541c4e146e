import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('sessions', (t) => {
    t.string('id', 64).primary();
    t.jsonb('data').notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
  });
  // Rate limits (failed sign-ins, story creation) per username or client address, shared by every bff process.
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 160).primary();
    t.integer('events').notNullable().defaultTo(0);
    t.timestamp('window_started_at', { useTz: true }).notNullable();
    t.timestamp('blocked_until', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('rate_limits');
  await knex.schema.dropTable('sessions');
}
