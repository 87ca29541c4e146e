import type { AgeBand } from '../../arcs/types.ts';
import { ageBandOf } from '../../teller/tell.ts';
import { storySentences, wordsOf } from '../text.ts';
import type { Finding, StoryRule } from '../types.ts';

// Sentences too long to follow by ear. Picture books for two- to four-year-olds keep a sentence to
// a breath: most lines run five to ten words, and a line of dialogue with who said it rarely passes
// fourteen. Read-aloud books for five- to nine-year-olds let a sentence run on with "and" for rhythm,
// but past about thirty words a listener loses who is doing what; a good book keeps under it. A
// sentence here is one as the narrator speaks it (splitSentences), dialogue with its "said Pip".

const MOST_WORDS: Record<AgeBand, number> = { little: 14, big: 30 };

export const sentenceLength: StoryRule = ({ id, plan, story }) => {
  const band = ageBandOf(plan);
  const most = MOST_WORDS[band];
  const findings: Finding[] = [];
  for (const sentence of storySentences(story)) {
    const count = wordsOf(sentence.text).length;
    if (count > most)
      findings.push({
        rule: 'sentence-length',
        story: id,
        scene: sentence.scene,
        sentence: sentence.text,
        message: `${count} words, more than ${most} for ${band === 'little' ? 'ages 2 to 4' : 'ages 5 to 9'}`,
      });
  }
  return findings;
};
