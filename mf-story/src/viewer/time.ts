/** Seconds as m:ss; anything not a finite non-negative number is 0:00. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

/** The audio seek step: 0.1 s. */
export const SEEK_STEP_SECONDS = 0.1;
