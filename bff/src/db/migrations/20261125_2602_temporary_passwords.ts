import type { Knex } from 'knex';

// A password the admin made (a new account's, or a reset's) is temporary: it is refused after
// this time, and until the user has chosen their own the session may only change it. Null for a
// password the user chose. Accounts made before this keep working as they did.
export async function up(knex: Knex) {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('temporary_password_expires_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('temporary_password_expires_at');
  });
}
