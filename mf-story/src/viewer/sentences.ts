import { splitSentences } from '@dreamweaver/contracts';

// Highlighting the sentence being narrated. When the narration says where each sentence starts
// (the offline narrator does, pauses included), those times decide; otherwise each sentence gets
// a share of the audio's duration in proportion to its length.

export { splitSentences };

/**
 * Index of the sentence being read at `currentTime`, or -1 before the audio is known.
 * `sentenceStarts` (seconds, one per sentence) is used when it fits the sentences.
 */
export function activeSentenceIndex(sentences: readonly string[], currentTime: number, duration: number, sentenceStarts?: readonly number[] | null): number {
  if (sentences.length === 0 || !Number.isFinite(duration) || duration <= 0 || currentTime < 0) return -1;
  if (sentenceStarts && sentenceStarts.length === sentences.length) {
    let index = 0;
    while (index + 1 < sentenceStarts.length && sentenceStarts[index + 1] <= currentTime) index++;
    return index;
  }
  const total = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
  const reached = (Math.min(currentTime, duration) / duration) * total;
  let end = 0;
  for (let i = 0; i < sentences.length; i++) {
    end += sentences[i].length;
    if (reached < end) return i;
  }
  return sentences.length - 1;
}
