import type { Knex } from 'knex';

// Housekeeping that must run on one host at a time however many run the bff (the checkout
// reconciler): one row per task, claimed with a lease like a generation job, and due again
// `run_after`. A host that dies mid-run frees the task when its lease runs out.
export async function up(knex: Knex) {
  await knex.schema.createTable('periodic_tasks', (t) => {
    t.string('name', 64).primary();
    t.timestamp('run_after', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('locked_by', 100).nullable();
    t.timestamp('locked_until', { useTz: true }).nullable();
    t.timestamp('last_finished_at', { useTz: true }).nullable();
    t.text('last_error').nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('periodic_tasks');
}
