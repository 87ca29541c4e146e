import type { Knex } from 'knex';

// One account per name however it is spelled: the key is the NFKC-normalised, lower-cased name,
// computed by the application (usernameKey in contracts, frozen here as it was) rather than by the database's lower(),
// which depends on the server's locale and folds some letters differently from JavaScript
// ("İ"), so a name stored by one and looked up by the other could not be found again.
export async function up(knex: Knex) {
  await knex.schema.alterTable('users', (t) => {
    t.text('username_key').nullable();
  });
  const users: { id: number; username: string }[] = await knex('users').select('id', 'username').orderBy('id');
  // Two old accounts that only now count as one name: the one whose name is already in its
  // normal form keeps it (the real "admin" before an older "ａｄｍｉｎ"), then the older one; the
  // other stays reachable by id (storyctl, the admin dashboard) under a key no one can type.
  const isNormal = (name: string) => name === name.normalize('NFKC').trim();
  users.sort((a, b) => Number(isNormal(b.username)) - Number(isNormal(a.username)) || a.id - b.id);
  const taken = new Set<string>();
  for (const { id, username } of users) {
    let key = usernameKey(username);
    if (taken.has(key)) key = `${key}#${id}`;
    taken.add(key);
    await knex('users').where({ id }).update({ username_key: key });
  }
  await knex.schema.alterTable('users', (t) => {
    t.dropNullable('username_key');
    t.unique(['username_key'], { indexName: 'users_username_key_unique' });
  });
  await knex.raw('drop index if exists users_username_lower_unique');
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('users', (t) => {
    t.dropUnique(['username_key'], 'users_username_key_unique');
    t.dropColumn('username_key');
  });
  await knex.raw('create unique index users_username_lower_unique on users (lower(username))');
}

const usernameKey = (name: string) => name.normalize('NFKC').trim().toLowerCase().normalize('NFKC');
