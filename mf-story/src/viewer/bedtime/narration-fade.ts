import { audioContext, bedtimeProbe, gainFor } from './audio-graph.ts';
import { lastSceneGain, lastSceneGainSteps, windDownRate } from './wind-down.ts';

/** Plays the narration at bedtime's rate for its scene, with the pitch kept. */
export function applyWindDownRate(audio: HTMLAudioElement, index: number, total: number, on: boolean) {
  const rate = on ? windDownRate(index, total) : 1;
  audio.preservesPitch = true;
  audio.defaultPlaybackRate = rate;
  if (audio.playbackRate !== rate) audio.playbackRate = rate;
  if (on) bedtimeProbe.rates[index] = rate;
}

/**
 * Keeps the last scene's gain in step with its narration: on play the fade is scheduled on the audio
 * clock (so it goes on with the page hidden), on pause or seeking it holds where the narration is.
 */
export function followLastScene(audio: HTMLAudioElement, event: string) {
  const ctx = audioContext();
  if (!ctx) return;
  const gain = gainFor(audio);
  if (!gain) {
    // The context is still starting: fade once it runs, if the narration still plays.
    if (event === 'play')
      ctx.resume().then(
        () => !audio.paused && followLastScene(audio, 'play'),
        () => undefined,
      );
    return;
  }
  bedtimeProbe.narrationGain = gain;
  const param = gain.gain;
  const now = ctx.currentTime;
  param.cancelScheduledValues(now);
  const duration = audio.duration;
  if (event !== 'play' || audio.paused) {
    param.setValueAtTime(duration > 0 ? lastSceneGain(audio.currentTime / duration) : 1, now);
    return;
  }
  for (const step of lastSceneGainSteps(audio.currentTime, duration, audio.playbackRate)) {
    if (step.ramp === 'set') param.setValueAtTime(step.value, now + step.at);
    else param.exponentialRampToValueAtTime(step.value, now + step.at);
  }
}

/** Full volume again (bedtime switched off, or another scene): the element stays routed through the gain. */
export function restoreFullVolume(audio: HTMLAudioElement) {
  const gain = gainFor(audio, false);
  const ctx = gain?.context;
  if (!ctx || !gain) return;
  gain.gain.cancelScheduledValues(ctx.currentTime);
  gain.gain.setValueAtTime(1, ctx.currentTime);
}
