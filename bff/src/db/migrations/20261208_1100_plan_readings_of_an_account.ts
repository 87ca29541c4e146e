import type { Knex } from 'knex';

// The requests of an order's reading on the plan screen hold the parent's words (with the child's
// name left out). A signed-in parent's are now theirs: deleting the account deletes them at once,
// rather than at the end of their day. A signed-out reading names no account and waits its day.
export async function up(knex: Knex) {
  await knex.schema.alterTable('plan_reading_requests', (t) => {
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('CASCADE');
    t.index(['user_id']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('plan_reading_requests', (t) => {
    t.dropIndex(['user_id']);
    t.dropColumn('user_id');
  });
}
