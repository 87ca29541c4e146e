import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('payments', (t) => {
    t.increments('id').primary();
    t.string('story_id', 32).notNullable().references('id').inTable('stories').onDelete('CASCADE');
    t.string('provider', 20).notNullable();
    // The provider's checkout session id: unique, so fulfilling the same session twice is a no-op.
    t.string('provider_session_id', 255).notNullable().unique();
    t.string('status', 20).notNullable().defaultTo('open');
    t.integer('amount_cents').notNullable();
    t.string('currency', 3).notNullable();
    t.string('customer_email', 254).nullable();
    t.timestamp('email_sent_at', { useTz: true }).nullable();
    t.timestamp('paid_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['story_id']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('payments');
}
