import { sentenceTimings } from '@dreamweaver/contracts';
import { silenceRuns } from '@dreamweaver/storyteller/speech';
import { sentenceEndPauses } from './sentence-cuts.ts';

// Where each sentence starts in a parent's recording of a scene, found in the sound the way the
// offline narrator finds its own pauses (silenceRuns), and what counts as silence in a recording:
// a microphone has a noise floor of its own, so the quiet threshold follows the recording.

const FRAME_SECONDS = 0.02;
/** The softest a frame of speech can be: about -46 dBFS at its peak. */
const SPEECH_FLOOR = 160;
/** A pause between sentences read aloud lasts at least this long; breaths inside a sentence are shorter. */
const MIN_PAUSE_SECONDS = 0.3;
/** The highlight moves a moment before the first word of the sentence. */
const LEAD_SECONDS = 0.1;

/** The loudest sample of each 20 ms frame (magnitude). */
function framePeaks(samples: Int16Array, sampleRate: number): Int32Array {
  const frame = Math.max(1, Math.round(sampleRate * FRAME_SECONDS));
  const peaks = new Int32Array(Math.ceil(samples.length / frame));
  for (let i = 0; i < samples.length; i++) {
    const magnitude = Math.abs(samples[i]);
    const f = Math.floor(i / frame);
    if (magnitude > peaks[f]) peaks[f] = magnitude;
  }
  return peaks;
}

const percentile = (sorted: Int32Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** The noise floor and the level of speech: the frames' peaks at the 10th and 90th percentile. */
function levels(samples: Int16Array, sampleRate: number): { noise: number; speech: number; peaks: Int32Array } {
  const peaks = framePeaks(samples, sampleRate);
  const sorted = peaks.slice().sort();
  if (sorted.length === 0) return { noise: 0, speech: 0, peaks };
  return { noise: percentile(sorted, 0.1), speech: percentile(sorted, 0.9), peaks };
}

/** What counts as quiet in this recording: above its noise floor, well below its speech. */
function thresholdOf({ noise, speech }: { noise: number; speech: number }): number {
  return Math.max(SPEECH_FLOOR, Math.min(noise * 2, speech / 4));
}

/**
 * Seconds of the recording in which something louder than its noise floor is heard; none when its
 * level hardly changes (a silent room's hiss, a steady hum): reading aloud rises and falls.
 */
export function heardSeconds(samples: Int16Array, sampleRate: number): number {
  const measured = levels(samples, sampleRate);
  if (measured.speech < Math.max(SPEECH_FLOOR, measured.noise * 3)) return 0;
  const threshold = thresholdOf(measured);
  let frames = 0;
  for (const peak of measured.peaks) if (peak > threshold) frames++;
  return frames * FRAME_SECONDS;
}

/** The first and last second with sound in it. */
function speechSpan(samples: Int16Array, sampleRate: number, threshold: number): { from: number; to: number } {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first]) <= threshold) first++;
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last]) <= threshold) last--;
  return { from: first / sampleRate, to: (last + 1) / sampleRate };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Where each of `sentences` starts in the recording, in seconds: after the pauses that best fit
 * the sentences' lengths (sentence-cuts.ts), one fewer than the sentences; otherwise (too few
 * pauses, or a fit worse than sharing by length) the spoken part is shared out in proportion to
 * the sentences' lengths.
 */
export function recordedSentenceStarts(
  samples: Int16Array,
  sampleRate: number,
  sentences: readonly string[],
): { starts: number[]; fromPauses: boolean } {
  const threshold = thresholdOf(levels(samples, sampleRate));
  const span = speechSpan(samples, sampleRate, threshold);
  const first = Math.max(0, span.from - LEAD_SECONDS);
  if (sentences.length <= 1) return { starts: sentences.length ? [round(first)] : [], fromPauses: true };
  const spoken = span.to - span.from;
  const shared = sentenceTimings(sentences, spoken > 0 ? spoken : samples.length / sampleRate);
  const proportional = shared.map(({ begin }) => span.from + begin);
  const pauses = silenceRuns(samples, sampleRate, MIN_PAUSE_SECONDS, threshold).filter(
    (run) => run.start > span.from && run.end < span.to,
  );
  const ends = sentenceEndPauses({ ...span, pauses }, sentences, proportional.slice(1));
  if (ends) {
    const starts = [first, ...ends.map((pause) => Math.max(pause.start, pause.end - LEAD_SECONDS))];
    return { starts: starts.map(round), fromPauses: true };
  }
  return { starts: proportional.map((start, i) => round(i === 0 ? first : start)), fromPauses: false };
}
