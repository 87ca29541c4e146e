import type { StoryFailureKind } from '@dreamweaver/contracts';
import type { Knex } from 'knex';
import type { GenerationStatus } from '@dreamweaver/contracts';
import { Story } from '../models/index.ts';

// The story's generation status, progress (0-100) and current step (1-4) (docs/architecture.md).

const statusSteps: Record<GenerationStatus, { progress: number; step: number }> = {
  creating_story: { progress: 5, step: 1 },
  splitting_scenes: { progress: 20, step: 2 },
  generating_images: { progress: 30, step: 3 },
  preview_ready: { progress: 50, step: 3 },
  creating_narration: { progress: 50, step: 4 },
  completed: { progress: 100, step: 4 },
  failed: { progress: 0, step: 1 },
};

/**
 * The statuses a story never leaves for `status`: once the preview is shown it stays shown (scene 1
 * may be ready while the rest of the text is still written), and narration never goes back to the preview.
 */
function aheadOf(status: Exclude<GenerationStatus, 'failed'>): GenerationStatus[] {
  if (status === 'completed') return ['failed'];
  if (status === 'creating_narration') return ['failed', 'completed'];
  if (status === 'preview_ready') return ['failed', 'creating_narration', 'completed'];
  return ['failed', 'preview_ready', 'creating_narration', 'completed'];
}

/**
 * Moves the story to `status`; progress never goes backwards, a shown preview is never taken back,
 * and a failed story stays failed (a late worker cannot undo it).
 */
export async function setStatus(db: Knex, storyId: string, status: Exclude<GenerationStatus, 'failed'>): Promise<void> {
  const { progress, step } = statusSteps[status];
  await Story.query(db)
    .where('id', storyId)
    .whereNotIn('generationStatus', aheadOf(status))
    .patch({
      generationStatus: status,
      progress: db.raw('greatest(progress, ?)', [progress]),
      currentStep: step,
      updatedAt: db.fn.now(),
    });
}

export async function raiseProgress(db: Knex, storyId: string, progress: number): Promise<void> {
  await Story.query(db)
    .where('id', storyId)
    .patch({ progress: db.raw('greatest(progress, ?)', [Math.min(99, Math.round(progress))]) });
}

/** Failed keeps the progress and step where the story stopped, the reason for the admin and its kind for the parent. */
export async function markFailed(
  db: Knex,
  storyId: string,
  reason: string,
  kind: StoryFailureKind = 'unavailable',
): Promise<void> {
  await Story.query(db)
    .where('id', storyId)
    .patch({
      generationStatus: 'failed',
      failureReason: reason.slice(0, 2000),
      failureKind: kind,
      updatedAt: db.fn.now(),
    });
}
