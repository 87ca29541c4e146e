import { audioContext, bedtimeProbe } from './audio-graph.ts';
import { goodnightSchedule } from './sleep-timer.ts';

/** The goodnight sound's loudness at its fullest: soft, under where the narration was. */
const SOUND_LEVEL = 0.22;
const NOISE_SECONDS = 6;

/** Brown noise (a random walk, like a far-off sea), made here: no recording is played. */
function brownNoise(ctx: AudioContext): AudioBuffer {
  const buffer = ctx.createBuffer(1, ctx.sampleRate * NOISE_SECONDS, ctx.sampleRate);
  const data = buffer.getChannelData(0);
  let last = 0;
  for (let i = 0; i < data.length; i++) {
    last = (last + 0.02 * (Math.random() * 2 - 1)) / 1.02;
    data[i] = last * 3.5;
  }
  // The loop's seam: ease both ends, so the repeat does not click.
  const edge = Math.min(2000, data.length / 4);
  for (let i = 0; i < edge; i++) {
    data[i] *= i / edge;
    data[data.length - 1 - i] *= i / edge;
  }
  return buffer;
}

/**
 * Plays the goodnight sound for `lengthMs`: it comes in softly, fades out over its last minute and
 * stops by itself. Scheduled on the audio clock, so it keeps time with the page hidden or the screen off.
 * Returns a stop function (leaving the page), or null when there is no sound to play.
 */
export function playGoodnightSound(lengthMs: number, onEnded: () => void): (() => void) | null {
  const schedule = goodnightSchedule(lengthMs);
  const ctx = audioContext();
  if (!schedule || !ctx) return null;
  const source = ctx.createBufferSource();
  source.buffer = brownNoise(ctx);
  source.loop = true;
  const soften = ctx.createBiquadFilter();
  soften.type = 'lowpass';
  soften.frequency.value = 420;
  const gain = ctx.createGain();
  const start = ctx.currentTime;
  const at = (ms: number) => start + ms / 1000;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(SOUND_LEVEL, at(schedule.fadeInEndMs));
  gain.gain.setValueAtTime(SOUND_LEVEL, at(schedule.fadeOutStartMs));
  gain.gain.exponentialRampToValueAtTime(0.0001, at(schedule.endMs));
  source.connect(soften).connect(gain).connect(ctx.destination);
  source.onended = () => {
    bedtimeProbe.goodnight = 'ended';
    source.disconnect();
    gain.disconnect();
    onEnded();
  };
  source.start(start);
  source.stop(at(schedule.endMs));
  bedtimeProbe.goodnight = 'playing';
  bedtimeProbe.goodnightGain = gain;
  return () => {
    source.onended = null;
    source.stop();
    bedtimeProbe.goodnight = 'ended';
  };
}
