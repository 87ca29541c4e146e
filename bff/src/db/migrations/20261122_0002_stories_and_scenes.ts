import type { Knex } from 'knex';

export async function up(knex: Knex) {
  await knex.schema.createTable('stories', (t) => {
    t.string('id', 32).primary();
    t.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('title').notNullable().defaultTo('');
    t.text('summary').notNullable().defaultTo('');
    t.string('language', 2).notNullable().defaultTo('en');
    t.string('audience', 20).notNullable().defaultTo('child');
    t.string('story_type', 20).notNullable();
    // The creation request as the parent sent it.
    t.jsonb('details').notNullable();
    t.string('generation_status', 32).notNullable().defaultTo('creating_story');
    t.integer('progress').notNullable().defaultTo(0);
    t.integer('current_step').notNullable().defaultTo(1);
    t.text('failure_reason').nullable();
    t.boolean('is_paid').notNullable().defaultTo(false);
    t.timestamp('paid_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id', 'created_at']);
    t.index(['created_at']);
  });
  await knex.schema.createTable('scenes', (t) => {
    t.increments('id').primary();
    t.string('story_id', 32).notNullable().references('id').inTable('stories').onDelete('CASCADE');
    t.integer('scene_number').notNullable();
    t.text('text').notNullable();
    t.text('image_prompt').nullable();
    // Keys into the media store; the URLs the browser sees are derived from them.
    t.text('image_key').nullable();
    t.text('audio_key').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['story_id', 'scene_number']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('scenes');
  await knex.schema.dropTable('stories');
}
