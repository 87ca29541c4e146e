import type { AdminStory } from '@dreamweaver/contracts';

// The Stories tab's rules, kept apart from React so they are tested on their own.
const PAGE_SIZE = 50;
export const UNASSIGNED = 'unassigned';

/** Title or id contains the search text, case-insensitively; an empty search keeps everything. */
export function filterStories<T extends Pick<AdminStory, 'id' | 'title'>>(stories: T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return stories;
  return stories.filter(
    (story) =>
      story.id.toLocaleLowerCase().includes(needle) || (story.title ?? '').toLocaleLowerCase().includes(needle),
  );
}

export interface Page<T> {
  items: T[];
  page: number;
  pages: number;
}

/** One page of at most `size` items; a page past the end shows the last one. */
export function pageOf<T>(items: T[], page: number, size = PAGE_SIZE): Page<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}

export type AssignedTo = { kind: 'none' } | { kind: 'unknown' } | { kind: 'user'; username: string };

export function assignedTo(story: Pick<AdminStory, 'userId' | 'username'>): AssignedTo {
  if (story.userId === null) return { kind: 'none' };
  if (!story.username) return { kind: 'unknown' };
  return { kind: 'user', username: story.username };
}

/** The Assign dialog's select value as the API's userId: 'unassigned' is null, anything else an integer. */
export function userIdFromChoice(choice: string): number | null {
  return choice === UNASSIGNED ? null : Number.parseInt(choice, 10);
}

export function choiceFromUserId(userId: number | null): string {
  return userId === null ? UNASSIGNED : String(userId);
}

export type StoryHealth = 'failed' | 'completed' | 'inProgress';

/** The Status column: failed and completed stand out; every other status is still being generated. */
export function storyHealth(story: Pick<AdminStory, 'generationStatus'>): StoryHealth {
  if (story.generationStatus === 'failed') return 'failed';
  if (story.generationStatus === 'completed') return 'completed';
  return 'inProgress';
}

/** Retry for a failed story; Refund for a paid story that failed for good (its payment flagged 'needed'). */
export function recoveryActions(story: Pick<AdminStory, 'generationStatus' | 'refundStatus'>): {
  retry: boolean;
  refund: boolean;
} {
  return { retry: story.generationStatus === 'failed', refund: story.refundStatus === 'needed' };
}
