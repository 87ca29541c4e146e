// The sound of an offline narration, put together from one synthesised clip per sentence:
// each clip's own leading and trailing silence trimmed, real pauses between sentences, and the
// loudness brought to one level so that no scene is louder or quieter than the next. Pure
// functions on 16-bit mono PCM, so they are tested on synthetic sound (narration-audio.test.ts).

export interface Pcm {
  samples: Int16Array;
  sampleRate: number;
}

/** The silences an assembled narration holds, in seconds. */
export interface PauseLengths {
  /** Before the first sentence. */
  leadIn: number;
  /** After a sentence that ends with a full stop, exclamation or question mark (or an ellipsis). */
  sentence: number;
  /** After the last sentence. */
  tail: number;
}

export const bedtimePauses: Readonly<PauseLengths> = { leadIn: 0.25, sentence: 0.8, tail: 0.6 };

/** Loudness target: RMS of the voiced parts, and a ceiling no sample may pass (both dBFS). */
export interface LoudnessTarget {
  speechRmsDb: number;
  peakDb: number;
}

export const bedtimeLoudness: Readonly<LoudnessTarget> = { speechRmsDb: -20, peakDb: -1 };

/** A sample whose magnitude is at most this counts as silence (about -40 dBFS). */
const SILENCE_THRESHOLD = 330;

const FULL_SCALE = 32768;
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

const dbToLinear = (db: number) => 10 ** (db / 20);
const isQuiet = (sample: number) => sample <= SILENCE_THRESHOLD && sample >= -SILENCE_THRESHOLD;
const linearToDb = (value: number) => 20 * Math.log10(value);

