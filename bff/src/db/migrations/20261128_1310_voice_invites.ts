import type { Knex } from 'knex';

// A grandparent far away records the story from a private link. The link's token is kept only as
// its SHA-256 (a copy of the database opens no link); it expires and can be revoked. What the link
// records is a pending voice until the story's owner approves it. The e-books built with a voice
// are remembered by key, so every one of them goes with the voice (a book's key changes with the
// story, so it cannot be worked out again later).
export async function up(knex: Knex) {
  await knex.schema.createTable('voice_invites', (t) => {
    t.increments('id').primary();
    t.string('story_id', 32).notNullable().references('id').inTable('stories').onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true }).nullable();
    t.index(['story_id']);
  });
  await knex.schema.alterTable('story_voices', (t) => {
    // 'approved' (a voice of the story) or 'pending' (recorded from a link, waiting for the owner).
    t.string('status', 16).notNullable().defaultTo('approved');
    t.integer('invite_id').nullable().references('id').inTable('voice_invites').onDelete('SET NULL');
  });
  await knex.schema.createTable('voice_books', (t) => {
    t.integer('voice_id').notNullable().references('id').inTable('story_voices').onDelete('CASCADE');
    t.text('media_key').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['voice_id', 'media_key']);
  });
}

export async function down(knex: Knex) {
  await knex.schema.dropTable('voice_books');
  await knex.schema.alterTable('story_voices', (t) => {
    t.dropColumn('invite_id');
    t.dropColumn('status');
  });
  await knex.schema.dropTable('voice_invites');
}
