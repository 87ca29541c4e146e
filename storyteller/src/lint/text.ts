import { splitSentences, type Language, type PlanPerson, type PlanPet, type StoryPlan } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import { RELATIONS } from '../lexicon/relations.ts';
import type { LintedStory } from './types.ts';

// Reading a told story for the linter and the measures: its sentences scene by scene, its words,
// the names of the plan (to mask them, or to find someone in a sentence) and runs of six words.
// Words are found with Unicode letter classes: JavaScript's \b is blind to ä, ö, ü and ß.

export interface StorySentence {
  /** The scene's index, 0 for the first. */
  scene: number;
  text: string;
}

export function storySentences(story: LintedStory): StorySentence[] {
  return story.scenes.flatMap((scene, index) => splitSentences(scene.text).map((text) => ({ scene: index, text })));
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Any of the phrases as whole words. With `possessive: false` a name followed by an apostrophe or
 * a genitive s ("Grandpa's hat", „Opas Hut“) is not the person themselves.
 */
export function wholeWords(phrases: readonly string[], { possessive = true, caseless = true } = {}): RegExp | null {
  const unique = [...new Set(phrases.filter((phrase) => phrase.trim() !== ''))].sort((a, b) => b.length - a.length);
  if (unique.length === 0) return null;
  const after = possessive ? '(?![\\p{L}\\p{N}])' : "(?![\\p{L}\\p{N}'’])";
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${unique.map(escapeRegExp).join('|')})${after}`, caseless ? 'giu' : 'gu');
}

const capitalised = (word: string) => /^\p{Lu}/u.test(word);

/**
 * How the story may call a person of the plan by name: their name, what the child calls them, and
 * (unless `relation` is false, as when two people share it) the relation's name ("Grandpa", „Oma“).
 */
export function personNames(person: PlanPerson, language: Language, { relation = true } = {}): string[] {
  const calls = RELATIONS[person.relation][language].calls;
  const names = [person.name, person.calls, relation && capitalised(calls) ? calls : null];
  if (person.name) names.push(`${calls} ${person.name}`);
  return names.filter((name): name is string => name !== null);
}

/** The words a story may use for a person's relation or a pet's kind: "grandpa", „Opa“, "cat", „Katze“. */
export function kindWords(who: PlanPerson | PlanPet, language: Language): string[] {
  if ('kind' in who) {
    const animal = lexicon.animal(who.kind);
    return animal ? [animal.forms[language].noun] : [who.kind];
  }
  const relation = RELATIONS[who.relation][language];
  return [relation.noun, relation.calls].filter((word) => !word.includes(' '));
}

export function petNames(pet: PlanPet): string[] {
  return pet.name ? [pet.name] : [];
}

/** Every name the plan gives the story's people and animals, and the place's guides, each as said. */
function planNames(plan: StoryPlan): string[] {
  const setting = lexicon.setting(plan.setting.id);
  return [
    plan.hero.name,
    plan.companion.name,
    ...plan.siblings.map((sibling) => sibling.name),
    ...plan.people.flatMap((person) => personNames(person, plan.language)),
    ...plan.pets.flatMap(petNames),
    setting.en.guideName,
    setting.de.guideName,
    setting.en.otherGuideName,
    setting.de.otherGuideName,
  ];
}

/** The capitalised words of the plan's names: masked when runs of words are compared across stories. */
export function maskWords(plan: StoryPlan): Set<string> {
  return new Set(planNames(plan).flatMap((name) => name.split(/\s+/).filter(capitalised)));
}

const MASK = '‹name›';

/** A sentence's words, lower case, with every name of the plan (and its possessive) one mask. */
export function maskedWords(text: string, masks: ReadonlySet<string>): string[] {
  return wordsOf(text).map((word) => {
    const base = word.replace(/(?:['’]s?|s)$/u, '');
    return masks.has(word) || masks.has(base) ? MASK : word.toLowerCase();
  });
}

const RUN_LENGTH = 6;

/** Each run of six words in a row, as one string. */
export function wordRuns(words: readonly string[], length = RUN_LENGTH): string[] {
  const runs: string[] = [];
  for (let i = 0; i + length <= words.length; i++) runs.push(words.slice(i, i + length).join(' '));
  return runs;
}

/** The sentence of `text` that holds the character at `index` (text as split by splitSentences). */
export function sentenceAt(text: string, index: number): string {
  let from = 0;
  for (const sentence of splitSentences(text)) {
    const start = text.indexOf(sentence, from);
    if (start === -1) continue;
    from = start + sentence.length;
    if (index < from) return sentence;
  }
  return text.slice(index, index + 120);
}

/** Each sentence of the story in which `pattern` is found, with what was found. */
export function sentencesMatching(
  story: LintedStory,
  pattern: RegExp,
): { scene: number; text: string; found: string }[] {
  const found: { scene: number; text: string; found: string }[] = [];
  for (const sentence of storySentences(story)) {
    const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(sentence.text);
    if (match) found.push({ ...sentence, found: match[0] });
  }
  return found;
}
