import type { StoryBrief } from '../engine.ts';
import { findAnimal, resolveAnimal, type Animal } from './animals.ts';
import { findColour, resolveColour, type Colour } from './colours.ts';
import { resolvePlace, type Place } from './places.ts';
import { SeededRandom } from './seeded-random.ts';
import { ageGroupOf, type AgeGroup } from './compose.ts';
import { parseFreeText, type FreeTextFacts, type Pet } from './free-text/parse.ts';

// What a story is about and in which order its scenes come, independent of the language.
// The writer and the illustrator both derive it from the brief, so they always agree.

export type Beat =
  | 'opening'
  | 'departure'
  | 'guide'
  | 'sight-0'
  | 'sight-1'
  | 'sight-2'
  | 'activity'
  | 'food'
  | 'achievement'
  | 'wish'
  | 'homecoming'
  | 'sleep';

export interface StoryFacts {
  name: string;
  age?: number;
  storyType: 'classic' | 'custom';
  animal: Animal;
  /** The companion's own name, e.g. "Momo". */
  petName: string;
  colour: Colour;
  /** The parent named the colour (else it was picked, and the story must not call it the child's favourite). */
  colourGiven: boolean;
  activity?: string;
  food?: string;
  achievement?: string;
  goal?: string;
  place: Place;
  /** toddler (1-3), preschool (4-6, also when the age is unknown) or school (7+): how the text is written. */
  ageGroup: AgeGroup;
  /** What the parent's free text (and the favourite fields) said: pets, toys, interests, home, fears, achievements. */
  personal: FreeTextFacts;
  /** The companion is the child's own pet from the free text (then `petName` is its real name when given). */
  companionIsPet: boolean;
}

export interface StoryPlan {
  facts: StoryFacts;
  beats: Beat[];
  /** Seed-derived choices each template may use to pick among its variants. */
  variants: number[];
  random: SeededRandom;
}

/** Companion names when the parent named no pet: 24 per language, drawn from the seed. */
export const companionNames = {
  en: ['Biscuit', 'Pip', 'Lumi', 'Tilly', 'Bramble', 'Pickle', 'Nutmeg', 'Clover', 'Pudding', 'Sprout', 'Waffle', 'Toffee', 'Maple', 'Pepper', 'Button', 'Marble', 'Snowdrop', 'Juniper', 'Crumpet', 'Hazelnut', 'Dot', 'Fidget', 'Moss', 'Pebbles'],
  de: ['Momo', 'Fips', 'Flocke', 'Krümel', 'Wuschel', 'Pünktchen', 'Tupfen', 'Hoppel', 'Schnuffel', 'Flitzi', 'Nuri', 'Mopsi', 'Brummel', 'Zottel', 'Knopf', 'Pips', 'Kiesel', 'Socke', 'Wölkchen', 'Keks', 'Bommel', 'Fussel', 'Lumi', 'Tapsi'],
} as const;

/** Friendly companions that fit the setting when the parent named no animal. */
const companionsFor: Record<string, string[]> = {
  'magical-forest': ['fox', 'rabbit', 'owl', 'hedgehog', 'squirrel', 'deer'],
  'enchanted-castle': ['cat', 'mouse', 'pony', 'dragon', 'owl', 'unicorn'],
  'underwater-kingdom': ['dolphin', 'turtle', 'seal', 'octopus', 'fish', 'whale'],
  'space-adventure': ['cat', 'dog', 'bear', 'penguin', 'monkey', 'owl'],
  'dinosaur-land': ['dinosaur', 'dragon', 'turtle', 'frog', 'bird', 'hedgehog'],
  'animal-village': ['rabbit', 'bear', 'hedgehog', 'mouse', 'fox', 'duck'],
};

/** With no setting chosen, the first interest that belongs to one of the six settings picks it. */
const interestSettings: Record<string, string> = {
  dinosaurs: 'dinosaur-land', volcanoes: 'dinosaur-land', dragons: 'dinosaur-land',
  space: 'space-adventure', planets: 'space-adventure', stars: 'space-adventure', 'the moon': 'space-adventure', astronauts: 'space-adventure', rockets: 'space-adventure', robots: 'space-adventure',
  'the sea': 'underwater-kingdom', mermaids: 'underwater-kingdom', fish: 'underwater-kingdom', sharks: 'underwater-kingdom', whales: 'underwater-kingdom', dolphins: 'underwater-kingdom', octopuses: 'underwater-kingdom', shells: 'underwater-kingdom', swimming: 'underwater-kingdom', diving: 'underwater-kingdom', submarines: 'underwater-kingdom', turtles: 'underwater-kingdom',
  knights: 'enchanted-castle', castles: 'enchanted-castle', princesses: 'enchanted-castle', 'knights and castles': 'enchanted-castle', witches: 'enchanted-castle', magic: 'enchanted-castle', 'fairy tales': 'enchanted-castle',
  fairies: 'magical-forest', unicorns: 'magical-forest', trees: 'magical-forest', owls: 'magical-forest', foxes: 'magical-forest', hedgehogs: 'magical-forest', bugs: 'magical-forest', camping: 'magical-forest', hiking: 'magical-forest',
  farms: 'animal-village', animals: 'animal-village', 'the zoo': 'animal-village', horses: 'animal-village', dogs: 'animal-village', cats: 'animal-village', bunnies: 'animal-village', tractors: 'animal-village', baking: 'animal-village',
};

