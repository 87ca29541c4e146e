// Sentences of a scene's text and when each is read, split and timed one way for everyone: the
// offline narrator pauses after each sentence and records where each starts, the viewer highlights
// the one being read, and the EPUB's media overlays use the very same timings.

/** Splits text into sentences, keeping their punctuation and closing quotes; blank text gives none. */
export function splitSentences(text: string): string[] {
  const matches = text.match(/[^.!?…]+(?:[.!?…]+["'”’»«)]*|$)/g) ?? [];
  return matches.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}

/**
 * When each sentence is read, in seconds from the start of the narration, back to back and covering
 * all of it. `sentenceStarts` (one per sentence, as the offline narrator stores them, pauses
 * included) decide when they fit the sentences; otherwise each sentence gets a share of the
 * duration in proportion to its length (narration that says nothing of its timing).
 */
export function sentenceTimings(
  sentences: readonly string[],
  duration: number,
  sentenceStarts?: readonly number[] | null,
): { begin: number; end: number }[] {
  if (sentences.length === 0 || !Number.isFinite(duration) || duration <= 0) return [];
  if (startsFit(sentenceStarts, sentences.length, duration)) {
    return sentenceStarts.map((start, i) => ({
      begin: i === 0 ? 0 : start,
      end: i === sentenceStarts.length - 1 ? duration : sentenceStarts[i + 1],
    }));
  }
  const total = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
  let reached = 0;
  return sentences.map((sentence, i) => {
    const begin = (reached / total) * duration;
    reached += sentence.length;
    return { begin, end: i === sentences.length - 1 ? duration : (reached / total) * duration };
  });
}

function startsFit(starts: readonly number[] | null | undefined, count: number, duration: number): starts is readonly number[] {
  if (!starts || starts.length !== count) return false;
  return starts.every((start, i) => Number.isFinite(start) && start >= 0 && start < duration && (i === 0 || start > starts[i - 1]));
}

/** Index of the sentence being read at `currentTime`, or -1 before the audio is known. */
export function activeSentenceIndex(
  sentences: readonly string[],
  currentTime: number,
  duration: number,
  sentenceStarts?: readonly number[] | null,
): number {
  const timings = sentenceTimings(sentences, duration, sentenceStarts);
  if (timings.length === 0 || currentTime < 0) return -1;
  const at = Math.min(currentTime, duration);
  const index = timings.findIndex((timing) => at < timing.end);
  return index === -1 ? timings.length - 1 : index;
}
