import type { Knex } from 'knex';

// The networks an account signed in from lately (services/known-addresses.ts): a right password
// from one of them is let past the account's lockout, as a known browser is. No address is kept:
// only a keyed hash (HMAC with the session secret) of the address's bucket and this account, the
// time of the last sign-in from it, and no more than a few per account.
export async function up(knex: Knex) {
  await knex.schema.createTable('known_sign_in_addresses', (t) => {
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('address_tag', 64).notNullable();
    t.timestamp('last_signed_in_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'address_tag']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('known_sign_in_addresses');
}
