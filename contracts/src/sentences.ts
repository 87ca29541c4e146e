// Sentences of a scene's text and when each is read, split and timed one way for everyone: the
// offline narrator pauses after each sentence and records where each starts, the viewer highlights
// the one being read, and the EPUB's media overlays use the very same timings.

/**
 * The quotation marks a sentence may open, with the marks that close each: English "…", “…”, ‘…’;
 * German „…“, ‚…‘, »…« (and «…», „…”, ‚…’ as other languages and some writers use them).
 */
const CLOSERS: Record<string, string> = {
  '„': '“”',
  '‚': '‘’',
  '“': '”',
  '‘': '’',
  '»': '«',
  '«': '»',
  '"': '"',
  "'": "'",
  '(': ')',
  '[': ']',
};
/** Marks that close a quote or bracket when they follow a sentence's end at once, whatever opened them. */
const ATTACHED_CLOSERS = '"\'”’“‘»«›‹)]';
const TERMINAL = /[.!?…]/u;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
/** After a quote's closing mark, these go on with the same sentence: „Wo sind wir?“, fragte Socke. / "Where?" she asked. */
const GOES_ON = /[,;\p{Ll}–—-]/u;

/**
 * Splits text into sentences, keeping their punctuation and closing quotes; blank text gives none.
 * A quotation stays with its sentence: its closing mark ends the sentence it closes (never starts
 * the next one), and a quote that the sentence goes on after („Was machen wir jetzt?“, fragte
 * Socke.) is one sentence with it. The viewer's read-along, the narrator's pauses and stored
 * sentence timings, and the EPUB's media overlays all split with this one function.
 */
export function splitSentences(text: string): string[] {
  const ranges: [number, number][] = [];
  const open: string[] = [];
  const chars = [...text];
  const closes = (c: string) => open.length > 0 && CLOSERS[open[open.length - 1]].includes(c);
  const atWordStart = (i: number) =>
    (i === 0 || /[\s([{„‚“‘»«"'—–-]/u.test(chars[i - 1])) && i + 1 < chars.length && !/\s/u.test(chars[i + 1]);
  /** Reads one character outside a sentence's end: opens or closes a quote or bracket. */
  const read = (i: number) => {
    const c = chars[i];
    if (closes(c)) open.pop();
    else if (c === "'" || c === '‘') {
      // An apostrophe (it's, Max') is no quote; a mark before a word is.
      if (atWordStart(i)) open.push(c);
    } else if (c === '"' || c === '„' || c === '‚' || c === '“' || c === '»' || c === '«' || c === '(' || c === '[')
      open.push(c);
  };
  let start = 0;
  let i = 0;
  while (i < chars.length) {
    if (!TERMINAL.test(chars[i])) {
      read(i);
      i++;
      continue;
    }
    let end = i;
    while (end < chars.length && TERMINAL.test(chars[end])) end++;
    // The marks that close a quote (or bracket) right after the sentence's end, even after a space.
    let closed = false;
    for (;;) {
      let next = end;
      while (next < chars.length && /[^\S\n]/u.test(chars[next])) next++;
      if (next >= chars.length) break;
      const mark = chars[next];
      if (closes(mark)) open.pop();
      // A mark right after the end, or one that no word follows (an opening mark leans on its word), closes.
      else if (
        !(
          ATTACHED_CLOSERS.includes(mark) &&
          (next === end || next + 1 >= chars.length || !WORD_CHARACTER.test(chars[next + 1]))
        )
      )
        break;
      closed = true;
      end = next + 1;
    }
    let after = end;
    while (after < chars.length && /\s/u.test(chars[after])) after++;
    if (closed && after < chars.length && GOES_ON.test(chars[after])) {
      i = end;
      continue;
    }
    ranges.push([start, end]);
    start = i = end;
  }
  ranges.push([start, chars.length]);
  const sentences: string[] = [];
  for (const [from, to] of ranges) {
    const sentence = chars.slice(from, to).join('').trim();
    if (sentence === '') continue;
    // A piece without a word (a stray mark) belongs to the sentence before it.
    if (!WORD_CHARACTER.test(sentence) && sentences.length > 0)
      sentences[sentences.length - 1] += chars.slice(from, to).join('').trimEnd();
    else sentences.push(sentence);
  }
  return sentences;
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

function startsFit(
  starts: readonly number[] | null | undefined,
  count: number,
  duration: number,
): starts is readonly number[] {
  if (!starts || starts.length !== count) return false;
  return starts.every(
    (start, i) => Number.isFinite(start) && start >= 0 && start < duration && (i === 0 || start > starts[i - 1]),
  );
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
