import type { Knex } from 'knex';

// One durable generation job per story. Workers claim jobs with FOR UPDATE SKIP LOCKED and hold a
// lease they keep renewing; a job whose lease ran out (its worker died) is claimed again.
export async function up(knex: Knex) {
  await knex.schema.createTable('generation_jobs', (t) => {
    t.increments('id').primary();
    t.string('story_id', 32).notNullable().unique().references('id').inTable('stories').onDelete('CASCADE');
    // queued -> running -> done | failed
    t.string('state', 16).notNullable().defaultTo('queued');
    // How many times a worker has claimed it; a job that keeps killing its workers is given up.
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('run_after', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('locked_by', 100).nullable();
    t.timestamp('locked_until', { useTz: true }).nullable();
    // Shared by every picture so the hero looks the same on each page.
    t.text('character_description').nullable();
    t.text('last_error').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    "create index generation_jobs_claimable on generation_jobs (run_after) where state in ('queued', 'running')",
  );
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('generation_jobs');
}
