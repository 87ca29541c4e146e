import { personNames, storySentences } from '../text.ts';
import type { Finding, StoryRule } from '../types.ts';

// The same word joined by "and": „Papa und Papa“, "Mummy and Mummy". Two mums the parent did not
// name are both "Mummy" to the story; joined, they read as a slip, and the child cannot tell who is
// who. The plan asks the parent what the child calls each; until then they are told together
// ("both mums", „beide Mamas“). Only a word with a capital is read, both times alike: "again and
// again" and "round and round" are how English is spoken, "Again and again" too. A name of the
// plan of two words ("Mummy and Mummy Jo") names two people.

const SAME_WORD_AND = /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}’'-]*)[ \u00a0]+(?:and|und)[ \u00a0]+\1(?![\p{L}\p{N}])/gu;

export const sameWordAnd: StoryRule = ({ id, plan, story }) => {
  const twoWordNames = plan.people
    .flatMap((person) => personNames(person, plan.language))
    .filter((n) => n.includes(' '));
  const findings: Finding[] = [];
  for (const sentence of storySentences(story)) {
    for (const match of sentence.text.matchAll(SAME_WORD_AND)) {
      const second = (match.index ?? 0) + match[0].length - match[1].length;
      if (twoWordNames.some((name) => sentence.text.startsWith(name, second))) continue;
      findings.push({
        rule: 'same-word-and',
        story: id,
        scene: sentence.scene,
        sentence: sentence.text,
        message: `the same word joined by "and": "${match[0]}" (who is who?)`,
      });
    }
  }
  return findings;
};
