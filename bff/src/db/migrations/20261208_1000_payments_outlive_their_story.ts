import type { Knex } from 'knex';

// A paid story's payment record outlives the story: bookkeeping law (in Germany HGB § 257 and
// AO § 147, commonly 10 years) requires the amount and the provider's reference to be kept after
// a parent deletes the story or their whole account. The record then names no story
// (services/payment-records.ts clears what led to the family); before, deleting a story deleted
// its payments. docs/your-data.md says what is kept and for how long.
export async function up(knex: Knex) {
  await knex.raw('alter table payments drop constraint payments_story_id_foreign');
  await knex.raw('alter table payments alter column story_id drop not null');
  await knex.raw(
    'alter table payments add constraint payments_story_id_foreign foreign key (story_id) references stories (id) on delete set null',
  );
}

export async function down(knex: Knex) {
  await knex.raw('delete from payments where story_id is null');
  await knex.raw('alter table payments drop constraint payments_story_id_foreign');
  await knex.raw('alter table payments alter column story_id set not null');
  await knex.raw(
    'alter table payments add constraint payments_story_id_foreign foreign key (story_id) references stories (id) on delete cascade',
  );
}
