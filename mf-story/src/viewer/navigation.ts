// Scene access: unpaid, only scene 1 can be read. Indexes are 0-based; scene 1 is index 0.

export type NavigationOutcome = 'move' | 'locked' | 'none';

/**
 * What happens when the reader asks to go from one scene to another. Unpaid, the only step
 * allowed is scene 1 -> scene 2, which shows the lock overlay; every other step away from
 * scene 1 (forward past scene 2, or back from scene 2) shows the locked-scene toast.
 */
export function navigationOutcome(from: number, to: number, total: number, isPaid: boolean): NavigationOutcome {
  if (to === from || to < 0 || to >= total) return 'none';
  if (isPaid) return 'move';
  if (from === 0 && to === 1) return 'move';
  return 'locked';
}

/** Previous and next are disabled at the ends, and both once an unpaid reader is past scene 1. */
export function navigationDisabled(
  index: number,
  total: number,
  isPaid: boolean,
): { previous: boolean; next: boolean } {
  const lockedOut = !isPaid && index > 0;
  return { previous: lockedOut || index <= 0, next: lockedOut || index >= total - 1 };
}

/** The lock overlay covers every scene after the first while the story is unpaid. */
export function showsLockOverlay(index: number, isPaid: boolean): boolean {
  return !isPaid && index > 0;
}

/**
 * A scene's narration is still coming while it has none and the story is still being generated,
 * or the story is completed and its missing narration is being retried in the background.
 */
export function isAudioGenerating(
  audioUrl: string | null | undefined,
  generationStatus: string,
  narrationPending = false,
): boolean {
  if (audioUrl) return false;
  if (generationStatus === 'completed') return narrationPending;
  return generationStatus !== 'failed';
}

/** The floating 'Next Scene' thumbnail: not fullscreen, paid, not the last scene, audio not being generated. */
export function showsNextSceneThumbnail(options: {
  fullscreen: boolean;
  isPaid: boolean;
  index: number;
  total: number;
  audioGenerating: boolean;
}): boolean {
  const { fullscreen, isPaid, index, total, audioGenerating } = options;
  return !fullscreen && isPaid && index < total - 1 && !audioGenerating;
}
