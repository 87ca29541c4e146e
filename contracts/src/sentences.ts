// Read-along timings, shared by the viewer's highlighting and the EPUB's media overlays. The
// narration has no timings of its own, so each sentence gets a share of the audio's duration in
// proportion to its length.

/** Splits text into sentences, keeping their punctuation and closing quotes; blank text gives none. */
export function splitSentences(text: string): string[] {
  const matches = text.match(/[^.!?…]+(?:[.!?…]+["'”’»«)]*|$)/g) ?? [];
  return matches.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}

/** When each sentence is read, in seconds from the start of the narration: back to back, covering all of it. */
export function sentenceTimings(sentences: readonly string[], duration: number): { begin: number; end: number }[] {
  if (sentences.length === 0 || !Number.isFinite(duration) || duration <= 0) return [];
  const total = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
  let reached = 0;
  return sentences.map((sentence, i) => {
    const begin = (reached / total) * duration;
    reached += sentence.length;
    return { begin, end: i === sentences.length - 1 ? duration : (reached / total) * duration };
  });
}

/** Index of the sentence being read at `currentTime`, or -1 before the audio is known. */
export function activeSentenceIndex(sentences: readonly string[], currentTime: number, duration: number): number {
  const timings = sentenceTimings(sentences, duration);
  if (timings.length === 0 || currentTime < 0) return -1;
  const at = Math.min(currentTime, duration);
  const index = timings.findIndex((timing) => at < timing.end);
  return index === -1 ? timings.length - 1 : index;
}
