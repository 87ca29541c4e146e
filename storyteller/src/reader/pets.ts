import type { Language, PlanPet } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import { nameAfter } from './people.ts';
import { mayBeName } from './words.ts';
import type { Reading } from './reading.ts';
import { alternation, findAll, type Source, wordPattern } from './text.ts';

// The family's pets: an animal of the lexicon (by its spellings) that is theirs ("our cat Minka",
// „unserer Katze Minka“, "we have a dog called Max", "his rabbit"). An animal the child only likes
// ("loves foxes") is no pet but a detail, and a toy animal is a toy.

export interface Pet extends PlanPet {
  unclear: boolean;
}

const OWNED_BEFORE =
  /(?:our|his|her|their|my|unser\p{L}{0,2}|sein\p{L}{0,2}|ihr\p{L}{0,2}|mein\p{L}{0,2})(?: [\p{L}-]{1,15}){0,2} $/u;
const KEPT_BEFORE =
  /(?:have|has|got|had|haben|hat|hatten|hatte) (?:a|an|two|einen|eine|ein|zwei)(?: [\p{L}-]{1,15})? $/u;
const PET_BEFORE = /(?:pet|haus ?tier) $/u;
/** A name just before the animal: "Minka the cat", "Max, our dog", „Minka, unsere Katze“. */
const NAME_BEFORE =
  /(?:^|[^\p{L}])(\p{Lu}[\p{Ll}'-]{1,20}),? (?:the|our|my|his|her|their|die|der|das|unser\p{L}{0,2}|mein\p{L}{0,2}|sein\p{L}{0,2}|ihr\p{L}{0,2}) $/u;

/** A pet's id by a word as typed, in the source's language, else the other. */
function animalBySpelling(word: string, language: Language): string | undefined {
  const lower = word.toLowerCase();
  const find = (lang: Language) => lexicon.all.pets.find((a) => a.spellings[lang].includes(lower))?.id;
  return find(language) ?? find(language === 'en' ? 'de' : 'en');
}

const patterns = new Map<Language, RegExp>();
/** Every spelling of the lexicon's pets in one language, as one pattern. */
function animalPattern(language: Language): RegExp {
  let pattern = patterns.get(language);
  if (!pattern) {
    const spellings = lexicon.all.pets.flatMap((a) => a.spellings[language]);
    patterns.set(language, (pattern = wordPattern(`(${alternation(spellings)})`)));
  }
  return pattern;
}

export function findPets(reading: Reading): Pet[] {
  const pets: Pet[] = [];
  const sources = reading.sources.filter((s) => ['text', 'goal', 'achievement', 'bible'].includes(s.kind));
  for (const source of sources) {
    for (const match of findAll(animalPattern(source.language), source.lower)) {
      const start = match.index ?? 0;
      let end = start + match[0].length;
      if (reading.claimed(source.index, { start, end })) continue;
      const kind = animalBySpelling(match[1], source.language);
      const name = nameAfter(source.text.slice(end), source.language);
      const before = name ? null : nameBefore(source, start);
      if (!kind || !(name || before || isOwned(reading, source, start))) continue;
      if (name) end += name.length;
      const from = before?.start ?? start;
      const pet = petFor(pets, kind, name?.value ?? before?.value ?? null);
      reading.mention({ source: source.index, start: from, end, who: pet.id, gender: null });
    }
  }
  return pets;
}

/**
 * The name in "Minka the cat", unless a common word stands there. A sentence's first word has its
 * capital anyway ("Yesterday the dog barked"), so there it counts only as "Minka, our cat" or when
 * the text writes it with a capital elsewhere too.
 */
function nameBefore(source: Source, start: number): { value: string; start: number } | null {
  const from = Math.max(0, start - 40);
  const match = NAME_BEFORE.exec(source.text.slice(from, start));
  if (!match || !mayBeName(match[1], source.language)) return null;
  const at = from + (match.index ?? 0) + match[0].indexOf(match[1]);
  const apposition = /^, (?!the |die |der |das )/u.test(match[0].slice(match[0].indexOf(match[1]) + match[1].length));
  if (opensSentence(source.text, at) && !apposition && !namedMidSentence(source.text, match[1])) return null;
  return { value: match[1], start: at };
}

const opensSentence = (text: string, at: number) => /(?:^|[.!?;:]\s*)$/u.test(text.slice(0, at));

function namedMidSentence(text: string, word: string): boolean {
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
    const after = text.charAt(at + word.length);
    if (!/\p{L}/u.test(after) && !/\p{L}$/u.test(text.slice(0, at)) && !opensSentence(text, at)) return true;
  }
  return false;
}

/** "our cat", "we have a dog", "the pet rabbit": theirs, with nobody else named between ("our cat loves fish"). */
function isOwned(reading: Reading, source: Source, start: number): boolean {
  const from = Math.max(0, start - 40);
  const before = source.lower.slice(from, start);
  const owned = [OWNED_BEFORE, KEPT_BEFORE, PET_BEFORE].map((p) => p.exec(before)).find((m) => m !== null);
  return owned !== undefined && !reading.claimed(source.index, { start: from + (owned.index ?? 0), end: start });
}

function petFor(pets: Pet[], kind: string, name: string | null): Pet {
  const same = pets.filter((p) => p.kind === kind);
  const found =
    same.find((p) => name !== null && p.name?.toLowerCase() === name.toLowerCase()) ??
    (name ? same.find((p) => p.name === null) : same.at(-1));
  if (found) {
    found.name ??= name;
    return found;
  }
  const pet: Pet = { id: `pet${pets.length + 1}`, name, kind, status: 'here', unclear: false };
  pets.push(pet);
  return pet;
}
