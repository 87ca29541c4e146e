import { LANGUAGES, type Language, type StoryPlan } from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';
import { type Details, detail, lexemeIn } from './details.ts';
import { nameAfter } from './people.ts';
import type { Pet } from './pets.ts';
import type { Reading } from './reading.ts';
import { alternation, cached, findAll, type Source, sentences, stableHash, w, wordPattern, wordsOf } from './text.ts';

// The companion who goes with the child: their own cuddly toy or pet when the parent names one the
// child sleeps with or loves ("sleeps with his toy elephant Bobo", „sein Kuschelhase Hoppel“, „Ihr
// Kuscheltier ist ein Elefant namens Fanti“: one toy, its animal no favourite of the child's), else
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
/**
 * What the toy is and what it is called, after its noun: "a rabbit called", „einem Elefanten namens“,
 * or said with "is", whose animal must follow: "is a little grey elephant called", „ist ein Elefant
 * namens“ ("is a bit old" says nothing of an animal). Its groups: the apposition, the animal after "is".
 */
const APPOSITION = (language: Language, animals: string) =>
  ({
    en: `(?:,? (?:a|an) ([\\p{L}-]{2,20})| is (?:a|an) (?:[\\p{L}-]{2,20} ){0,2}?(${animals})(?![\\p{L}]))?(?:,? (?:called|named))?`,
    de: `(?:,? (?:einem|einen|ein|eine|einer) ([\\p{L}-]{2,20})| ist (?:ein|eine) (?:[\\p{L}-]{2,20} ){0,2}?(${animals})(?![\\p{L}]))?(?:,? (?:namens|heißt|der|die|das)(?: heißt)?)?`,
  })[language];

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
    wordPattern(`(${TOY_NOUNS[language]})${APPOSITION(language, animals)}`),
  ];
});

interface ToySaid {
  words: string;
  /** The toy's own word in the lexicon ("teddy", "cuddly-toy"), and the animal it is. */
  lexeme: string | null;
  kind: string;
  name: string | null;
  /** Its animal was said ("a rabbit", „ein Elefant“), not taken for a teddy. */
  animalSaid: boolean;
}

/** Every cuddly toy the parent names, in the order said, each span claimed. */
function toysSaid(reading: Reading): ToySaid[] {
  const said: ToySaid[] = [];
  for (const source of reading.told) {
    for (const pattern of toyPatterns(source.language)) {
      for (const match of findAll(pattern, source.lower)) {
        const start = match.index ?? 0;
        let end = start + match[0].length;
        if (reading.claimed(source.index, { start, end })) continue;
        const animal = match[2] ?? match[3];
        const name = nameAfter(source.text.slice(end), source.language);
        if (name) end += name.length;
        reading.claim(source.index, { start, end });
        const words = wordsOf(source, { start, end });
        said.push({
          words,
          lexeme: lexemeIn(lexicon.all.toys, words, source.language),
          kind: toyKind(match[1], animal, source.language),
          name: name?.value ?? null,
          animalSaid: lexemeIn(lexicon.all.animals, animal ?? match[1], source.language) !== null,
        });
      }
    }
  }
  return said;
}

/** Said again: "Her cuddly toy is an elephant called Fanti. … her cuddly toy", or by its name. */
function sameToy(toy: ToySaid, named: ToySaid): boolean {
  if (toy.name !== null) return toy.name.toLowerCase() === named.name?.toLowerCase();
  return toy.lexeme !== null && toy.lexeme === named.lexeme && (!toy.animalSaid || toy.kind === named.kind);
}

/**
 * A cuddly toy the parent names: the first named one becomes the companion, and is one toy however
 * often it is said; another is a toy detail.
 */
export function findToyCompanion(reading: Reading, details: Details): Companion | null {
  const said = toysSaid(reading);
  const named = said.find((toy) => toy.name !== null);
  for (const toy of said) {
    if (named && (toy === named || sameToy(toy, named))) continue;
    details.add(detail('toy', toy.words, toy.lexeme));
  }
  return named ? { name: named.name!, kind: named.kind, toy: true, own: true } : null;
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
      if (match) return { kind: toyKind(match[1], match[2] ?? match[3], language), toy: true };
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
