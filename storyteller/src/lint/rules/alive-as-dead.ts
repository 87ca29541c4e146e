import type { Language } from '@dreamweaver/contracts';
import { storySentences, wholeWords } from '../text.ts';
import type { Finding, StoryRule } from '../types.ts';
import { aliveOnes, rememberedOnes } from './who.ts';

// Someone alive told as dead: a parent away for work, a grandma in hospital, the cat asleep on the
// bed, named in a sentence with words of death ("died", "heaven", "never come back", „gestorben“).
// A sentence that also names someone who died is about them and is left to the other rules. The
// hero and the brothers and sisters are left out: a story about a death names the child beside it.

const DEATH: Record<Language, RegExp> = {
  en: /(?<![\p{L}])(?:died|dies|dead|death|passed away|heaven|angels?|funeral|grave|buried|gone forever|never (?:come|coming|came) back|lost forever)(?![\p{L}])/iu,
  de: /(?<![\p{L}])(?:gestorben|stirbt|starb|tot|tod|engel|beerdigung|grab|begraben|für immer fort|für immer weg|nie wiederkommen|nie wieder zurück|kommt nie wieder|kommen nie wieder|nie mehr zurück|im himmel)(?![\p{L}])/iu,
};

export const aliveAsDead: StoryRule = ({ id, plan, story }) => {
  const remembered = wholeWords(rememberedOnes(plan).flatMap((one) => one.words));
  const findings: Finding[] = [];
  for (const sentence of storySentences(story)) {
    const death = DEATH[plan.language].exec(sentence.text);
    if (!death) continue;
    if (remembered && new RegExp(remembered.source, 'iu').test(sentence.text)) continue;
    for (const one of aliveOnes(plan)) {
      const pattern = wholeWords(one.words);
      const named = pattern && new RegExp(pattern.source, 'iu').exec(sentence.text);
      if (!named) continue;
      findings.push({
        rule: 'alive-as-dead',
        story: id,
        scene: sentence.scene,
        sentence: sentence.text,
        message: `${named[0]} is alive, but the sentence says “${death[0]}”`,
      });
    }
  }
  return findings;
};
