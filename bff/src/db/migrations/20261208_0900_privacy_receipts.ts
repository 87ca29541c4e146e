import type { Knex } from 'knex';

// A story's privacy receipt (docs/security.md#the-privacy-receipt): one row for each request the
// story's making sent to an AI service, written just before it was sent (which service, its host
// and model, and each text as sent, the children's names as their placeholders), and one for each
// time the offline engine did the work on our own server instead. Its rows go with their story.
//
// An order is read into a plan (POST /api/stories/plan) before its story exists: the requests of
// that reading wait in plan_reading_requests, under a hash of what was sent, until the story is
// ordered and they are copied to its receipt. They are kept a day at most.
export async function up(knex: Knex) {
  await knex.schema.createTable('story_receipt_entries', (t) => {
    t.increments('id').primary();
    t.string('story_id', 32).notNullable().references('id').inTable('stories').onDelete('CASCADE');
    // plan | moderation | text | picture | speech
    t.text('service').notNullable();
    // ai | offline
    t.text('engine').notNullable();
    t.text('server').nullable();
    t.text('model').nullable();
    t.integer('scene_number').nullable();
    // The texts as sent: [{ part, text }]; null for the offline engine's work.
    t.jsonb('parts').nullable();
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['story_id', 'id']);
  });
  await knex.schema.createTable('plan_reading_requests', (t) => {
    t.increments('id').primary();
    t.text('order_key').notNullable();
    // The requests of one reading (the first, and the repair when it did not fit) share it.
    t.text('reading_id').notNullable();
    t.text('server').notNullable();
    t.text('model').notNullable();
    t.jsonb('parts').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['order_key', 'sent_at']);
    t.index(['sent_at']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('plan_reading_requests');
  await knex.schema.dropTable('story_receipt_entries');
}
