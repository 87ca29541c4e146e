import type { StoryJson } from '@dreamweaver/contracts';
import { storiesWithCovers } from '@dreamweaver/web-kit';

/** Floating frames: up to 2, only while there are fewer than 10 stories, only on desktop (≥ 768 px). */
const FLOATING_FRAMES_MAX = 2;
const FLOATING_FRAMES_BELOW = 10;
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';

export interface ListedStory {
  story: StoryJson;
  imageUrl: string;
}

/** Stories whose first picture may be shown (web-kit's cover rule) and has not failed to load. */
export function listableStories(stories: StoryJson[], failedImages: ReadonlySet<string>): ListedStory[] {
  return storiesWithCovers(stories).filter(({ story }) => !failedImages.has(story.id));
}

export function floatingFrames(listed: ListedStory[], desktop: boolean): ListedStory[] {
  if (!desktop || listed.length >= FLOATING_FRAMES_BELOW) return [];
  return listed.slice(0, FLOATING_FRAMES_MAX);
}
