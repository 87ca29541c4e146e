import { describe, expect, it } from 'vitest';
import {
  assembleNarration,
  bedtimeLoudness,
  bedtimePauses,
  decodeWav16,
  encodeWav16,
  joinSentences,
  normaliseLoudness,
  peakDb,
  SENTENCE_MARK_SECONDS,
  silenceRuns,
  speechLoudnessDb,
  trimSilence,
} from '../src/speak/narration-audio.ts';

// The offline narration's sound, on synthetic PCM: tones stand in for spoken sentences.

/** Seconds of sound in a 16-bit mono WAV. */
function wavSeconds(wav: Buffer): number {
  const { samples, sampleRate } = decodeWav16(wav);
  return samples.length / sampleRate;
}

const rate = 22050;

/** `seconds` of a tone at `amplitude` (of full scale), with a little wobble like a voice. */
function tone(seconds: number, amplitude: number, hz = 180): Int16Array {
  const out = new Int16Array(Math.round(seconds * rate));
  for (let i = 0; i < out.length; i++) {
    const t = i / rate;
    out[i] = Math.round(
      32767 *
        amplitude *
        (0.7 * Math.sin(2 * Math.PI * hz * t) + 0.3 * Math.sin(2 * Math.PI * hz * 3.1 * t)) *
        (0.6 + 0.4 * Math.sin(2 * Math.PI * 3 * t) ** 2),
    );
  }
  return out;
}

const silence = (seconds: number) => new Int16Array(Math.round(seconds * rate));

