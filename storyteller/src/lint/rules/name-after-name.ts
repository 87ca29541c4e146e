import type { StoryPlan } from '@dreamweaver/contracts';
import { guideNameFor } from '../../lexicon/settings/guide-name.ts';
import { escapeRegExp, personNames, storySentences } from '../text.ts';
import type { Finding, StoryRule } from '../types.ts';

// German: two names of the plan in a row, as in „erklärte Hannah Socke“ (Hannah explained to Socke?
// or Socke to Hannah?). A German author says „erklärte Hannah ihrer Socke“ or turns the sentence.
// A name of two words („Mama Jo“, „Opa Heinz“) is one name.

/** Each name the story may say, with whose it is. */
function namesByWho(plan: StoryPlan): Map<string, string> {
  const entries: [string, string][] = [
    [plan.hero.name, 'hero'],
    [plan.companion.name, 'companion'],
    ...plan.siblings.map((sibling): [string, string] => [sibling.name, sibling.id]),
    ...plan.people.flatMap((person) => personNames(person, 'de').map((name): [string, string] => [name, person.id])),
    ...plan.pets.flatMap((pet): [string, string][] => (pet.name ? [[pet.name, pet.id]] : [])),
    [guideNameFor(plan, 'de'), 'guide'],
  ];
  const byName = new Map<string, string>();
  const ambiguous = new Set<string>();
  for (const [name, who] of entries) {
    if (byName.has(name) && byName.get(name) !== who) ambiguous.add(name);
    byName.set(name, who);
  }
  for (const name of ambiguous) byName.delete(name);
  return byName;
}

export const nameAfterName: StoryRule = ({ id, plan, story }) => {
  if (plan.language !== 'de') return [];
  const names = namesByWho(plan);
  if (names.size < 2) return [];
  const alternatives = [...names.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const pair = new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives})[ \\u00a0]+(${alternatives})(?![\\p{L}\\p{N}])`, 'gu');
  const findings: Finding[] = [];
  for (const sentence of storySentences(story)) {
    for (const match of sentence.text.matchAll(pair)) {
      if (names.get(match[1]) === names.get(match[2])) continue;
      findings.push({
        rule: 'name-after-name',
        story: id,
        scene: sentence.scene,
        sentence: sentence.text,
        message: `two names in a row: „${match[0]}“ (whose is what?)`,
      });
    }
  }
  return findings;
};
