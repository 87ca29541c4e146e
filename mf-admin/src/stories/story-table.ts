import type { AdminStory } from '@dreamweaver/contracts';

// The Stories tab's rules, kept apart from React so they are tested on their own.
export const UNASSIGNED = 'unassigned';

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
