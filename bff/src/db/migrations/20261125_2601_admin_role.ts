import type { Knex } from 'knex';

// The admin is a stored role, no longer whoever is named ADMIN_USERNAME: renaming that setting
// used to make any existing account of the new name the admin at once. The role is granted only
// through storyctl (`users create --admin`, `users grant-admin`, `users revoke-admin`).
//
// The account that was the admin when this runs keeps the role: the old rule, frozen here as it
// was (the stored name, trimmed and lower-cased, equal to the key of ADMIN_USERNAME as the
// environment gives it now, default "admin"), so a look-alike such as an older "ａｄｍｉｎ" does not.
export async function up(knex: Knex) {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('is_admin').notNullable().defaultTo(false);
  });
  const adminKey = usernameKey(process.env.ADMIN_USERNAME?.trim() || 'admin');
  const candidates: { id: number; username: string }[] = await knex('users')
    .select('id', 'username')
    .where({ username_key: adminKey });
  const admins = candidates.filter(({ username }) => username.trim().toLowerCase() === adminKey).map(({ id }) => id);
  if (admins.length > 0) await knex('users').whereIn('id', admins).update({ is_admin: true });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('is_admin');
  });
}

const usernameKey = (name: string) => name.normalize('NFKC').trim().toLowerCase().normalize('NFKC');
