// Highlighting the sentence being narrated. The narration has no timings, so each sentence
// gets a share of the audio's duration in proportion to its length.

/** Splits text into sentences, keeping their punctuation and closing quotes; blank text gives none. */
export function splitSentences(text: string): string[] {
  const matches = text.match(/[^.!?…]+(?:[.!?…]+["'”’»«)]*|$)/g) ?? [];
  return matches.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}

/** Index of the sentence being read at `currentTime`, or -1 before the audio is known. */
export function activeSentenceIndex(sentences: readonly string[], currentTime: number, duration: number): number {
  if (sentences.length === 0 || !Number.isFinite(duration) || duration <= 0 || currentTime < 0) return -1;
  const total = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
  const reached = (Math.min(currentTime, duration) / duration) * total;
  let end = 0;
  for (let i = 0; i < sentences.length; i++) {
    end += sentences[i].length;
    if (reached < end) return i;
  }
  return sentences.length - 1;
}
