import type { Knex } from 'knex';

// A story's own voices: a parent reads the story aloud, scene by scene, and each scene's
// recording (a key into the media store) is kept with where each of its sentences starts, so the
// read-along and the e-book follow the real voice. A voice's rows go with its story; its files are
// deleted by the service that deletes the voice.
export async function up(knex: Knex) {
  await knex.schema.createTable('story_voices', (t) => {
    t.increments('id').primary();
    t.string('story_id', 32).notNullable().references('id').inTable('stories').onDelete('CASCADE');
    t.text('name').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['story_id']);
  });
  await knex.schema.createTable('voice_recordings', (t) => {
    t.increments('id').primary();
    t.integer('voice_id').notNullable().references('id').inTable('story_voices').onDelete('CASCADE');
    t.integer('scene_number').notNullable();
    t.text('audio_key').notNullable();
    // A JSON array of seconds, as scenes.sentence_starts.
    t.text('sentence_starts').notNullable();
    t.double('duration_seconds').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['voice_id', 'scene_number']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('voice_recordings');
  await knex.schema.dropTable('story_voices');
}
