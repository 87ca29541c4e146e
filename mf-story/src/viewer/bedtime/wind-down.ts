// How the narration winds down in bedtime mode: slower over the last third, longer pauses, a fading last scene.

/** The last scene plays this much slower than normal (about 10 %). */
export const SLOWEST_RATE = 0.9;
/** The pause between two scenes in bedtime mode, growing to the longest over the last third. */
export const SHORTEST_GAP_MS = 1200;
export const LONGEST_GAP_MS = 3000;
/** The last scene keeps its full volume this far in, then fades to near-silence at its end. */
const FADE_FROM = 0.4;
export const FADE_TO_GAIN = 0.02;

/** How far into the story's last third scene `index` (0-based) lies: 0 before it, 1 at the last scene. */
export function lastThirdProgress(index: number, total: number): number {
  if (total <= 0) return 0;
  const slow = Math.ceil(total / 3);
  const first = total - slow;
  if (index < first) return 0;
  return Math.min(1, (index - first + 1) / slow);
}

const ease = (progress: number) => (1 - Math.cos(Math.PI * progress)) / 2;

/** The playback rate of scene `index`: 1 until the last third, then easing down to SLOWEST_RATE. */
export function windDownRate(index: number, total: number): number {
  return 1 - (1 - SLOWEST_RATE) * ease(lastThirdProgress(index, total));
}

/** The pause after scene `index` before the next one plays. */
export function sceneGapMs(index: number, total: number): number {
  return Math.round(SHORTEST_GAP_MS + (LONGEST_GAP_MS - SHORTEST_GAP_MS) * lastThirdProgress(index, total));
}

/** The last scene's volume at `fraction` (0..1) of its length: full, then an even (exponential) fade. */
export function lastSceneGain(fraction: number): number {
  const f = Math.min(1, Math.max(0, fraction));
  if (f <= FADE_FROM) return 1;
  return FADE_TO_GAIN ** ((f - FADE_FROM) / (1 - FADE_FROM));
}

export interface GainStep {
  /** Seconds from now. */
  at: number;
  value: number;
  ramp: 'set' | 'exponential';
}

/**
 * The gain automation for the rest of the last scene, from `position` seconds into it, played at `rate`:
 * hold the current value, stay full until the fade begins, then fade exponentially to the end.
 */
export function lastSceneGainSteps(position: number, duration: number, rate: number): GainStep[] {
  if (!(duration > 0) || !(rate > 0)) return [{ at: 0, value: 1, ramp: 'set' }];
  const fraction = position / duration;
  const secondsTo = (f: number) => Math.max(0, (f * duration - position) / rate);
  const steps: GainStep[] = [{ at: 0, value: lastSceneGain(fraction), ramp: 'set' }];
  if (fraction < FADE_FROM) steps.push({ at: secondsTo(FADE_FROM), value: 1, ramp: 'set' });
  steps.push({ at: secondsTo(1), value: FADE_TO_GAIN, ramp: 'exponential' });
  return steps;
}
