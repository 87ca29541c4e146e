import { LULLABIES_DE } from '../../slots/german.ts';
import { LULLABIES_EN } from '../../slots/english.ts';
import { storySentences, wordsOf } from '../text.ts';
import type { Finding, StoryRule } from '../types.ts';

// A sentence told twice in one story. The night song comes back on purpose (heard in the evening,
// sung again at the end), and a sentence of up to four words may be a refrain: "Goodnight, Theo.",
// "Sad is OK." and its German, „Traurig sein ist okay.“, which takes one word more.

const SHORTEST = 5;
const SONGS = [...LULLABIES_EN, ...LULLABIES_DE].map((song) => wordsOf(song.toLowerCase()).join(' '));

export const repeatedSentence: StoryRule = ({ id, story }) => {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const sentence of storySentences(story)) {
    const words = wordsOf(sentence.text.toLowerCase());
    if (words.length < SHORTEST) continue;
    const key = words.join(' ');
    if (SONGS.some((song) => key.includes(song))) continue;
    if (seen.has(key))
      findings.push({
        rule: 'repeated-sentence',
        story: id,
        scene: sentence.scene,
        sentence: sentence.text,
        message: 'this sentence was told before in the story',
      });
    seen.add(key);
  }
  return findings;
};
