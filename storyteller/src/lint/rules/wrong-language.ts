import type { Language } from '@dreamweaver/contracts';
import { maskedWords, maskWords, storySentences } from '../text.ts';
import type { Finding, StoryRule } from '../types.ts';

// Words of the other language: small, common words that one language has and the other never uses
// ("the", "and", "with" in a German story; „und“, „der“, „nicht“ in an English one). Words both
// languages spell alike are left out („die“ and "die", „war“ and "war", „hat“ and "hat", "bin").

const OTHER_WORDS: Record<Language, ReadonlySet<string>> = {
  de: new Set([
    'the',
    'and',
    'with',
    'of',
    'you',
    'is',
    'are',
    'they',
    'this',
    'that',
    'from',
    'little',
    'said',
    'very',
  ]),
  en: new Set([
    'und',
    'der',
    'das',
    'nicht',
    'ist',
    'mit',
    'ein',
    'eine',
    'sie',
    'auf',
    'sich',
    'auch',
    'noch',
    'ich',
    'wir',
    'dass',
    'sehr',
    'oder',
    'aber',
  ]),
};

export const wrongLanguage: StoryRule = ({ id, plan, story }) => {
  const masks = maskWords(plan);
  const findings: Finding[] = [];
  const sentences = [{ scene: null, text: story.title }, ...storySentences(story)];
  for (const sentence of sentences) {
    const foreign = maskedWords(sentence.text, masks).filter((word) => OTHER_WORDS[plan.language].has(word));
    if (foreign.length > 0)
      findings.push({
        rule: 'wrong-language',
        story: id,
        scene: sentence.scene,
        sentence: sentence.text,
        message: `${plan.language === 'de' ? 'English' : 'German'} words in ${plan.language === 'de' ? 'a German' : 'an English'} story: ${[...new Set(foreign)].join(', ')}`,
      });
  }
  return findings;
};
