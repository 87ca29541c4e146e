import type { Knex } from 'knex';
import type { CreateStoryRequest } from '@dreamweaver/contracts';
import { Story } from '../models/index.ts';
import { newRandomId } from './random-id.ts';
import { createStory } from './story-service.ts';

// The product's own sample stories, so the home page's gallery is not empty on a new
// installation. Invented names, no owner, shared, marked as samples; made once, through the
// normal (durable) generation pipeline, by the offline engine (see generation/worker.ts).
// main.ts calls this at start-up unless SAMPLE_STORIES=off; tests never do.

export const SAMPLE_STORY_REQUESTS: readonly CreateStoryRequest[] = [
  {
    audience: 'child',
    storyType: 'classic',
    language: 'en',
    storySetting: 'magical-forest',
    recipientDetails: { name: 'Pippa Quill', age: 5, favoriteAnimal: 'owl', favoriteColor: 'silver' },
  },
  {
    audience: 'child',
    storyType: 'classic',
    language: 'en',
    storySetting: 'underwater-kingdom',
    recipientDetails: { name: 'Tobin Marlow', age: 7, favoriteAnimal: 'sea turtle', favoriteColor: 'teal' },
  },
  {
    audience: 'child',
    storyType: 'classic',
    language: 'de',
    storySetting: 'animal-village',
    recipientDetails: { name: 'Fenja Morgentau', age: 4, favoriteAnimal: 'Igel', favoriteColor: 'Gelb' },
  },
  {
    audience: 'child',
    storyType: 'classic',
    language: 'de',
    storySetting: 'space-adventure',
    recipientDetails: { name: 'Jasper Sternwind', age: 6, favoriteAnimal: 'Fuchs', favoriteColor: 'Blau' },
  },
];

/** Any fixed number: it only keeps two starting servers from making the samples twice. */
const SAMPLE_LOCK = 0x5a3d_0001;

/** Creates the sample stories when the database has no sample story yet; returns how many it created. */
export async function ensureSampleStories(db: Knex): Promise<number> {
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [SAMPLE_LOCK]);
    const existing = await Story.query(trx).select('id').where({ isSample: true }).first();
    if (existing) return 0;
    for (const request of SAMPLE_STORY_REQUESTS) {
      const story = await createStory(trx, request, null);
      await Story.query(trx)
        .where({ id: story.id })
        .patch({ isSample: true, galleryId: newRandomId(), sharedAt: trx.fn.now() });
    }
    return SAMPLE_STORY_REQUESTS.length;
  });
}
