import type { Knex } from 'knex';
import { Story } from '../models/index.ts';
import type { WrittenStory } from './engine.ts';

/**
 * A series episode opens with its one-line recap of the last episode (services/child-series.ts),
 * put in front of the first scene here, after the engine wrote the text: no engine, and so no AI
 * service, ever sees it. An engine that wrote its own recap from the plan's series (the OpenAI
 * writer) says so, and its opening is kept as it is.
 */
export async function withSeriesRecap(db: Knex, storyId: string, written: WrittenStory): Promise<WrittenStory> {
  if (written.opensWithRecap) return written;
  const story = await Story.query(db).select('recap').findById(storyId);
  if (!story?.recap || written.scenes.length === 0) return written;
  const [first, ...rest] = written.scenes;
  return { ...written, scenes: [{ ...first, text: `${story.recap} ${first.text}` }, ...rest] };
}
