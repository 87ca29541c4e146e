import { FREE_PREVIEW_SCENES, type StoryJson } from '@dreamweaver/contracts';

// After payment the story is fetched every 3 s (at most 20 times,
// stopping on completed); a paid story still being generated is fetched every 5 s.
const POST_PAYMENT_POLL_MS = 3000;
export const POST_PAYMENT_MAX_POLLS = 20;
const PAID_GENERATING_POLL_MS = 5000;
/** An unpaid preview waits for scene 1's picture and narration, which come within seconds. */
const PREVIEW_MEDIA_POLL_MS = 2000;
/** How often a completed story still waiting for narration (retried by the server) is fetched again. */
const NARRATION_RETRY_POLL_MS = 15_000;

function isFinished(status: string): boolean {
  return status === 'completed' || status === 'failed';
}

/**
 * Whether a scene the reader may see still lacks its picture or narration, or shows a picture still
 * developing (a partial one: each poll may bring the next, then the final one, under a new URL).
 */
function awaitsVisibleMedia(story: Pick<StoryJson, 'scenes'>): boolean {
  return story.scenes.some((scene) => !scene.locked && (!scene.imageUrl || !scene.audioUrl || scene.imagePartial));
}

/**
 * Milliseconds until the next fetch, or null to stop. The spec names preview_ready; the
 * pipeline passes through creating_narration on its way to completed, so polling continues
 * through every unfinished status ("polling continues until completed"). Paid or not, it also
 * goes on while a scene the reader may see waits for its media (the free preview's narration
 * arrives after its picture; a narration that failed is retried after the story completed).
 */
export function nextPollDelay(
  story: Pick<StoryJson, 'isPaid' | 'generationStatus' | 'scenes' | 'narrationPending'>,
  postPaymentPolls: number | null,
): number | null {
  if (story.generationStatus === 'failed') return null;
  const finished = isFinished(story.generationStatus);
  if (!finished && postPaymentPolls !== null && postPaymentPolls < POST_PAYMENT_MAX_POLLS) return POST_PAYMENT_POLL_MS;
  if (!finished && story.isPaid) return PAID_GENERATING_POLL_MS;
  // Scene 1 may be shown while the rest of the story is still written: its other scenes are still to come.
  const restToCome = !finished && story.scenes.length <= FREE_PREVIEW_SCENES;
  if (!awaitsVisibleMedia(story) && !restToCome) return null;
  // A completed story's missing narration comes only while the server still retries it.
  if (finished) return story.narrationPending ? NARRATION_RETRY_POLL_MS : null;
  return PREVIEW_MEDIA_POLL_MS;
}

export type PollNews = { kind: 'audio'; sceneNumber: number } | { kind: 'completed' };

/** What a poll brought that deserves a toast: the next scene's narration appeared, or the story finished. */
export function pollNews(previous: StoryJson, next: StoryJson, currentIndex: number): PollNews | null {
  if (previous.generationStatus !== 'completed' && next.generationStatus === 'completed') return { kind: 'completed' };
  const before = previous.scenes[currentIndex + 1];
  const after = next.scenes[currentIndex + 1];
  // A scene that was locked before payment gains its audio by unlocking, not by being generated.
  if (after?.audioUrl && before && !before.locked && !before.audioUrl && next.isPaid)
    return { kind: 'audio', sceneNumber: after.sceneNumber };
  return null;
}