/** The 16-bit mono PCM of a RIFF/WAVE file; throws for anything else (meSpeak writes exactly this). */
export function decodeWav16(data: Buffer): Pcm {
  if (data.length < 12 || data.toString('ascii', 0, 4) !== 'RIFF' || data.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let sampleRate = 0;
  for (let offset = 12; offset + 8 <= data.length; ) {
    const id = data.toString('ascii', offset, offset + 4);
    const size = data.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = data.readUInt16LE(body);
      const channels = data.readUInt16LE(body + 2);
      const bits = data.readUInt16LE(body + 14);
      if (format !== 1 || channels !== 1 || bits !== 16)
        throw new Error(`expected 16-bit mono PCM, got format ${format}, ${channels} channels, ${bits} bits`);
      sampleRate = data.readUInt32LE(body + 4);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('the data chunk comes before the fmt chunk');
      // meSpeak may leave the size of a clip's data chunk larger than what follows: take what is there.
      const end = Math.min(body + size, data.length);
      const count = Math.floor((end - body) / 2);
      // WAV is little-endian like every machine we run on: a view of the bytes when they sit at an even offset, else a copy.
      if (littleEndian && (data.byteOffset + body) % 2 === 0)
        return { samples: new Int16Array(data.buffer, data.byteOffset + body, count), sampleRate };
      const samples = new Int16Array(count);
      new Uint8Array(samples.buffer).set(data.subarray(body, body + count * 2));
      if (!littleEndian) for (let i = 0; i < count; i++) samples[i] = data.readInt16LE(body + i * 2);
      return { samples, sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('no data chunk');
}

/** A RIFF/WAVE file of 16-bit mono PCM. */
export function encodeWav16({ samples, sampleRate }: Pcm): Buffer {
  const out = wavWithHeader(samples.length, sampleRate);
  const dataBytes = samples.length * 2;
  if (littleEndian) out.set(new Uint8Array(samples.buffer, samples.byteOffset, dataBytes), 44);
  else for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i], 44 + i * 2);
  return out;
}

/** A zero-filled WAV file of `count` 16-bit mono samples, header written. */
function wavWithHeader(count: number, sampleRate: number): Buffer {
  const dataBytes = count * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  return out;
}

/**
 * The clip without its leading and trailing silence, keeping `marginSeconds` of it on either side
 * so that soft beginnings and endings of words are not cut.
 */
export function trimSilence(samples: Int16Array, sampleRate: number, marginSeconds = 0.03): Int16Array {
  let first = 0;
  while (first < samples.length && isQuiet(samples[first])) first++;
  if (first === samples.length) return samples.subarray(0, 0);
  let last = samples.length - 1;
  while (last > first && isQuiet(samples[last])) last--;
  const margin = Math.round(marginSeconds * sampleRate);
  return samples.subarray(Math.max(0, first - margin), Math.min(samples.length, last + 1 + margin));
}

/**
 * One narration from one clip per sentence: each clip trimmed of its own silence, `pauses.leadIn`
 * before the first, `pauses.sentence` between sentences and `pauses.tail` after the last.
 * Returns the sound and the second at which each sentence starts (what the read-along follows).
 */
export function joinSentences(
  clips: readonly Int16Array[],
  sampleRate: number,
  pauses: PauseLengths = bedtimePauses,
  /** Where to put the sound (zero-filled, of the length needed); a new array when not given. */
  into: (length: number) => Int16Array = (length) => new Int16Array(length),
): { samples: Int16Array; sentenceStarts: number[] } {
  const trimmed = clips.map((clip) => trimSilence(clip, sampleRate));
  const gap = (seconds: number) => Math.round(seconds * sampleRate);
  const total =
    gap(pauses.leadIn) +
    trimmed.reduce((sum, clip) => sum + clip.length, 0) +
    gap(pauses.sentence) * Math.max(0, trimmed.length - 1) +
    gap(pauses.tail);
  const samples = into(total); // zero-filled: the pauses are already there
  const sentenceStarts: number[] = [];
  let at = gap(pauses.leadIn);
  trimmed.forEach((clip, index) => {
    sentenceStarts.push(at / sampleRate);
    samples.set(clip, at);
    at += clip.length + (index < trimmed.length - 1 ? gap(pauses.sentence) : 0);
  });
  return { samples, sentenceStarts };
}

/**
 * Loudness of speech in dBFS: the RMS over the 20 ms frames that carry sound (frames more than
 * 30 dB below the loudest frame, or silent, are left out), so pauses do not make a scene seem quiet.
 */
export function speechLoudnessDb(samples: Int16Array, sampleRate: number): number {
  const frame = Math.max(1, Math.round(sampleRate * 0.02));
  const energies = new Float64Array(Math.ceil(samples.length / frame));
  let loudest = 0;
  for (let start = 0, f = 0; start < samples.length; start += frame, f++) {
    const end = Math.min(samples.length, start + frame);
    let sum = 0;
    for (let i = start; i < end; i++) sum += samples[i] * samples[i];
    const energy = sum / (end - start);
    energies[f] = energy;
    if (energy > loudest) loudest = energy;
  }
  const gate = Math.max(SILENCE_THRESHOLD ** 2, loudest / 1000);
  let voiced = 0;
  let total = 0;
  for (const energy of energies) {
    if (energy > gate) {
      voiced++;
      total += energy;
    }
  }
  if (voiced === 0) return -Infinity;
  return linearToDb(Math.sqrt(total / voiced) / FULL_SCALE);
}

/** The largest sample magnitude in dBFS. */
export function peakDb(samples: Int16Array): number {
  let peak = 0;
  for (let i = 0; i < samples.length; i++) {
    const sample = samples[i];
    if (sample > peak) peak = sample;
    else if (-sample > peak) peak = -sample;
  }
  return peak === 0 ? -Infinity : linearToDb(peak / FULL_SCALE);
}

/**
 * The samples scaled so that speech sits at `target.speechRmsDb`, unless that would push a sample
 * past `target.peakDb` (then the peak decides). Silence stays silence.
 */
export function normaliseLoudness(
  samples: Int16Array,
  sampleRate: number,
  target: LoudnessTarget = bedtimeLoudness,
): Int16Array {
  const out = samples.slice();
  normaliseInPlace(out, sampleRate, target);
  return out;
}

function normaliseInPlace(samples: Int16Array, sampleRate: number, target: LoudnessTarget): void {
  const loudness = speechLoudnessDb(samples, sampleRate);
  if (!Number.isFinite(loudness)) return;
  const gain = dbToLinear(Math.min(target.speechRmsDb - loudness, target.peakDb - peakDb(samples)));
  // Scaled once per possible sample value (65,536), not once per sample (a scene has about a million).
  const scaled = new Int16Array(65536);
  for (let value = -32768; value <= 32767; value++) {
    const result = Math.round(value * gain);
    scaled[value + 32768] = Math.min(32767, Math.max(-32768, result));
  }
  for (let i = 0; i < samples.length; i++) samples[i] = scaled[samples[i] + 32768];
}

/** The runs of silence at least `minSeconds` long, in seconds (tests and checks of the pauses). */
export function silenceRuns(
  samples: Int16Array,
  sampleRate: number,
  minSeconds: number,
  /** The loudest sample that counts as quiet (a recorded voice has a noise floor of its own). */
  threshold = SILENCE_THRESHOLD,
): { start: number; end: number }[] {
  const runs: { start: number; end: number }[] = [];
  const min = Math.round(minSeconds * sampleRate);
  let start = -1;
  for (let i = 0; i <= samples.length; i++) {
    const quiet = i < samples.length && samples[i] <= threshold && samples[i] >= -threshold;
    if (quiet && start < 0) start = i;
    if (!quiet && start >= 0) {
      if (i - start >= min) runs.push({ start: start / sampleRate, end: i / sampleRate });
      start = -1;
    }
  }
  return runs;
}

/** Silence longer than this in a clip marks a break placed between sentences (eSpeak's own pauses stay under 0.85 s at the bedtime rates). */
export const SENTENCE_MARK_SECONDS = 1.1;

/**
 * The narration's WAV file and where each sentence starts, from meSpeak's WAV of all sentences
 * separated by long breaks (see SENTENCE_MARK_SECONDS): the breaks become the bedtime pauses and
 * the loudness is normalised. When the breaks cannot be matched to the `sentenceCount` sentences
 * (eSpeak shortened one), the sound is kept whole and no sentence starts are given: the caller
 * then speaks the sentences one by one (assembleSentenceClips).
 */
export function assembleNarration(
  wav: Buffer,
  sentenceCount: number,
  pauses: PauseLengths = bedtimePauses,
  loudness: LoudnessTarget = bedtimeLoudness,
): { wav: Buffer; sentenceStarts?: number[] } {
  const { samples, sampleRate } = decodeWav16(wav);
  const marks = silenceRuns(samples, sampleRate, SENTENCE_MARK_SECONDS).filter(
    (run) => run.start > 0 && run.end < samples.length / sampleRate,
  );
  if (marks.length !== sentenceCount - 1) return { wav: joinedWav([samples], sampleRate, pauses, loudness).wav };
  const clips: Int16Array[] = [];
  let from = 0;
  for (const mark of marks) {
    clips.push(samples.subarray(from, Math.round(mark.start * sampleRate)));
    from = Math.round(mark.end * sampleRate);
  }
  clips.push(samples.subarray(from));
  return joinedWav(clips, sampleRate, pauses, loudness);
}

/**
 * The narration's WAV file and where each sentence starts, from one meSpeak WAV per sentence
 * (when the marked breaks of one recording cannot be matched to its sentences).
 */
export function assembleSentenceClips(
  wavs: readonly Buffer[],
  pauses: PauseLengths = bedtimePauses,
  loudness: LoudnessTarget = bedtimeLoudness,
): { wav: Buffer; sentenceStarts: number[] } {
  const decoded = wavs.map(decodeWav16);
  const sampleRate = decoded[0]?.sampleRate;
  if (sampleRate === undefined || decoded.some((pcm) => pcm.sampleRate !== sampleRate))
    throw new Error('the sentences were not spoken at one sample rate');
  return joinedWav(
    decoded.map((pcm) => pcm.samples),
    sampleRate,
    pauses,
    loudness,
  );
}

/** The clips joined with bedtime pauses and normalised, as a WAV file, with each clip's start in seconds. */
function joinedWav(
  clips: readonly Int16Array[],
  sampleRate: number,
  pauses: PauseLengths,
  loudness: LoudnessTarget,
): { wav: Buffer; sentenceStarts: number[] } {
  // Joined and normalised right inside the WAV file that is returned (on little-endian machines).
  let out: Buffer | undefined;
  const into = (length: number) => {
    out = wavWithHeader(length, sampleRate);
    return littleEndian ? new Int16Array(out.buffer, out.byteOffset + 44, length) : new Int16Array(length);
  };
  const joined = joinSentences(clips, sampleRate, pauses, into);
  normaliseInPlace(joined.samples, sampleRate, loudness);
  if (!littleEndian) out = encodeWav16({ samples: joined.samples, sampleRate });
  return { wav: out!, sentenceStarts: joined.sentenceStarts.map((seconds) => Math.round(seconds * 1000) / 1000) };
}
