import type { Knex } from 'knex';

// The price a checkout was opened at, kept beside what was paid (amount_cents, currency): a
// checkout opened before a price change is fulfilled against the price it showed the buyer, not
// today's. Rows already there were written with the price of their day, so they keep it.
export async function up(knex: Knex) {
  await knex.schema.alterTable('payments', (t) => {
    t.integer('checkout_amount_cents').nullable();
    t.string('checkout_currency', 3).nullable();
  });
  await knex.raw('update payments set checkout_amount_cents = amount_cents, checkout_currency = currency');
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumns('checkout_amount_cents', 'checkout_currency');
  });
}
