import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.alterTable('payments', (t) => {
    // Where the story link in the buyer's email points when PUBLIC_URL is unset (the app's origin at checkout).
    t.text('link_origin').nullable();
    // Durable email retry: a paid payment with an address and no email_sent_at is still owed its email.
    t.integer('email_attempts').notNullable().defaultTo(0);
    t.timestamp('email_next_attempt_at', { useTz: true }).nullable();
    t.text('email_last_error').nullable();
  });
  await knex.raw(
    'create index payments_email_owed on payments (email_next_attempt_at) where email_sent_at is null and customer_email is not null',
  );
  // Checkout sessions of the offline sandbox provider, the stand-in for Stripe's own records.
  await knex.schema.createTable('sandbox_checkout_sessions', (t) => {
    t.string('id', 64).primary();
    t.string('idempotency_key', 128).notNullable().unique();
    t.string('story_id', 32).notNullable().references('id').inTable('stories').onDelete('CASCADE');
    t.integer('amount_cents').notNullable();
    t.string('currency', 3).notNullable();
    t.text('success_url').notNullable();
    t.text('cancel_url').notNullable();
    t.string('status', 20).notNullable().defaultTo('open');
    t.string('customer_email', 254).nullable();
    t.timestamp('paid_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Stripe webhook events already handled; Stripe delivers at least once.
  await knex.schema.createTable('stripe_events', (t) => {
    t.string('id', 255).primary();
    t.string('type', 100).notNullable();
    t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('stripe_events');
  await knex.schema.dropTable('sandbox_checkout_sessions');
  await knex.raw('drop index if exists payments_email_owed');
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumns('link_origin', 'email_attempts', 'email_next_attempt_at', 'email_last_error');
  });
}
