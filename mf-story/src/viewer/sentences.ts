// The read-along timings live in contracts, so the EPUB's media overlays use the very same ones.
export { activeSentenceIndex, sentenceTimings, splitSentences } from '@dreamweaver/contracts';
