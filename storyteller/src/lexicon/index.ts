import type { PlanSetting } from '@dreamweaver/contracts';
import { ACTIVITIES } from './activities.ts';
import { ANIMALS } from './animals.ts';
import { COLOURS } from './colours.ts';
import { magicalForest } from './settings/magical-forest.ts';
import type { SettingEntry } from './settings/types.ts';
import { CLOTHES, FOODS, TOYS } from './things.ts';
import type { ActivityEntry, AnimalEntry, ColourEntry, FoodEntry, NounEntry } from './types.ts';

// The lexicon's one door: a word by its id, per kind. The reader finds ids in the parent's words
// through each entry's spellings; the teller asks for the forms.

const SETTINGS: Partial<Record<PlanSetting, SettingEntry>> = { 'magical-forest': magicalForest };

const byId = <T extends { id: string }>(entries: readonly T[]) => new Map(entries.map((entry) => [entry.id, entry]));
const animals = byId(ANIMALS);
const colours = byId(COLOURS);
const foods = byId(FOODS);
const toys = byId(TOYS);
const clothes = byId(CLOTHES);
const activities = byId(ACTIVITIES);

export const lexicon = {
  animal: (id: string): AnimalEntry | undefined => animals.get(id),
  colour: (id: string): ColourEntry | undefined => colours.get(id),
  food: (id: string): FoodEntry | undefined => foods.get(id),
  toy: (id: string): NounEntry | undefined => toys.get(id),
  clothing: (id: string): NounEntry | undefined => clothes.get(id),
  activity: (id: string): ActivityEntry | undefined => activities.get(id),
  setting: (id: PlanSetting): SettingEntry => SETTINGS[id] ?? magicalForest,
  all: { animals: ANIMALS, colours: COLOURS, foods: FOODS, toys: TOYS, clothes: CLOTHES, activities: ACTIVITIES },
  settings: (): SettingEntry[] => Object.values(SETTINGS),
};
