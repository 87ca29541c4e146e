// Which pauses of a parent's reading end its sentences. A reader also stops inside a sentence (to
// turn a page, to answer a child, to find the word), often for longer than between sentences, so
// the longest pauses are not the answer. The cuts are chosen together, as the best fit of the
// sentences' lengths: each part's speaking time against its sentence's share of the take's, with
// a reward for each cut that falls in a real pause (dynamic programming over the pauses).

export interface Pause {
  start: number;
  end: number;
}

/** The spoken part of a take, in seconds: its first and last sound, and the pauses between them, in order. */
export interface SpokenPart {
  from: number;
  to: number;
  pauses: readonly Pause[];
}

/** A sentence's end takes about as long to say as this many letters (a "Yes." lasts as long as six). */
const SENTENCE_END_LETTERS = 3;
/** A pause this long is as good an end of a sentence as any longer one; a breath or a comma counts in proportion. */
const FULL_PAUSE_SECONDS = 0.5;
/** What a cut in a full pause is worth, in the misfit's units: about one part off by a factor of 1.7. */
const PAUSE_REWARD = 0.3;
/** How many pauses per sentence may be where it ends: the longest. */
const CANDIDATES_PER_SENTENCE = 4;
/** A part with no speech in it is scored as if it had this much, so that the misfit stays finite. */
const LEAST_SPEECH_SECONDS = 0.05;

const letterCount = (sentence: string) => sentence.match(/[\p{L}\p{N}]/gu)?.length ?? 0;

/** How long each sentence should take to say, sharing the part's speaking time by letters. */
function expectedSeconds(spoken: SpokenPart, sentences: readonly string[]): number[] {
  const weights = sentences.map((sentence) => letterCount(sentence) + SENTENCE_END_LETTERS);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const paused = spoken.pauses.reduce((sum, pause) => sum + pause.end - pause.start, 0);
  const speaking = spoken.to - spoken.from - paused;
  return weights.map((weight) => (speaking * weight) / total);
}

/** How far a part's speaking time is from its sentence's share: the square of their log ratio. */
function misfit(speech: number, expected: number): number {
  return Math.log(Math.max(speech, LEAST_SPEECH_SECONDS) / expected) ** 2;
}

const reward = (pause: Pause) => PAUSE_REWARD * Math.min(1, (pause.end - pause.start) / FULL_PAUSE_SECONDS);

/**
 * The score of cutting the spoken part at `cuts` (one time per sentence after the first), lower
 * is better: the parts' misfits (speaking time only, the pauses inside a part left out, so a
 * hesitation does not make its sentence look long), less the reward of each cut that falls in a
 * pause; a cut in the middle of speech (a sentence ending with no pause at all) costs as much as
 * a full pause earns.
 */
export function cutScore(spoken: SpokenPart, sentences: readonly string[], cuts: readonly number[]): number {
  const expected = expectedSeconds(spoken, sentences);
  const quiet = (a: number, b: number) =>
    spoken.pauses.reduce((sum, pause) => sum + Math.max(0, Math.min(b, pause.end) - Math.max(a, pause.start)), 0);
  const edges = [spoken.from, ...cuts, spoken.to];
  let score = 0;
  for (let i = 0; i < sentences.length; i++) {
    const [a, b] = [edges[i], edges[i + 1]];
    score += misfit(b - a - quiet(a, b), expected[i]);
  }
  for (const cut of cuts) {
    const pause = spoken.pauses.find(({ start, end }) => start <= cut && cut <= end);
    score += pause ? -reward(pause) : PAUSE_REWARD;
  }
  return score;
}

/**
 * The pauses that may end a sentence: the longest, four for each sentence (a reader stops inside
 * sentences, but not a dozen times in each), in order. A ten-minute take has hundreds of breaths;
 * without this bound the choice below would take a second of the server's time.
 */
function candidatePauses(pauses: readonly Pause[], sentenceCount: number): number[] {
  return pauses
    .map((pause, index) => ({ index, length: pause.end - pause.start }))
    .sort((a, b) => b.length - a.length)
    .slice(0, CANDIDATES_PER_SENTENCE * sentenceCount)
    .map(({ index }) => index)
    .sort((a, b) => a - b);
}

/**
 * The pauses, one fewer than the sentences and in order, whose cuts score best (cutScore), and
 * that score; undefined when there are too few pauses. best[k][j] is the best score of the first
 * k + 1 sentences with the k-th cut in candidate j: O(sentences³), milliseconds for a long scene.
 */
export function bestPauseCuts(
  spoken: SpokenPart,
  sentences: readonly string[],
): { pauses: Pause[]; score: number } | undefined {
  const { pauses } = spoken;
  const cuts = sentences.length - 1;
  const candidates = candidatePauses(pauses, sentences.length);
  const count = candidates.length;
  if (cuts < 1 || count < cuts) return undefined;
  const expected = expectedSeconds(spoken, sentences);
  // Seconds of all pauses before pause p: the speech between two cuts leaves out every pause between them.
  const pausedBefore = [0];
  for (const pause of pauses) pausedBefore.push(pausedBefore[pausedBefore.length - 1] + pause.end - pause.start);
  /** The misfit of sentence i said between candidate a (-1: the first sound) and candidate b (count: the last sound). */
  const part = (i: number, a: number, b: number) => {
    const begin = a < 0 ? spoken.from : pauses[candidates[a]].end;
    const end = b === count ? spoken.to : pauses[candidates[b]].start;
    const paused =
      pausedBefore[b === count ? pauses.length : candidates[b]] - pausedBefore[a < 0 ? 0 : candidates[a] + 1];
    return misfit(end - begin - paused, expected[i]);
  };
  const best = Array.from({ length: cuts }, () => new Float64Array(count).fill(Number.POSITIVE_INFINITY));
  const from = Array.from({ length: cuts }, () => new Int32Array(count).fill(-1));
  for (let k = 0; k < cuts; k++) {
    // Cut k needs k candidates before it and cuts - 1 - k after it.
    for (let j = k; j <= count - cuts + k; j++) {
      const earned = reward(pauses[candidates[j]]);
      if (k === 0) best[0][j] = part(0, -1, j) - earned;
      for (let before = k - 1; k > 0 && before < j; before++) {
        const score = best[k - 1][before] + part(k, before, j) - earned;
        if (score < best[k][j]) {
          best[k][j] = score;
          from[k][j] = before;
        }
      }
    }
  }
  let score = Number.POSITIVE_INFINITY;
  let last = -1;
  for (let j = cuts - 1; j < count; j++) {
    const total = best[cuts - 1][j] + part(cuts, j, count);
    if (total < score) [score, last] = [total, j];
  }
  const chosen: Pause[] = [];
  for (let k = cuts - 1, j = last; k >= 0; j = from[k][j], k--) chosen.unshift(pauses[candidates[j]]);
  return { pauses: chosen, score };
}

/**
 * The pauses that end the sentences, or undefined when even the best of them scores worse than
 * sharing the spoken part out by length (its cuts at `proportionalCuts`, scored the same way:
 * they mostly fall in the middle of words), and the reading is then timed by length.
 */
export function sentenceEndPauses(
  spoken: SpokenPart,
  sentences: readonly string[],
  proportionalCuts: readonly number[],
): Pause[] | undefined {
  const best = bestPauseCuts(spoken, sentences);
  if (!best || !Number.isFinite(best.score)) return undefined;
  // The same cuts as the proportional ones score the same, give or take rounding: the pauses win then.
  return best.score <= cutScore(spoken, sentences, proportionalCuts) + 1e-9 ? best.pauses : undefined;
}