function concat(...parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

describe('narration audio', () => {
  it('writes and reads 16-bit mono WAV files that the narration check accepts', () => {
    const samples = tone(1, 0.3);
    const wav = encodeWav16({ samples, sampleRate: rate });
    expect(wavSeconds(wav)).toBeCloseTo(1, 3);
    const back = decodeWav16(wav);
    expect(back.sampleRate).toBe(rate);
    expect(Array.from(back.samples)).toEqual(Array.from(samples));
  });

  it('trims the silence around a clip, keeping a short margin', () => {
    const clip = concat(silence(0.5), tone(1, 0.3), silence(0.7));
    const trimmed = trimSilence(clip, rate);
    expect(trimmed.length / rate).toBeGreaterThan(0.99);
    expect(trimmed.length / rate).toBeLessThan(1.1);
    expect(trimSilence(silence(1), rate).length).toBe(0);
  });

  it('joins sentences with real pauses and says where each sentence starts', () => {
    const clips = [concat(silence(0.2), tone(1.5, 0.3)), concat(tone(0.5, 0.3), silence(0.4)), tone(2, 0.3)];
    const { samples, sentenceStarts } = joinSentences(clips, rate, bedtimePauses);
    expect(sentenceStarts).toHaveLength(3);
    expect(sentenceStarts[0]).toBeCloseTo(bedtimePauses.leadIn, 3); // the clip's own 30 ms margin is part of the sentence
    // Every sentence after the first starts right after a pause of (about) the bedtime length …
    const runs = silenceRuns(samples, rate, 0.2);
    expect(runs).toHaveLength(4); // lead-in, two pauses, tail
    for (const start of sentenceStarts.slice(1)) {
      const before = runs.find((run) => run.end >= start - 0.001 && run.end <= start + 0.04);
      expect(before, `a pause ends where the sentence at ${start} s starts`).toBeDefined();
      expect(before!.end - before!.start).toBeGreaterThanOrEqual(bedtimePauses.sentence);
      expect(before!.end - before!.start).toBeLessThan(bedtimePauses.sentence + 0.1);
    }
    // … and the sound at each start is the sentence itself.
    for (const start of sentenceStarts)
      expect(
        Math.max(
          ...Array.from(samples.subarray(Math.round((start + 0.04) * rate), Math.round((start + 0.1) * rate))).map(
            Math.abs,
          ),
        ),
      ).toBeGreaterThan(1000);
    expect(runs.at(-1)!.end - runs.at(-1)!.start).toBeGreaterThanOrEqual(bedtimePauses.tail);
  });

  it('brings scenes of different lengths and levels to one loudness, and leaves the pauses silent', () => {
    const scenes = [
      concat(tone(2, 0.05), silence(0.8), tone(1, 0.05)), // short and quiet
      concat(
        ...Array.from({ length: 12 }, (_, i) => concat(tone(1.5 + (i % 3) * 0.5, 0.6, 150 + i * 10), silence(0.8))),
      ), // long and loud
      concat(tone(4, 0.2), silence(2), tone(0.5, 0.9)), // uneven
    ];
    const levels = scenes.map((samples) => {
      const out = normaliseLoudness(samples, rate);
      expect(peakDb(out)).toBeLessThanOrEqual(bedtimeLoudness.peakDb + 0.01);
      expect(silenceRuns(out, rate, 0.7).length).toBeGreaterThan(0);
      return speechLoudnessDb(out, rate);
    });
    expect(Math.max(...levels) - Math.min(...levels)).toBeLessThan(2);
    for (const level of levels) expect(Math.abs(level - bedtimeLoudness.speechRmsDb)).toBeLessThan(2);
    // Before, they were far apart.
    const before = scenes.map((samples) => speechLoudnessDb(samples, rate));
    expect(Math.max(...before) - Math.min(...before)).toBeGreaterThan(10);
  });

  it('never lets a sample pass the peak ceiling, even when the speech level would ask for it', () => {
    const spiky = concat(tone(3, 0.02), tone(0.05, 0.95));
    const out = normaliseLoudness(spiky, rate);
    expect(peakDb(out)).toBeLessThanOrEqual(bedtimeLoudness.peakDb + 0.01);
    expect(normaliseLoudness(silence(1), rate).every((s) => s === 0)).toBe(true);
  });

  it("turns the synthesiser's marked breaks into bedtime pauses and reports the sentence starts", () => {
    const mark = silence(SENTENCE_MARK_SECONDS + 0.6);
    const raw = encodeWav16({
      samples: concat(
        silence(0.1),
        tone(2, 0.3),
        silence(0.3),
        tone(1, 0.3),
        mark,
        tone(1.5, 0.3),
        mark,
        tone(0.8, 0.3),
        silence(0.4),
      ),
      sampleRate: rate,
    });
    const { wav, sentenceStarts } = assembleNarration(raw, 3);
    expect(sentenceStarts).toHaveLength(3);
    const { samples } = decodeWav16(wav);
    const pauses = silenceRuns(samples, rate, bedtimePauses.sentence - 0.01);
    // The break after each sentence is now the bedtime pause, the short pause inside the first sentence is kept.
    expect(silenceRuns(samples, rate, SENTENCE_MARK_SECONDS)).toHaveLength(0);
    const inner = pauses.filter((run) => run.start > 0 && run.end < samples.length / rate - 0.01);
    expect(inner).toHaveLength(2);
    inner.forEach((run, i) => {
      expect(Math.abs(run.end - sentenceStarts![i + 1])).toBeLessThan(0.05);
    });
    expect(sentenceStarts![1] - sentenceStarts![0]).toBeCloseTo(0.03 + 2 + 0.3 + 1 + 0.03 + bedtimePauses.sentence, 1);
    expect(wavSeconds(wav)).toBeCloseTo(samples.length / rate, 3);
  });

  it('keeps the sound whole and gives no sentence starts when the breaks do not fit the sentences', () => {
    const raw = encodeWav16({
      samples: concat(tone(2, 0.3), silence(SENTENCE_MARK_SECONDS + 0.5), tone(1, 0.3)),
      sampleRate: rate,
    });
    const { wav, sentenceStarts } = assembleNarration(raw, 4);
    expect(sentenceStarts).toBeUndefined();
    expect(wavSeconds(wav)).toBeGreaterThan(3 + SENTENCE_MARK_SECONDS);
  });
});
