import type { Knex } from 'knex';
import type { StoryJson } from '@dreamweaver/contracts';
import { Story, storyRequestOf } from '../models/index.ts';
import { isSceneLocked, parseSentenceStarts } from './story-json.ts';
import { getStory, scenesForJson } from './story-service.ts';

/** A scene of a story as it may leave the server in a download: unlocked, with its media keys. */
interface BookScene {
  sceneNumber: number;
  text: string;
  imageKey: string | null;
  audioKey: string | null;
  /** Where each sentence starts in the narration, when the narrator said so (see SceneJson). */
  sentenceStarts?: number[];
  /** What the picture shows, when it was described (see SceneJson). */
  imageDescription?: string;
}

/** What a download is built from: the story through the paywall, and the unlocked scenes' media keys. */
export interface StoryBook {
  story: StoryJson;
  /** The child the story was made for ('' when the request had no name). */
  name: string;
  scenes: BookScene[];
}

/**
 * The story for a download, through the same paywall as the viewer (toStoryJson, isSceneLocked):
 * an unpaid story gives its free preview only.
 */
export async function getStoryBook(db: Knex, id: string): Promise<StoryBook> {
  const story = await getStory(db, id);
  const stored = await Story.query(db)
    .select('id', 'details')
    .findById(id)
    .withGraphFetched('scenes(forJson)')
    .modifiers({ forJson: scenesForJson });
  const name = storyRequestOf(stored?.details)?.recipientDetails.name ?? '';
  const scenes = (stored?.scenes ?? [])
    .filter((scene) => !isSceneLocked(story, scene.sceneNumber) && scene.text)
    .map(({ sceneNumber, text, imageKey, audioKey, sentenceStarts, imageDescription }) => ({
      sceneNumber,
      text,
      imageKey,
      audioKey,
      sentenceStarts: audioKey ? parseSentenceStarts(sentenceStarts) : undefined,
      imageDescription: (imageKey && imageDescription) || undefined,
    }));
  return { story, name, scenes };
}
