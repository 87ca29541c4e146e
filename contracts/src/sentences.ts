// Sentences of a scene's text, split one way for everyone: the offline narrator pauses after each
// and records where each starts, and the viewer highlights the one being read.

/** Splits text into sentences, keeping their punctuation and closing quotes; blank text gives none. */
export function splitSentences(text: string): string[] {
  const matches = text.match(/[^.!?…]+(?:[.!?…]+["'”’»«)]*|$)/g) ?? [];
  return matches.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0);
}
