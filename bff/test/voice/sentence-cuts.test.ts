import { sentenceTimings } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import {
  bestPauseCuts,
  cutScore,
  type Pause,
  type SpokenPart,
  sentenceEndPauses,
} from '../../src/services/voice/sentence-cuts.ts';

// The choice of the pauses that end a reading's sentences: the best-scoring cuts of all, and the
// proportional timing when even they score worse.

/** Every way of choosing `k` of `n` indices, in order. */
function* choices(n: number, k: number, from = 0): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= n - k; i++) for (const rest of choices(n, k - 1, i + 1)) yield [i, ...rest];
}

const sentences = ['Luna found a lantern.', 'It glowed like the moon on a calm night.', 'Yes.', 'She carried it home.'];

describe('the pauses that end the sentences', () => {
  it('are the best-scoring choice of all (the dynamic programme against trying every choice)', () => {
    let seed = 3;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 40; round++) {
      const pauses: Pause[] = [];
      let at = 0.5;
      for (let i = 0, n = 3 + Math.floor(random() * 6); i < n; i++) {
        at += 0.3 + random() * 2;
        const length = 0.3 + random() * 2.5;
        pauses.push({ start: at, end: at + length });
        at += length;
      }
      const spoken: SpokenPart = { from: 0.5, to: at + 0.3 + random() * 2, pauses };
      let best = Number.POSITIVE_INFINITY;
      for (const chosen of choices(pauses.length, sentences.length - 1))
        best = Math.min(
          best,
          cutScore(
            spoken,
            sentences,
            chosen.map((i) => (pauses[i].start + pauses[i].end) / 2),
          ),
        );
      const found = bestPauseCuts(spoken, sentences);
      expect(found?.score).toBeCloseTo(best, 9);
      const mids = found!.pauses.map((pause) => (pause.start + pause.end) / 2);
      expect(cutScore(spoken, sentences, mids)).toBeCloseTo(found!.score, 9);
    }
  });

  it('are none when there are too few of them, or when even the best fit is worse than sharing by length', () => {
    const proportional = [2, 6, 6.5];
    expect(sentenceEndPauses({ from: 0.5, to: 8, pauses: [{ start: 3, end: 4 }] }, sentences, proportional)).toBe(
      undefined,
    );
    // Three breaths in the first second: cutting there leaves the first sentences nothing to say.
    const early = [
      { start: 0.8, end: 1.1 },
      { start: 1.2, end: 1.5 },
      { start: 1.6, end: 1.9 },
    ];
    expect(sentenceEndPauses({ from: 0.5, to: 9, pauses: early }, sentences, proportional)).toBe(undefined);
    // Pauses where the sentences end are taken.
    const fitting = [
      { start: 1.9, end: 2.6 },
      { start: 5.6, end: 6.3 },
      { start: 6.8, end: 7.5 },
    ];
    expect(sentenceEndPauses({ from: 0.5, to: 9.3, pauses: fitting }, sentences, proportional)).toEqual(fitting);
  });

  it('are taken when they are clear, even where short sentences last longer than their letters say', () => {
    // Short calls read slowly, each a second pause apart: sharing by length would cut inside words.
    const calls = ['Pst!', 'Hör mal.', 'Kein Lied?', 'Das Nachtlied ist weg!', 'Tilda und Knopf gehen es suchen.'];
    const pauses: Pause[] = [];
    let at = 0.4;
    for (const seconds of [1.2, 1.2, 1.2, 1.3]) {
      at += seconds;
      pauses.push({ start: at, end: at + 1 });
      at += 1;
    }
    const spoken = { from: 0.4, to: at + 1.9, pauses };
    const proportional = sentenceTimings(calls, spoken.to - spoken.from)
      .slice(1)
      .map(({ begin }) => spoken.from + begin);
    expect(sentenceEndPauses(spoken, calls, proportional)).toEqual(pauses);
  });
});
