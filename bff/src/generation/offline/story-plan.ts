import type { StoryBrief } from '../engine.ts';
import { findAnimal, resolveAnimal, type Animal } from './animals.ts';
import { findColour, resolveColour, type Colour } from './colours.ts';
import { resolvePlace, type Place } from './places.ts';
import { SeededRandom } from './seeded-random.ts';

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
  activity?: string;
  food?: string;
  achievement?: string;
  goal?: string;
  place: Place;
}

export interface StoryPlan {
  facts: StoryFacts;
  beats: Beat[];
  /** Seed-derived choices each template may use to pick among its variants. */
  variants: number[];
  random: SeededRandom;
}

const petNames = ['Momo', 'Pip', 'Lumi', 'Tilly', 'Bruno', 'Fips', 'Nuri', 'Kiki', 'Juno', 'Bobo', 'Flocke', 'Sunny'];

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

  const animal = resolveAnimal(details.favoriteAnimal ?? hintFrom(details.personalization, isKnownAnimal), pick);
  const colour = resolveColour(details.favoriteColor ?? hintFrom(details.personalization, isKnownColour), pick);
  const place = resolvePlace(details.storySetting ?? brief.storySetting, pick);
  const name = details.name.replace(/\s+/g, ' ').trim();
  const petName = random.pick(petNames.filter((p) => p.toLowerCase() !== name.toLowerCase()));

  const facts: StoryFacts = {
    name,
    age: details.age,
    storyType: brief.storyType,
    animal,
    petName,
    colour,
    activity: clean(details.favoriteActivity, 100),
    food: clean(details.favoriteFood, 100),
    achievement: clean(details.recentAchievement),
    goal: clean(details.storyGoal ?? brief.storyGoal),
    place,
  };

  // Younger children get shorter stories; the seed adds a little variety on top (5-10 scenes).
  const age = facts.age ?? 5;
  const base = age <= 3 ? 5 : age <= 6 ? 6 : 7;
  const total = Math.min(10, base + random.int(0, 3));

  const personal: Beat[] = [];
  if (facts.activity) personal.push('activity');
  if (facts.food) personal.push('food');
  if (facts.achievement) personal.push('achievement');
  const filler = random.shuffle<Beat>(['sight-0', 'sight-1', 'sight-2', 'guide', 'homecoming', ...(facts.activity ? [] : ['activity' as const])]);
  const middle = [...personal, ...filler].slice(0, total - 4);
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
