import type {
  AWAY_REASONS,
  DETAIL_KINDS,
  FAMILY_SHAPES,
  HEALTH,
  HERO_AIDS,
  Language,
  PLAN_RELATIONS,
  PLAN_SETTINGS,
  PLAN_STATUSES,
  SIBLING_ROLES,
} from '@dreamweaver/contracts';
import { lexicon } from '../lexicon/index.ts';

// The plan's choices in plain words of each language, for the corpus's plan in plain words (as the
// plan screen says them): "grandpa", „Opa“; "away for work", „bei der Arbeit“.

type Words<T extends readonly string[]> = Record<T[number], string>;

interface PlainWords {
  relation: Words<typeof PLAN_RELATIONS>;
  status: Words<typeof PLAN_STATUSES>;
  away: Words<typeof AWAY_REASONS>;
  health: Words<typeof HEALTH>;
  shape: Words<typeof FAMILY_SHAPES>;
  setting: Words<typeof PLAN_SETTINGS>;
  aid: Words<typeof HERO_AIDS>;
  role: Words<typeof SIBLING_ROLES>;
  detail: Words<typeof DETAIL_KINDS>;
  pronoun: Record<'he' | 'she' | 'they', string>;
}

const EN: PlainWords = {
  relation: {
    mum: 'mum',
    dad: 'dad',
    parent: 'parent',
    grandma: 'grandma',
    grandpa: 'grandpa',
    sister: 'sister',
    brother: 'brother',
    aunt: 'aunt',
    uncle: 'uncle',
    cousin: 'cousin',
    friend: 'friend',
    teacher: 'teacher',
    baby: 'new baby',
    other: 'someone else',
  },
  status: { here: 'here', away: 'away', remembered: 'remembered', expected: 'on the way' },
  away: { work: 'for work', forces: 'with the forces', hospital: 'in hospital', elsewhere: 'elsewhere' },
  health: { well: 'well', ill: 'ill', dementia: 'has dementia' },
  shape: {
    'not-said': 'not said',
    'mum-and-dad': 'mum and dad',
    'two-mums': 'two mums',
    'two-dads': 'two dads',
    'one-parent': 'one parent',
    grandparents: 'grandparents',
    other: 'another family',
  },
  setting: {
    'magical-forest': 'the Magical Forest',
    'enchanted-castle': 'the Enchanted Castle',
    'underwater-kingdom': 'the Underwater Kingdom',
    'space-adventure': 'space',
    'dinosaur-land': 'Dinosaur Land',
    'animal-village': 'the Animal Village',
    farm: 'a farm',
    seaside: 'the seaside',
    'snowy-forest': 'a snowy forest',
    mountains: 'the mountains',
    jungle: 'the jungle',
    home: 'at home',
  },
  aid: {
    wheelchair: 'wheelchair',
    'hearing-aid': 'hearing aid',
    glasses: 'glasses',
    cane: 'cane',
    walker: 'walker',
    prosthesis: 'prosthesis',
  },
  role: { helper: 'helps', finder: 'finds things', comforter: 'comforts' },
  detail: {
    colour: 'colour',
    animal: 'animal',
    food: 'food',
    activity: 'activity',
    toy: 'toy',
    clothing: 'clothes',
    place: 'place',
    thing: 'thing',
    event: 'event',
    habit: 'habit',
    ritual: 'ritual',
    fact: 'profile fact',
  },
  pronoun: { he: 'he', she: 'she', they: 'called by name' },
};

const DE: PlainWords = {
  relation: {
    mum: 'Mama',
    dad: 'Papa',
    parent: 'Elternteil',
    grandma: 'Oma',
    grandpa: 'Opa',
    sister: 'Schwester',
    brother: 'Bruder',
    aunt: 'Tante',
    uncle: 'Onkel',
    cousin: 'Cousin oder Cousine',
    friend: 'Freund oder Freundin',
    teacher: 'Lehrerin oder Lehrer',
    baby: 'Geschwisterchen',
    other: 'jemand anderes',
  },
  status: { here: 'da', away: 'weg', remembered: 'in Erinnerung', expected: 'unterwegs' },
  away: { work: 'bei der Arbeit', forces: 'bei der Bundeswehr', hospital: 'im Krankenhaus', elsewhere: 'woanders' },
  health: { well: 'gesund', ill: 'krank', dementia: 'hat Demenz' },
  shape: {
    'not-said': 'nicht gesagt',
    'mum-and-dad': 'Mama und Papa',
    'two-mums': 'zwei Mamas',
    'two-dads': 'zwei Papas',
    'one-parent': 'ein Elternteil',
    grandparents: 'Großeltern',
    other: 'eine andere Familie',
  },
  setting: {
    'magical-forest': 'der Zauberwald',
    'enchanted-castle': 'das Zauberschloss',
    'underwater-kingdom': 'das Unterwasserreich',
    'space-adventure': 'der Weltraum',
    'dinosaur-land': 'das Dinoland',
    'animal-village': 'das Tierdorf',
    farm: 'ein Bauernhof',
    seaside: 'das Meer',
    'snowy-forest': 'ein verschneiter Wald',
    mountains: 'die Berge',
    jungle: 'der Dschungel',
    home: 'zu Hause',
  },
  aid: {
    wheelchair: 'Rollstuhl',
    'hearing-aid': 'Hörgerät',
    glasses: 'Brille',
    cane: 'Stock',
    walker: 'Rollator',
    prosthesis: 'Prothese',
  },
  role: { helper: 'hilft', finder: 'findet Dinge', comforter: 'tröstet' },
  detail: {
    colour: 'Farbe',
    animal: 'Tier',
    food: 'Essen',
    activity: 'Beschäftigung',
    toy: 'Spielzeug',
    clothing: 'Kleidung',
    place: 'Ort',
    thing: 'Sache',
    event: 'Erlebnis',
    habit: 'Gewohnheit',
    ritual: 'Ritual',
    fact: 'Profilwissen',
  },
  pronoun: { he: 'er', she: 'sie', they: 'beim Namen genannt' },
};

export const PLAIN_WORDS: Record<Language, PlainWords> = { en: EN, de: DE };

/** An animal of the lexicon in the language ("fox", „Fuchs“), or its id. */
export function animalWord(kind: string, language: Language): string {
  return lexicon.animal(kind)?.forms[language].noun ?? kind;
}
