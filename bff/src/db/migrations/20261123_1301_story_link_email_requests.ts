import type { Knex } from 'knex';

// Every address a buyer (or whoever holds the checkout session id) asked the story link to be
// sent to: the log of provide-email, and what caps a payment at a few distinct addresses.
// The address itself is kept only as a hash; the payment keeps the current one.
export async function up(knex: Knex) {
  await knex.schema.createTable('story_link_email_requests', (t) => {
    t.increments('id').primary();
    t.integer('payment_id').notNullable().references('id').inTable('payments').onDelete('CASCADE');
    t.string('email_hash', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['payment_id', 'email_hash']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('story_link_email_requests');
}
