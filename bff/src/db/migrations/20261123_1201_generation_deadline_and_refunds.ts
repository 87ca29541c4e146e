import type { Knex } from 'knex';

// Every story has a deadline (GENERATION_DEADLINE_SECONDS from queueing to completed or failed);
// missing narration is retried in the background; a paid story that fails is retried once, then
// its payment is flagged for a refund the admin confirms.
export async function up(knex: Knex) {
  await knex.schema.alterTable('generation_jobs', (t) => {
    // 'story': write, draw and narrate; 'narration': only the narrations a finished story still lacks.
    t.string('phase', 16).notNullable().defaultTo('story');
    t.integer('deadline_seconds').notNullable().defaultTo(300);
    t.timestamp('deadline_at', { useTz: true }).notNullable().defaultTo(knex.raw("now() + interval '300 seconds'"));
    // Automatic retries of a paid story that failed (one, then the admin decides).
    t.integer('rescues').notNullable().defaultTo(0);
    // Background retries of missing narration after the story completed.
    t.integer('narration_attempts').notNullable().defaultTo(0);
  });
  await knex.schema.alterTable('payments', (t) => {
    // null | 'needed' (paid, the story failed for good) | 'refunded'
    t.string('refund_status', 16).nullable();
    t.string('refund_id', 255).nullable();
    t.timestamp('refunded_at', { useTz: true }).nullable();
  });
  await knex.raw("create index payments_refund_needed on payments (story_id) where refund_status = 'needed'");
}

export async function down(knex: Knex) {
  await knex.raw('drop index if exists payments_refund_needed');
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumns('refund_status', 'refund_id', 'refunded_at');
  });
  await knex.schema.alterTable('generation_jobs', (t) => {
    t.dropColumns('phase', 'deadline_seconds', 'deadline_at', 'rescues', 'narration_attempts');
  });
}
