import { LANGUAGES, type Language, type StoryPlan } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import { type Details, detail, lexemeIn } from './details.ts';
import { nameAfter } from './people.ts';
import type { Pet } from './pets.ts';
import type { Reading } from './reading.ts';
import { alternation, cached, findAll, type Source, sentences, stableHash, w, wordPattern, wordsOf } from './text.ts';

// The companion who goes with the child: their own cuddly toy or pet when the parent names one the
// child sleeps with or loves ("sleeps with his toy elephant Bobo", „sein Kuschelhase Hoppel“), else
// the favourite animal with a name from a short list, picked by the child's name so the same child
// always meets the same friend. A series never renames its companion: "Biscuit" stays "Biscuit".
// A companion the child's profile names goes along by that name in every story and every language
// (profile-facts.ts); only the animal's word is the language's (dog, Hund).

export type Companion = StoryPlan['companion'];

const TOY_WORDS: Record<Language, string> = {
  en: '(?:toy|cuddly|stuffed|soft|plush|knitted|fluffy|cuddly toy|soft toy)(?: toy)?',
  de: '(?:kuschel|stoff|plüsch|schmuse|spielzeug)-?',
};
const TOY_NOUNS: Record<Language, string> = {
  en: 'teddy bear|teddy|cuddly toy|soft toy|stuffed animal|plushie|comfort toy',
  de: 'kuscheltier|stofftier|plüschtier|schmusetier|teddybär|teddy',
};
const APPOSITION: Record<Language, string> = {
  en: '(?:,? (?:a|an) ([\\p{L}-]{2,20}))?(?:,? (?:called|named))?',
  de: '(?:,? (?:einem|einen|ein|eine|einer) ([\\p{L}-]{2,20}))?(?:,? (?:namens|der|die|das)(?: heißt)?)?',
};

const NAMES: Record<Language, readonly string[]> = {
  en: ['Pip', 'Biscuit', 'Button', 'Pepper', 'Maple', 'Bramble', 'Pebble', 'Juniper'],
  de: ['Pip', 'Krümel', 'Flocke', 'Fips', 'Wuschel', 'Knopf', 'Motte', 'Pünktchen'],
};

// Besides the words of love, the sentences a child profile writes for its companions (the dictionaries'
// children.draft.companion*): "Ida has a dog called Pepper.", „Ida und Hund Pepper sind unzertrennlich.“
const LOVED: Record<Language, RegExp> = {
  en: w`sleeps with|cuddles|loves|adores|best friend|takes (?:him|her|it) everywhere|inseparable|can't sleep without|has an? [\p{L}-]{2,20} called|is always with`,
  de: w`schläft mit|kuschelt|liebt|bester freund|beste freundin|nimmt (?:ihn|sie|es) überall mit|unzertrennlich|nicht ohne|ist immer bei`,
};

const animalWords = (language: Language) => alternation(lexicon.all.animals.flatMap((a) => a.spellings[language]));

const toyPatterns = cached((language: Language): RegExp[] => {
  const animals = animalWords(language);
  const joint = language === 'en' ? ' ' : '';
  return [
    wordPattern(`${TOY_WORDS[language]}${joint}(${animals})(?:,? (?:called|named|namens))?`),
    wordPattern(`(${TOY_NOUNS[language]})${APPOSITION[language]}`),
  ];
});

/** A cuddly toy the parent names: a named one becomes the companion, an unnamed one a toy detail. */
export function findToyCompanion(reading: Reading, details: Details): Companion | null {
  let found: Companion | null = null;
  for (const source of reading.told) {
    for (const pattern of toyPatterns(source.language)) {
      for (const match of findAll(pattern, source.lower)) {
        const start = match.index ?? 0;
        let end = start + match[0].length;
        if (reading.claimed(source.index, { start, end })) continue;
        const kind = toyKind(match[1], match[2], source.language);
        const name = nameAfter(source.text.slice(end), source.language);
        if (name) end += name.length;
        reading.claim(source.index, { start, end });
        if (name && !found) found = { name: name.value, kind, toy: true, own: true };
        else {
          const words = wordsOf(source, { start, end });
          details.add(detail('toy', words, lexemeIn(lexicon.all.toys, words, source.language)));
        }
      }
    }
  }
  return found;
}

/**
 * What a companion is, from the words a profile gives ("dog", "teddy bear", „Kuschelhase“, „Hund“),
 * in either language: a cuddly toy and its animal, or a living animal; null for words the lexicon
 * does not know.
 */
export function companionKindOf(words: string): { kind: string; toy: boolean } | null {
  const lower = words.trim().toLowerCase();
  for (const language of LANGUAGES) {
    for (const pattern of toyPatterns(language)) {
      const match = pattern.exec(lower);
      if (match) return { kind: toyKind(match[1], match[2], language), toy: true };
    }
  }
  const animal = lexemeIn(lexicon.all.animals, lower, 'en');
  return animal ? { kind: animal, toy: false } : null;
}

function toyKind(word: string, apposition: string | undefined, language: Language): string {
  const animal = lexemeIn(lexicon.all.animals, apposition ?? word, language);
  if (animal) return animal;
  return lexicon.animal('bear') ? 'bear' : 'teddy';
}

/** A named pet at home the child loves or sleeps with. */
function lovedPet(reading: Reading, pets: readonly Pet[]): Companion | null {
  for (const pet of pets.filter((p) => p.status === 'here' && p.name !== null)) {
    for (const mention of reading.mentions.filter((m) => m.who === pet.id)) {
      const source: Source = reading.sources[mention.source];
      const sentence = sentences(source.lower).find((s) => s.start <= mention.start && mention.end <= s.end);
      if (sentence && LOVED[source.language].test(source.lower.slice(sentence.start, sentence.end)))
        return { name: pet.name!, kind: pet.kind, toy: false, own: true };
    }
  }
  return null;
}

export interface CompanionInputs {
  /** The companion the child's profile names (profile-facts.ts): it goes along whatever else is said. */
  profile: Companion | null;
  toy: Companion | null;
  pets: readonly Pet[];
  favouriteAnimal: string | null;
  known: Companion | null;
  previous: Companion | null;
  /** Names the companion must not share (the child, the family, the pets). */
  taken: readonly string[];
}

export function chooseCompanion(reading: Reading, inputs: CompanionInputs): Companion {
  const own = inputs.profile ?? inputs.known ?? inputs.previous ?? inputs.toy ?? lovedPet(reading, inputs.pets);
  if (own) return own;
  const kind = inputs.favouriteAnimal ?? 'fox';
  const names = NAMES[reading.language];
  const taken = new Set(inputs.taken.map((n) => n.toLowerCase()));
  const first = stableHash(reading.hero) % names.length;
  const name =
    [...names.slice(first), ...names.slice(0, first)].find((n) => !taken.has(n.toLowerCase())) ?? names[first];
  return { name, kind, toy: false, own: false };
}
