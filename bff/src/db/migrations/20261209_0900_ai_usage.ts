import type { Knex } from 'knex';

// What the paid AI services were used for (docs/operations.md#what-a-story-costs): one row per
// answered call, written as the call completes, with what its price is counted from (tokens in
// and out, pictures with their size and quality, characters spoken). The dollars are worked out
// when read, from the prices setting (AI_PRICES), so a row never holds a price of its own.
//
// A row outlives its story (story_id becomes null when the story is deleted): the day's spend, on
// which the daily budget rests, must not fall because a parent deleted a story. A plan reading
// happens before its story exists and has no story either. The offline engine writes no rows.
//
// generation_jobs.budget_held_at: when a new story began to wait in the queue because the day's
// budget was spent (AI_BUDGET_EXCEEDED=wait); null while it is not held.
export async function up(knex: Knex) {
  await knex.schema.createTable('ai_usage', (t) => {
    t.bigIncrements('id').primary();
    t.string('story_id', 32).nullable().references('id').inTable('stories').onDelete('SET NULL');
    t.integer('scene_number').nullable();
    // plan | moderation | text | picture | speech
    t.text('service').notNullable();
    t.text('server').notNullable();
    t.text('model').notNullable();
    t.integer('input_tokens').nullable();
    t.integer('input_image_tokens').nullable();
    t.integer('output_tokens').nullable();
    t.integer('pictures').nullable();
    t.text('size').nullable();
    t.text('quality').nullable();
    t.integer('characters').nullable();
    t.timestamp('used_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['used_at']);
    t.index(['story_id']);
  });
  await knex.schema.alterTable('generation_jobs', (t) => {
    t.timestamp('budget_held_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex) {
  await knex.schema.alterTable('generation_jobs', (t) => {
    t.dropColumn('budget_held_at');
  });
  await knex.schema.dropTable('ai_usage');
}
