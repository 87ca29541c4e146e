import type { Knex } from 'knex';

// The admin's story list shows, for each completed story, the scenes that still lack narration
// (services/admin-stories.ts). Nearly every scene has its narration, so a partial index of those
// without is nearly empty: the list asks it once per story and finds nothing, instead of reading
// all six scenes of each of its fifty stories to see that each has its audio (500 of a page's 670
// buffer reads at a million stories).
export async function up(knex: Knex) {
  await knex.raw('create index scenes_without_narration on scenes (story_id, scene_number) where audio_key is null');
}

export async function down(knex: Knex) {
  await knex.raw('drop index if exists scenes_without_narration');
}
