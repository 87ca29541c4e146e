// The goodnight sound after the last scene: how long it plays and when it fades in and out.

/** The sleep timer's choices in minutes; 0 is off (no sound, the screen still goes dark). */
export const SLEEP_TIMER_MINUTES = [0, 5, 15, 30] as const;
export type SleepTimerMinutes = (typeof SLEEP_TIMER_MINUTES)[number];
export const DEFAULT_SLEEP_TIMER: SleepTimerMinutes = 15;

/** The sound fades out over the last minute (over the last half of a shorter test timer). */
const FADE_OUT_MS = 60_000;
/** It comes in softly, never suddenly. */
const FADE_IN_MS = 8000;
/** After the last scene the screen goes dark this slowly. */
export const SCREEN_FADE_MS = 20_000;

export interface GoodnightSchedule {
  /** Milliseconds after the sound starts: full volume reached, fade-out begins, silence. */
  fadeInEndMs: number;
  fadeOutStartMs: number;
  endMs: number;
}

export function isSleepTimerMinutes(value: unknown): value is SleepTimerMinutes {
  return SLEEP_TIMER_MINUTES.includes(value as SleepTimerMinutes);
}

/** The schedule of a sound lasting `lengthMs`, or null for none. */
export function goodnightSchedule(lengthMs: number): GoodnightSchedule | null {
  if (!(lengthMs > 0)) return null;
  const fadeOut = Math.min(FADE_OUT_MS, lengthMs / 2);
  const fadeIn = Math.min(FADE_IN_MS, lengthMs / 4);
  return { fadeInEndMs: fadeIn, fadeOutStartMs: lengthMs - fadeOut, endMs: lengthMs };
}
