import { describe, expect, it } from 'vitest';
import { heardSeconds, recordedSentenceStarts } from '../../src/services/voice/recording-timing.ts';

// Where sentences start in a parent's reading, found from its pauses over the noise of a real
// microphone, and shared out by length when the pauses do not fit the sentences.

const RATE = 16_000;

/** Noise at `noise` amplitude throughout; a hum of `loud` amplitude for each [from, to] second pair. */
function reading(seconds: number, spoken: [number, number][], noise = 200, loud = 9000): Int16Array {
  const samples = new Int16Array(seconds * RATE);
  let seed = 7;
  for (let i = 0; i < samples.length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const t = i / RATE;
    const voiced = spoken.some(([from, to]) => t >= from && t < to);
    samples[i] = Math.round(((seed / 2 ** 31) * 2 - 1) * noise + (voiced ? loud * Math.sin(2 * Math.PI * 170 * t) : 0));
  }
  return samples;
}

const three = ['One short sentence here.', 'Another one of about that length.', 'And a last one, too.'];

describe('sentence starts in a recorded reading', () => {
  it('follows the pauses, over a noise floor louder than the offline narrator’s silence', () => {
    const samples = reading(
      9,
      [
        [0.5, 2.5],
        [3.4, 6],
        [6.8, 8.5],
      ],
      600,
    );
    const { starts, fromPauses } = recordedSentenceStarts(samples, RATE, three);
    expect(fromPauses).toBe(true);
    expect(starts[0]).toBeCloseTo(0.4, 1);
    expect(starts[1]).toBeCloseTo(3.3, 1);
    expect(starts[2]).toBeCloseTo(6.7, 1);
  });

  it('keeps the longest pauses, not a short breath inside a sentence', () => {
    const samples = reading(9, [
      [0.5, 1.4],
      [1.75, 2.5],
      [3.4, 6],
      [6.8, 8.5],
    ]);
    expect(
      recordedSentenceStarts(samples, RATE, three)
        .starts.slice(1)
        .map((s) => Math.round(s * 10) / 10),
    ).toEqual([3.3, 6.7]);
  });

  it('shares the spoken part out by length when the pauses do not fit the sentences', () => {
    // One long breath of reading, no pause at all: proportional, from the first sound to the last.
    const { starts, fromPauses } = recordedSentenceStarts(reading(8, [[1, 7]]), RATE, three);
    expect(fromPauses).toBe(false);
    expect(starts).toHaveLength(3);
    expect(starts[0]).toBeCloseTo(0.9, 1);
    const lengths = three.map((s) => s.length);
    const total = lengths.reduce((a, b) => a + b);
    expect(starts[1]).toBeCloseTo(1 + (6 * lengths[0]) / total, 1);
  });

  it('hears speech, and only noise in a silent room', () => {
    expect(heardSeconds(reading(4, [[1, 3]]), RATE)).toBeCloseTo(2, 1);
    expect(heardSeconds(reading(4, []), RATE)).toBeLessThan(0.5);
  });
});
