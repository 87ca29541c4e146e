import { GENERATION_STATUSES, type GenerationStatus, type MessageKey } from '@dreamweaver/contracts';

// The progress page: status labels, step states, when to leave for the story.

export const PROGRESS_STEPS = [1, 2, 3, 4] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];
export type StepState = 'complete' | 'active' | 'pending';

function isGenerationStatus(value: unknown): value is GenerationStatus {
  return typeof value === 'string' && (GENERATION_STATUSES as readonly string[]).includes(value);
}

/** The label of a status; anything we do not know reads 'Brewing magic'. */
export function statusLabelKey(status: unknown): MessageKey {
  return isGenerationStatus(status) ? `generating.status.${status}` : 'generating.status.unknown';
}

/** Complete once the current step is past it, active while it is the current one. */
export function stepState(step: ProgressStep, currentStep: unknown): StepState {
  const current = typeof currentStep === 'number' && Number.isFinite(currentStep) ? currentStep : 0;
  if (current > step) return 'complete';
  if (current === step) return 'active';
  return 'pending';
}

/**
 * The first scene can be read from preview_ready on; failed only changes the label. Narration
 * follows the preview, so a poll that misses the short preview_ready moment sees
 * creating_narration, and the page must not wait there for the narration to finish.
 */
export function isReadyToRead(status: unknown): boolean {
  return status === 'preview_ready' || status === 'creating_narration' || status === 'completed';
}

/** A whole percentage from 0 to 100, whatever the server sends. */
export function progressPercent(progress: unknown): number {
  if (typeof progress !== 'number' || !Number.isFinite(progress)) return 0;
  return Math.round(Math.min(100, Math.max(0, progress)));
}

/** The progress poll: every 2 s. */
export const PROGRESS_POLL_MS = 2000;
/** The longest wait between polls while the progress cannot be read. */
export const PROGRESS_POLL_MAX_MS = 30_000;

/**
 * Milliseconds until the next progress poll, or false to stop: a failed story and a readable one
 * (the page moves on to the viewer) are not asked again. After a failed poll the wait doubles:
 * as long as it has been since the last good answer, or 2 s per failure when there was none.
 */
export function progressPollDelay(
  state: {
    data?: { status?: unknown };
    status: 'pending' | 'error' | 'success';
    dataUpdatedAt: number;
    errorUpdateCount: number;
  },
  now = Date.now(),
): number | false {
  const status = state.data?.status;
  if (status === 'failed' || isReadyToRead(status)) return false;
  if (state.status !== 'error') return PROGRESS_POLL_MS;
  const backoff = state.data ? now - state.dataUpdatedAt : PROGRESS_POLL_MS * 2 ** (state.errorUpdateCount - 1);
  return Math.min(Math.max(PROGRESS_POLL_MS, backoff), PROGRESS_POLL_MAX_MS);
}

/** How long 'Your first scene is ready!' shows before the page moves on to the story. */
export const READY_PAUSE_MS = 1500;

interface ProgressLine {
  key: 'generating.live.writing' | 'generating.live.scenes' | 'generating.live.drawn' | 'generating.live.voices';
  params: Record<string, number>;
  done: boolean;
}

/**
 * The real steps so far, from the worker's own counts: the story being written, the scenes it was
 * split into, the pictures drawn and the scenes narrated. A step shows once it has begun.
 */
export function progressLines(progress: { scenes?: { total: number; drawn: number; narrated: number } } | undefined) {
  const { total = 0, drawn = 0, narrated = 0 } = progress?.scenes ?? {};
  const lines: ProgressLine[] = [{ key: 'generating.live.writing', params: {}, done: total > 0 }];
  if (total === 0) return lines;
  lines.push({ key: 'generating.live.scenes', params: { total }, done: true });
  if (drawn > 0) lines.push({ key: 'generating.live.drawn', params: { drawn, total }, done: drawn >= total });
  if (narrated > 0) lines.push({ key: 'generating.live.voices', params: { narrated, total }, done: narrated >= total });
  return lines;
}
