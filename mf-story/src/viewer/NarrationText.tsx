import { useMemo } from 'react';
import { activeSentenceIndex, splitSentences } from './sentences.ts';

/** The scene text, one span per sentence; once narration has started, the one being read is highlighted. */
export function NarrationText({
  text,
  currentTime,
  duration,
  sentenceStarts,
}: {
  text: string;
  currentTime: number;
  duration: number;
  sentenceStarts?: readonly number[];
}) {
  const sentences = useMemo(() => splitSentences(text), [text]);
  const active = currentTime > 0 ? activeSentenceIndex(sentences, currentTime, duration, sentenceStarts) : -1;
  return (
    <p className="viewer-scene__text">
      {sentences.map((sentence, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a sentence is its place in the text; the same words may come twice
        <span key={index} className="viewer-sentence" data-active={index === active || undefined}>
          {sentence}{' '}
        </span>
      ))}
    </p>
  );
}