function settingForInterests(personal: FreeTextFacts): string | undefined {
  for (const interest of personal.interests) if (interestSettings[interest.id]) return interestSettings[interest.id];
  return undefined;
}

function petAnimal(pet: Pet, pick: (names: string[]) => string): Animal {
  const known = findAnimal(pet.en);
  if (known) return known;
  return { ...resolveAnimal(pet.en, pick), de: pet.de, gender: pet.gender };
}

function clean(text: string | undefined, max = 200): string | undefined {
  const trimmed = text?.replace(/\s+/g, ' ').trim().replace(/[.!?;,]+$/, '');
  return trimmed ? trimmed.slice(0, max) : undefined;
}

/** Looks through the free-text description for an animal or colour the form did not ask for. */
function hintFrom(personalization: string | undefined, resolve: (word: string) => boolean): string | undefined {
  if (!personalization) return undefined;
  const words = personalization.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : '';
    if (pair && resolve(pair)) return pair;
    if (resolve(words[i])) return words[i];
  }
  return undefined;
}

export function seedOf(brief: StoryBrief): string {
  return JSON.stringify([brief.storyType, brief.language, brief.recipientDetails, brief.storyGoal, brief.storySetting]);
}

export function planStory(brief: StoryBrief): StoryPlan {
  const random = new SeededRandom(seedOf(brief));
  const details = brief.recipientDetails;
  const pick = <T>(items: T[]) => random.pick(items);
  const isKnownAnimal = (word: string) => findAnimal(word) !== undefined;
  const isKnownColour = (word: string) => findColour(word) !== undefined;

  const personal = parseFreeText(
    [details.personalization, details.favoriteActivity, details.favoriteAnimal, details.favoriteFood, details.recentAchievement, details.storyGoal],
    brief.language,
  );
  const place = resolvePlace(details.storySetting ?? brief.storySetting ?? settingForInterests(personal), pick);
  const pet = details.favoriteAnimal ? undefined : personal.pets[0];
  const settingCompanions = companionsFor[place.landscape];
  const pickCompanion = (names: string[]) => random.pick(settingCompanions ?? names);
  // An animal the child is afraid of is no companion ("afraid of dogs").
  const hintText = personal.fears.reduce((text, fear) => text.split(fear).join(' '), details.personalization ?? '');
  const animal = pet
    ? petAnimal(pet, pick)
    : resolveAnimal(details.favoriteAnimal ?? hintFrom(hintText, isKnownAnimal), pickCompanion);
  const colourWord = details.favoriteColor?.trim() || hintFrom(details.personalization, isKnownColour);
  const colour = resolveColour(colourWord, pick);
  const name = details.name.replace(/\s+/g, ' ').trim();
  const pool = companionNames[brief.language === 'de' ? 'de' : 'en'].filter((p) => p.toLowerCase() !== name.toLowerCase());
  const petName = pet?.name ?? random.fork(`companion:${name}`).pick(pool);
  const age = details.age ?? personal.age;

  const facts: StoryFacts = {
    name,
    age,
    storyType: brief.storyType,
    animal,
    petName,
    colour,
    colourGiven: Boolean(colourWord),
    activity: clean(details.favoriteActivity, 100),
    food: clean(details.favoriteFood, 100),
    achievement: clean(details.recentAchievement),
    goal: clean(details.storyGoal ?? brief.storyGoal),
    place,
    ageGroup: ageGroupOf(age),
    personal,
    companionIsPet: pet !== undefined,
  };

  // Younger children get shorter stories; the seed adds a little variety on top (5-10 scenes).
  const base = facts.ageGroup === 'toddler' ? 5 : facts.ageGroup === 'preschool' ? 6 : 7;
  const drawn = Math.min(10, base + random.int(0, 3));

  const wanted: Beat[] = [];
  const hasActivity = facts.activity !== undefined || personal.interests.length > 0;
  if (hasActivity) wanted.push('activity');
  if (facts.food) wanted.push('food');
  if (facts.achievement || personal.achievements.length > 0) wanted.push('achievement');
  // Whatever the parent told us gets its scene, even in a toddler's short story.
  const total = Math.max(drawn, 4 + wanted.length);
  const filler = random.shuffle<Beat>(['sight-0', 'sight-1', 'sight-2', 'guide', 'homecoming', ...(hasActivity ? [] : ['activity' as const])]);
  const middle = [...wanted, ...filler].slice(0, total - 4);
  const ordered = random.shuffle(middle.filter((b) => b !== 'guide' && b !== 'homecoming'));
  const beats: Beat[] = [
    'opening',
    'departure',
    ...(middle.includes('guide') ? (['guide'] as Beat[]) : []),
    ...ordered,
    'wish',
    ...(middle.includes('homecoming') ? (['homecoming'] as Beat[]) : []),
    'sleep',
  ];
  return { facts, beats, variants: beats.map(() => random.int(0, 1)), random };
}
